import type { Locale } from '../../../common/i18n/locale';

/** Where the mails about an account's events go (its first owner), in which language, and which of them they want. */
export interface OrganiserContact {
  /** The owner's user id. */
  id: string;
  email: string;
  name: string;
  /** The owner's language (`users.locale`): the mails to them are in it. */
  locale: Locale;
  leadNotificationsEnabled: boolean;
  weeklyReportsEnabled: boolean;
}
