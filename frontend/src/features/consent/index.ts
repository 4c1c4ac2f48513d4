export { ConsentManager } from './components/consent-manager';
export { CONSENT_STORAGE_KEY } from './lib/consent-storage';
