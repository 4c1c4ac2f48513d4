import { registerCatalogue } from '@/i18n';
import de from '@/locales/de/common.json';
import en from '@/locales/en/common.json';

/** Words every screen uses (buttons, states, password rules, roles): the `common` namespace. */
export const COMMON_NS = 'common';
registerCatalogue(COMMON_NS, { de, en });
