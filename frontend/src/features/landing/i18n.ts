import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/landing.json';

/**
 * The landing page is the operator's German site (docs/architecture.md 'Languages'): German only,
 * and its components ask for German whatever language the SPA shows (`LANG`). Registered here,
 * so the catalogue travels in the landing chunk, not in the main entry.
 */
export const NS = 'landing';
export const LANG = 'de';
registerCatalogue(NS, { de });
