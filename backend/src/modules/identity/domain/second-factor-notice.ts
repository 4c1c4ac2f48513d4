import type { Locale } from '../../../common/i18n/locale';
import type { TemplateMailContent } from '../../mailing';

export type SecondFactorChange = 'enabled' | 'disabled' | 'recovery-codes';

const NOTICES: Readonly<Record<Locale, Record<SecondFactorChange, { subject: string; what: string }>>> = {
  de: {
    enabled: {
      subject: 'Zwei-Faktor-Anmeldung aktiviert',
      what: 'Für deinen FairLeads-Zugang ist jetzt die Zwei-Faktor-Anmeldung aktiv. Bei der Anmeldung fragen wir nach dem Passwort zusätzlich nach dem Code aus deiner Authenticator-App.',
    },
    disabled: {
      subject: 'Zwei-Faktor-Anmeldung deaktiviert',
      what: 'Für deinen FairLeads-Zugang ist die Zwei-Faktor-Anmeldung ausgeschaltet. Zur Anmeldung genügt jetzt wieder das Passwort.',
    },
    'recovery-codes': {
      subject: 'Neue Wiederherstellungscodes erstellt',
      what: 'Für deinen FairLeads-Zugang wurden neue Wiederherstellungscodes erstellt. Die bisherigen gelten nicht mehr.',
    },
  },
  en: {
    enabled: {
      subject: 'Two-factor sign-in turned on',
      what: 'Two-factor sign-in is now on for your FairLeads login. When you sign in, we ask for the code from your authenticator app after your password.',
    },
    disabled: {
      subject: 'Two-factor sign-in turned off',
      what: 'Two-factor sign-in is now off for your FairLeads login. Your password alone is enough to sign in again.',
    },
    'recovery-codes': {
      subject: 'New recovery codes created',
      what: 'New recovery codes were created for your FairLeads login. The previous ones no longer work.',
    },
  },
};

/** The notice after a change of the user's second factor (templates/second-factor-notice.*.hbs), in the user's language. */
export function secondFactorNoticeMail(change: SecondFactorChange, appUrl: string, locale: Locale): TemplateMailContent {
  const { subject, what } = NOTICES[locale][change];
  return { locale, subject, template: 'identity/second-factor-notice', context: { heading: subject, what, settingsUrl: `${appUrl}/settings` } };
}
