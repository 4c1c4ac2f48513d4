export { EventSettingsPage } from './components/event-settings-page';
