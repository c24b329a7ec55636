export { CodeSignIn } from './components/code-sign-in';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginForm } from './components/login-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { isResetToken } from './sign-in-rules';
