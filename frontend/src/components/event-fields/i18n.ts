import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/event-fields.json';
import en from '@/locales/en/event-fields.json';

export const NS = 'event-fields';
registerCatalogue(NS, { de, en });
