import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/admin.json';
import en from '@/locales/en/admin.json';

export const NS = 'admin';
registerCatalogue(NS, { de, en });
