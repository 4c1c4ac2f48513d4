import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/contact-scan.json';
import en from '@/locales/en/contact-scan.json';

export const NS = 'contact-scan';
registerCatalogue(NS, { de, en });
