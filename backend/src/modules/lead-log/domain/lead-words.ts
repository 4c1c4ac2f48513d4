import { formatCount } from '../../../common/i18n/format';
import type { Locale } from '../../../common/i18n/locale';

/** How the organiser's mails say a number of leads: '1 Lead', '1.234 Leads' / '1 lead', '1,234 leads'. */
export const leadsWord = (n: number, locale: Locale) => (locale === 'de' ? (n === 1 ? '1 Lead' : `${formatCount(n, locale)} Leads`) : n === 1 ? '1 lead' : `${formatCount(n, locale)} leads`);
