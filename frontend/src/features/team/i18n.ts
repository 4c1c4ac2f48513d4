import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/team.json';
import en from '@/locales/en/team.json';

export const NS = 'team';
registerCatalogue(NS, { de, en });
