export { EmailChangePage } from './components/email-change-page';
