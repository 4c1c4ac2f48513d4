import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/support.json';
import en from '@/locales/en/support.json';

export const NS = 'support';
registerCatalogue(NS, { de, en });
