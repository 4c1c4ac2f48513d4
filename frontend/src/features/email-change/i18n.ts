import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/email-change.json';
import en from '@/locales/en/email-change.json';

export const NS = 'email-change';
registerCatalogue(NS, { de, en });
