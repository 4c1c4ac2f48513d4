import type { TemplateMailContent } from '../../mailing';

export type SecondFactorChange = 'enabled' | 'disabled' | 'recovery-codes';

const NOTICES: Readonly<Record<SecondFactorChange, { subject: string; what: string }>> = {
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
};

/** The notice after a change of the user's second factor (templates/second-factor-notice.*.hbs). */
export function secondFactorNoticeMail(change: SecondFactorChange, appUrl: string): TemplateMailContent {
  const { subject, what } = NOTICES[change];
  return { subject, template: 'identity/second-factor-notice', context: { heading: subject, what, settingsUrl: `${appUrl}/settings` } };
}
