import type { EventEntity } from '../entities/event.entity';
import { EVENT_DEFAULTS, EVENT_DEFAULTS_EN } from './event-defaults';
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
      privacyText: 'I agree that my data is processed according to the privacy policy. Every e-mail to me contains a link to delete my data at any time.',
      submitButtonText: 'Submit',
      ctaButtonText: EVENT_DEFAULTS_EN.ctaButtonText,
    });
  });

  it('takes the former German privacy default of an older event for not written: the English default', () => {
    const event = newEvent({ privacyText: 'Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden.' });
    expect(visitorTexts(event, 'en').privacyText).toBe(EVENT_DEFAULTS_EN.privacyText);
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
  });

  it('works on any object with the fields (a preview, a partial row)', () => {
    expect(visitorTexts({}, 'en').submitButtonText).toBe('Submit');
    expect(eventText({ doiEmailSubject: 'Bitte bestätigen' }, 'doiEmailSubject', 'en')).toBe('Bitte bestätigen');
    expect(eventText({}, 'doiEmailSubject', 'en')).toBe(EVENT_DEFAULTS_EN.doiEmailSubject);
    expect(eventText({ introTextEn: 'Hi' }, 'introText', 'de')).toBeNull();
  });
});
