import { EVENT_TEXT_DEFAULTS_DE, EVENT_TEXT_DEFAULTS_EN } from '@fairleads/shared/event-text-defaults';
import { consentMentionsMail, sequenceErrors } from './follow-up-steps';

const step = (delayDays: number, sendWindow?: { days: number[]; from: string; to: string; timeZone: string }) => ({ delayDays, subject: 'S', body: 'B', sendWindow });

describe('follow-up steps', () => {
  it('refuses a step that comes before the one before it, naming its field', () => {
    expect(sequenceErrors([step(3), step(3), step(7)])).toEqual({});
    expect(sequenceErrors([step(5), step(2)])).toEqual({
      'steps.1.delayDays': {
        de: 'Follow-up 2 darf nicht früher kommen als Follow-up 1 (mindestens 5 Tage).',
        en: 'Follow-up 2 cannot come earlier than follow-up 1 (at least 5 days).',
      },
    });
  });

  it('refuses a window that ends before it begins', () => {
    expect(sequenceErrors([step(1, { days: [1], from: '17:00', to: '09:00', timeZone: 'Europe/Berlin' })])).toEqual({
      'steps.0.sendWindow.to': { de: 'Das Ende des Versandfensters muss nach seinem Beginn liegen.', en: 'The end of the sending window must be after its start.' },
    });
  });

  it('finds further e-mails or contact in a German or English consent text', () => {
    expect(consentMentionsMail('Ich möchte weitere Informationen per E-Mail erhalten.')).toBe(true);
    expect(consentMentionsMail('Ich bin einverstanden, dass die Firma mich kontaktiert.')).toBe(true);
    expect(consentMentionsMail('I agree to receive the newsletter.')).toBe(true);
    expect(consentMentionsMail('I agree to be contacted about offers.')).toBe(true);
    expect(consentMentionsMail('Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden.')).toBe(false);
    expect(consentMentionsMail('I agree to the privacy policy.')).toBe(false);
    // the default texts promise an erase link in every e-mail, not further e-mails
    expect(consentMentionsMail(EVENT_TEXT_DEFAULTS_DE.privacyText)).toBe(false);
    expect(consentMentionsMail(EVENT_TEXT_DEFAULTS_EN.privacyText)).toBe(false);
  });
});
