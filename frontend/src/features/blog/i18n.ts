import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/blog.json';

/**
 * The blog belongs to the operator's German site (docs/architecture.md 'Languages'): its articles
 * are German, so are its texts, dates and numbers, whatever language the SPA shows (`LANG`).
 */
export const NS = 'blog';
export const LANG = 'de';
registerCatalogue(NS, { de });
