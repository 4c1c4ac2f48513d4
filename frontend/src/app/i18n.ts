import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/app.json';
import en from '@/locales/en/app.json';

/** The router's titles, error pages and the app frame's words. */
export const NS = 'app';
registerCatalogue(NS, { de, en });

export type RouteTitle = keyof typeof de.titles;
