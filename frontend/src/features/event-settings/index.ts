export { EventSettingsPage } from './components/event-settings-page';
export { StandDevicesPage } from './components/stand-devices-page';
