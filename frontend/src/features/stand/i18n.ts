import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/stand.json';
import en from '@/locales/en/stand.json';

export const NS = 'stand';
registerCatalogue(NS, { de, en });
