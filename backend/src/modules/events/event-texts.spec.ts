import type { EventEntity } from './entities/event.entity';
import { EVENT_DEFAULTS, EVENT_DEFAULTS_EN } from './event-defaults';
import { composeEventMail } from './event-mail.composer';
import { newEventSettings } from './event-settings';
import { eventText, visitorTexts } from './event-texts';

/** A new event as the create call stores it: the German defaults written into the fields that have one. */
function newEvent(overrides: Partial<EventEntity> = {}): EventEntity {
  const settings = newEventSettings({
    name: 'Messe Wien',
    slug: 'messe-wien',
    startDate: '2026-05-12',
    endDate: '2026-05-14',
    downloadUrl: 'https://example.com/katalog.pdf',
  });
  return { ...settings, id: 'e1', userId: 'u1', status: 'active', isFree: false, formVersion: 1, createdAt: new Date(), updatedAt: new Date(), ...overrides } as EventEntity;
}

describe('visitorTexts: the organiser texts in the visitor language', () => {
  it('gives a new event the product defaults of each language', () => {
    const event = newEvent();
    expect(visitorTexts(event, 'de')).toEqual({
      locale: 'de',
      introText: null,
      privacyText: EVENT_DEFAULTS.privacyText,
      submitButtonText: 'Daten übergeben',
      ctaButtonText: EVENT_DEFAULTS.ctaButtonText,
    });
    expect(visitorTexts(event, 'en')).toEqual({
      locale: 'en',
      introText: null,
      privacyText: 'I agree that my data is processed according to the privacy policy.',
      submitButtonText: 'Submit',
      ctaButtonText: EVENT_DEFAULTS_EN.ctaButtonText,
    });
  });

  it('defaults to German', () => {
    expect(visitorTexts(newEvent()).submitButtonText).toBe('Daten übergeben');
  });

  it('uses the English text when the organiser wrote one, and the German page keeps the German', () => {
    const event = newEvent({
      introText: 'Willkommen am Stand!',
      introTextEn: 'Welcome to our booth!',
      privacyText: 'Ich willige ein.',
      privacyTextEn: 'I consent.',
      submitButtonText: 'Los',
      submitButtonTextEn: 'Go',
      ctaButtonText: 'Katalog öffnen',
      ctaButtonTextEn: 'Open the catalogue',
    });
    expect(visitorTexts(event, 'en')).toEqual({ locale: 'en', introText: 'Welcome to our booth!', privacyText: 'I consent.', submitButtonText: 'Go', ctaButtonText: 'Open the catalogue' });
    expect(visitorTexts(event, 'de')).toEqual({ locale: 'de', introText: 'Willkommen am Stand!', privacyText: 'Ich willige ein.', submitButtonText: 'Los', ctaButtonText: 'Katalog öffnen' });
  });

  it('falls back to the organiser’s own German text when the English one is missing or blank', () => {
    const event = newEvent({ introText: 'Willkommen am Stand!', privacyText: 'Ich willige ein.', submitButtonText: 'Los', privacyTextEn: '   ', submitButtonTextEn: null });
    expect(visitorTexts(event, 'en')).toMatchObject({ introText: 'Willkommen am Stand!', privacyText: 'Ich willige ein.', submitButtonText: 'Los' });
  });

  it('takes a German text that only repeats our German default for not written: the English default', () => {
    const event = newEvent({ privacyText: `  ${EVENT_DEFAULTS.privacyText} `, submitButtonText: null });
    expect(visitorTexts(event, 'en')).toMatchObject({ privacyText: EVENT_DEFAULTS_EN.privacyText, submitButtonText: 'Submit' });
    expect(visitorTexts(event, 'de')).toMatchObject({ privacyText: EVENT_DEFAULTS.privacyText, submitButtonText: 'Daten übergeben' });
  });

  it('takes a missing or unknown language for German', () => {
    expect(visitorTexts(newEvent(), null as never).submitButtonText).toBe('Daten übergeben');
    expect(visitorTexts(newEvent(), 'fr' as never)).toMatchObject({ locale: 'de', submitButtonText: 'Daten übergeben' });
    expect(composeEventMail(newEvent(), 'doi', { name: '' }, null as never).subject).toBe(EVENT_DEFAULTS.doiEmailSubject);
  });

  it('works on any object with the fields (a preview, a partial row)', () => {
    expect(visitorTexts({}, 'en').submitButtonText).toBe('Submit');
    expect(eventText({ doiEmailSubject: 'Bitte bestätigen' }, 'doiEmailSubject', 'en')).toBe('Bitte bestätigen');
    expect(eventText({}, 'doiEmailSubject', 'en')).toBe(EVENT_DEFAULTS_EN.doiEmailSubject);
    expect(eventText({ introTextEn: 'Hi' }, 'introText', 'de')).toBeNull();
  });
});

describe('composeEventMail in the visitor language', () => {
  const values = { name: 'Ann', confirmationUrl: 'https://x.example/firma/confirm/abc?lang=en', downloadUrl: 'https://example.com/katalog.pdf' };

  it('writes the German mail as before by default', () => {
    const mail = composeEventMail(newEvent(), 'doi', values);
    expect(mail.subject).toBe(EVENT_DEFAULTS.doiEmailSubject);
    expect(mail.bodyText).toMatch(/^Hallo Ann,/);
    expect(mail.button).toEqual({ text: 'E-Mail-Adresse bestätigen', url: values.confirmationUrl });
    expect(mail.footerNote).toBe('Du erhältst diese E-Mail, weil deine Adresse im Formular „Messe Wien“ eingetragen wurde.');
  });

  it('writes our English defaults when nothing is customised', () => {
    const doi = composeEventMail(newEvent(), 'doi', values, 'en');
    expect(doi.subject).toBe('Please confirm your contact details');
    expect(doi.bodyText).toMatch(/^Hello Ann,\n\nthank you for your interest!/);
    expect(doi.bodyText).toContain(values.confirmationUrl);
    expect(doi.button).toEqual({ text: 'Confirm e-mail address', url: values.confirmationUrl });
    expect(doi.footerNote).toBe('You are receiving this e-mail because your address was entered in the form “Messe Wien”.');
    const welcome = composeEventMail(newEvent(), 'welcome', { name: '' }, 'en');
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
    const doi = composeEventMail(event, 'doi', values, 'en');
    expect(doi.subject).toBe('Please confirm, Ann');
    expect(doi.bodyText).toBe(`Hallo Ann: ${values.confirmationUrl}`);
    const welcome = composeEventMail(event, 'welcome', values, 'en');
    expect(welcome.subject).toBe(EVENT_DEFAULTS_EN.welcomeEmailSubject);
    expect(welcome.bodyText).toBe('Hier, Ann: https://example.com/katalog.pdf');
    expect(welcome.button).toEqual({ text: 'Get it', url: 'https://example.com/katalog.pdf' });
    expect(composeEventMail(event, 'welcome', values, 'de').button?.text).toBe(EVENT_DEFAULTS.ctaButtonText);
  });
});
