import type { TemplateMailContent } from '../../mailing';

/** The activation mail of a new account, with the link to /verify-email/{token} (templates/verification.*.hbs). */
export function verificationMail(params: { appUrl: string; name: string; token: string; validHours: number }): TemplateMailContent {
  return {
    subject: 'Bitte bestätige deine E-Mail-Adresse für FairLeads',
    template: 'identity/verification',
    context: {
      name: params.name,
      verifyUrl: `${params.appUrl}/verify-email/${encodeURIComponent(params.token)}`,
      validHours: params.validHours,
    },
  };
}
