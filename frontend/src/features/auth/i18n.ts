import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/auth.json';
import en from '@/locales/en/auth.json';

export const NS = 'auth';
registerCatalogue(NS, { de, en });
