export { ChangePasswordForm } from './components/change-password-form';
