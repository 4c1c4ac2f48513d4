export { PasswordResetPage } from './components/password-reset-page';
