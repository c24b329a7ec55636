export { AppUpdatePrompt } from './components/app-update-prompt';
