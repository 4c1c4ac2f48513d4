export { ContactScanner, type ContactScannerProps } from './contact-scanner';
export { prepareCodeDetector } from './detector';
export { ScanLeftovers } from './scan-leftovers';
export type { CardScanResult, ContactScan, ScanEnvironment, ScanMode } from './types';
