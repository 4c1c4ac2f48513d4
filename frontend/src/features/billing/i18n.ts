import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/billing.json';
import en from '@/locales/en/billing.json';

export const NS = 'billing';
registerCatalogue(NS, { de, en });
