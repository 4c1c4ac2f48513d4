import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/dev-mailbox.json';
import en from '@/locales/en/dev-mailbox.json';

export const NS = 'dev-mailbox';
registerCatalogue(NS, { de, en });
