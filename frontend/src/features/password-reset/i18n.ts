import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/password-reset.json';
import en from '@/locales/en/password-reset.json';

export const NS = 'password-reset';
registerCatalogue(NS, { de, en });
