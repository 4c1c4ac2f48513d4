export { SupportDialog, type SupportDialogProps } from './components/support-dialog';
export type { SupportMode } from './mode';
