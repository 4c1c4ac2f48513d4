import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/account-activation.json';
import en from '@/locales/en/account-activation.json';

export const NS = 'account-activation';
registerCatalogue(NS, { de, en });
