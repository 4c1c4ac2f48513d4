import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/leads.json';
import en from '@/locales/en/leads.json';

export const NS = 'leads';
registerCatalogue(NS, { de, en });
