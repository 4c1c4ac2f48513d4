import { composeFollowUpMail } from './follow-up-mail.composer';

const event = { name: 'Messe <Nord>', primaryColor: '#00666e', logoUrl: null };
const values = {
  name: '<b>Erika</b>',
  downloadUrl: 'https://app.example/d/tok',
  bookingUrl: 'https://app.example/b/tok/1',
  eraseUrl: 'https://app.example/erase/tok',
  unsubscribeUrl: 'https://app.example/unsubscribe/tok',
};

describe('composeFollowUpMail', () => {
  it('fills the placeholders as text and escapes them in the HTML', () => {
    const mail = composeFollowUpMail(event, { subject: 'Hallo {{name}}', body: 'Hallo {{name}},\n\nhier buchen: {{bookingUrl}}' }, values);
    expect(mail.subject).toBe('Hallo <b>Erika</b>');
    expect(mail.bodyText).toContain('Hallo <b>Erika</b>,');
    expect(mail.bodyHtml).toContain('Hallo &lt;b&gt;Erika&lt;/b&gt;,');
    expect(mail.bodyHtml).not.toContain('<b>');
    expect(mail.bodyHtml).toContain('<a href="https://app.example/b/tok/1"');
  });

  it('carries the booking button, the erase link and the RFC 8058 way out, in the visitor’s language', () => {
    const de = composeFollowUpMail(event, { subject: 'S', body: 'B' }, values, 'de');
    expect(de.button).toEqual({ text: 'Termin buchen', url: values.bookingUrl });
    expect(de.unsubscribeLink).toEqual({ text: 'Keine weiteren E-Mails zu „Messe <Nord>“', url: values.unsubscribeUrl });
    expect(de.eraseLink).toEqual({ text: 'Meine Daten löschen', url: values.eraseUrl });
    expect(de.headers).toEqual({ 'List-Unsubscribe': `<${values.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const en = composeFollowUpMail(event, { subject: 'S', body: 'B' }, { ...values, bookingUrl: null }, 'en');
    expect(en.button).toBeNull();
    expect(en.unsubscribeLink?.text).toBe('No more e-mails about “Messe <Nord>”');
  });
});
