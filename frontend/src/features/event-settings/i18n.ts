import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/event-settings.json';
import en from '@/locales/en/event-settings.json';

export const NS = 'event-settings';
registerCatalogue(NS, { de, en });
