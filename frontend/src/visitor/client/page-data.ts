import type { Locale, VisitorTexts } from '../i18n';
import type { FormView } from '../page-model';

/**
 * What the server puts into the page for its script (`<script type="application/json" id="fl-page">`).
 * `texts` holds only the words that page's script shows.
 */
export type PageScriptData = { locale: Locale; texts: VisitorTexts } & (
  | { kind: 'form'; form: Omit<FormView, 'brand'> & { brand?: undefined } }
  | { kind: 'form-success'; downloadUrl: string | null }
  | { kind: 'email-confirmation'; resendAvailableAt: number | null; renderedAt: number }
  | { kind: 'confirm'; state: 'ask' | 'confirmed' | 'invalid' | 'failed'; confetti: string[] }
  | { kind: 'erase'; state: 'ask' | 'erased' | 'invalid' }
  | { kind: 'unsubscribe'; state: 'ready' | 'unsubscribed' | 'invalid' }
  | { kind: 'limit' | 'unavailable' | 'download-unavailable' | 'booking-unavailable' }
);

const PAGE_DATA_ID = 'fl-page';

/** The page's data; null when the page has none (nothing to enhance). */
export function readPageData(doc: Document = document): PageScriptData | null {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageScriptData;
  } catch {
    return null;
  }
}
