import { EVENT_DEFAULTS, EVENT_DEFAULTS_EN } from '../../events';
import { composeVisitorMail, type VisitorMailEvent } from './visitor-mail.composer';

/** A new event as the create call stores it: the German defaults written into the fields that have one. */
function newEvent(overrides: Partial<VisitorMailEvent> = {}): VisitorMailEvent {
  return {
    name: 'Messe Wien',
    primaryColor: EVENT_DEFAULTS.primaryColor,
    logoUrl: null,
    doiEmailSubject: EVENT_DEFAULTS.doiEmailSubject,
    welcomeEmailSubject: EVENT_DEFAULTS.welcomeEmailSubject,
    ctaButtonText: EVENT_DEFAULTS.ctaButtonText,
    doiEmailBody: null,
    welcomeEmailBody: null,
    ...overrides,
  };
}

describe('composeVisitorMail in a missing or unknown language', () => {
  it('takes it for German', () => {
    expect(composeVisitorMail(newEvent(), 'doi', { name: '' }, null as never).subject).toBe(EVENT_DEFAULTS.doiEmailSubject);
  });
});

describe('composeVisitorMail in the visitor language', () => {
  const values = { name: 'Ann', confirmationUrl: 'https://x.example/firma/confirm/abc?lang=en', downloadUrl: 'https://example.com/katalog.pdf' };

  it('writes the German mail as before by default', () => {
    const mail = composeVisitorMail(newEvent(), 'doi', values);
    expect(mail.subject).toBe(EVENT_DEFAULTS.doiEmailSubject);
    expect(mail.bodyText).toMatch(/^Hallo Ann,/);
    expect(mail.button).toEqual({ text: 'E-Mail-Adresse bestätigen', url: values.confirmationUrl });
    expect(mail.footerNote).toBe('Du erhältst diese E-Mail, weil deine Adresse im Formular „Messe Wien“ eingetragen wurde.');
  });

  it('writes our English defaults when nothing is customised', () => {
    const doi = composeVisitorMail(newEvent(), 'doi', values, 'en');
    expect(doi.subject).toBe('Please confirm your contact details');
    expect(doi.bodyText).toMatch(/^Hello Ann,\n\nthank you for your interest!/);
    expect(doi.bodyText).toContain(values.confirmationUrl);
    expect(doi.button).toEqual({ text: 'Confirm e-mail address', url: values.confirmationUrl });
    expect(doi.footerNote).toBe('You are receiving this e-mail because your address was entered in the form “Messe Wien”.');
    const welcome = composeVisitorMail(newEvent(), 'welcome', { name: '' }, 'en');
    expect(welcome.subject).toBe(EVENT_DEFAULTS_EN.welcomeEmailSubject);
    expect(welcome.bodyText).toMatch(/^Hello,\n\nthank you for confirming!/);
  });

  it('prefers the organiser’s English texts, then their German ones', () => {
    const event = newEvent({
      doiEmailSubject: 'Bitte bestätigen: {{name}}',
      doiEmailBody: 'Hallo {{name}}: {{confirmationUrl}}',
      doiEmailSubjectEn: 'Please confirm, {{name}}',
      welcomeEmailBody: 'Hier, {{name}}: {{downloadUrl}}',
      ctaButtonTextEn: 'Get it',
    });
    const doi = composeVisitorMail(event, 'doi', values, 'en');
    expect(doi.subject).toBe('Please confirm, Ann');
    expect(doi.bodyText).toBe(`Hallo Ann: ${values.confirmationUrl}`);
    const welcome = composeVisitorMail(event, 'welcome', values, 'en');
    expect(welcome.subject).toBe(EVENT_DEFAULTS_EN.welcomeEmailSubject);
    expect(welcome.bodyText).toBe('Hier, Ann: https://example.com/katalog.pdf');
    expect(welcome.button).toEqual({ text: 'Get it', url: 'https://example.com/katalog.pdf' });
    expect(composeVisitorMail(event, 'welcome', values, 'de').button?.text).toBe(EVENT_DEFAULTS.ctaButtonText);
  });
});
