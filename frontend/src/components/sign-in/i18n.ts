import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/sign-in.json';
import en from '@/locales/en/sign-in.json';

export const NS = 'sign-in';
registerCatalogue(NS, { de, en });
