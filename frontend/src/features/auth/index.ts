export { AuthDialog, type AuthMode, type AuthDialogProps } from './components/auth-dialog';
export { InvitationRegistration } from './components/invitation-registration';
