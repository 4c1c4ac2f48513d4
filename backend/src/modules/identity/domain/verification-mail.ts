import type { Locale } from '../../../common/i18n/locale';
import type { TemplateMailContent } from '../../mailing';

const SUBJECT: Readonly<Record<Locale, string>> = {
  de: 'Bitte bestätige deine E-Mail-Adresse für FairLeads',
  en: 'Please confirm your e-mail address for FairLeads',
};

/** The activation mail of a new account, with the link to /verify-email/{token} (templates/verification.*.hbs), in the registering user's language. */
export function verificationMail(params: { appUrl: string; name: string; token: string; validHours: number; locale: Locale }): TemplateMailContent {
  return {
    locale: params.locale,
    subject: SUBJECT[params.locale],
    template: 'identity/verification',
    context: {
      name: params.name,
      verifyUrl: `${params.appUrl}/verify-email/${encodeURIComponent(params.token)}`,
      validHours: params.validHours,
    },
  };
}
