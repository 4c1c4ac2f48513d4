import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/legal.json';

/**
 * The legal pages belong to the operator's German site (docs/architecture.md 'Languages'): German
 * only, and their components ask for German whatever language the SPA shows (`LANG`).
 */
export const NS = 'legal';
export const LANG = 'de';
registerCatalogue(NS, { de });
