export { AuthDialog, type AuthMode, type AuthDialogProps } from './components/auth-dialog';
