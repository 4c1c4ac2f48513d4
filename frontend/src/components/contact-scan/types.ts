import type { ContactCode, ContactPrefill, ScannedContact } from '@fairleads/shared/contact-codes';

export type ScanMode = 'badge' | 'card';

/** What reading a card photo answers (POST /api/events/{id}/card-scans): each feature supplies the call. */
export interface CardScanResult {
  fields: Record<'name' | 'email' | 'phone' | 'company' | 'title' | 'website', string | null>;
  /** The OCR's mean word confidence, 0–1. */
  confidence: number;
  text: string;
}

/** What a scan gives the form: the source it names, the contact and its mapping onto the event's fields. */
export interface ContactScan {
  source: ScanMode;
  contact: ScannedContact;
  prefill: ContactPrefill;
  /** What was read that no field took: a code's text that is no contact, or the card's full text. */
  rawText: string | null;
  /** Card photos only: the OCR's confidence. */
  confidence?: number;
  /** Badge codes only. */
  code?: ContactCode;
}

/** A barcode detector, native or the polyfill. */
export interface CodeDetector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}

/** What the scanner uses of the device; tests pass fakes. */
export interface ScanEnvironment {
  openCamera(): Promise<MediaStream>;
  createDetector(): Promise<CodeDetector>;
  /** Whether the page may use the camera at all (https or localhost). */
  isSecureContext(): boolean;
}
