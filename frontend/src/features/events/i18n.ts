import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/events.json';
import en from '@/locales/en/events.json';

export const NS = 'events';
registerCatalogue(NS, { de, en });
