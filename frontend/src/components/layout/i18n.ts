import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/layout.json';
import en from '@/locales/en/layout.json';

export const NS = 'layout';
registerCatalogue(NS, { de, en });
