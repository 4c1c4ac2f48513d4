import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/settings.json';
import en from '@/locales/en/settings.json';

export const NS = 'settings';
registerCatalogue(NS, { de, en });
