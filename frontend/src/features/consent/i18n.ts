import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/consent.json';
import en from '@/locales/en/consent.json';

/** The cookie banner shows on every page, the organiser area included: it follows the SPA's language. */
export const NS = 'consent';
registerCatalogue(NS, { de, en });
