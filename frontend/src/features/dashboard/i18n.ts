import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/dashboard.json';
import en from '@/locales/en/dashboard.json';

export const NS = 'dashboard';
registerCatalogue(NS, { de, en });
