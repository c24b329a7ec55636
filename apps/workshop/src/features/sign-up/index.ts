export { SignUpForm } from './components/sign-up-form';
