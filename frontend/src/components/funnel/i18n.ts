import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/funnel.json';
import en from '@/locales/en/funnel.json';

export const NS = 'funnel';
registerCatalogue(NS, { de, en });
