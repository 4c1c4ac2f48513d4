import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/archive.json';
import en from '@/locales/en/archive.json';

export const NS = 'archive';
registerCatalogue(NS, { de, en });
