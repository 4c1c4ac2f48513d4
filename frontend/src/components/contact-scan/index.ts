export { ContactScanner, type ContactScannerProps } from './contact-scanner';
export { prepareCodeDetector } from './detector';
export { ScanLeftovers } from './scan-leftovers';
export { scanTexts } from './texts';
export type { CardScanResult, ContactScan, ScanEnvironment, ScanMode } from './types';
