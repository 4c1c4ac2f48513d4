import { renderVisitorPage } from './server';
import { formPage } from './test/pages';

/** The visible words of the rendered page. */
const visible = (body: string) => body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the visitor pages rendered on the server', () => {
  it('renders the whole branded form as a real form that posts to its page', () => {
    const { body, title, lang } = renderVisitorPage(formPage());
    expect(lang).toBe('de');
    expect(title).toBe('Fachmesse Köln | FairLeads');
    expect(body).toMatch(/<form[^>]*action="\/form\/acme\/messe"[^>]*method="post"/);
    expect(body).toContain('<input type="hidden" name="formToken" value="token.signature"/>');
    // without a script the browser posts the server's idempotency key (issue 18)
    expect(body).toContain('<input type="hidden" name="submissionId" value="6f1c2f7e-8d4b-4c1a-9a57-2f0d3b1e9c11"/>');
    expect(body).toContain('--vp-primary:#aa3300');
    expect(visible(body)).toContain('Willkommen am Stand!');
    for (const label of ['E-Mail-Adresse', 'Name', 'Branche', 'Handel', 'Industrie', 'Daten übergeben']) expect(visible(body)).toContain(label);
    expect(body).toContain('href="https://example.com/datenschutz"');
    expect(body).toContain('href="/form/acme/messe?lang=en"');
  });

  it('answers a refused form with the values kept, a message at each field and the first one focused', () => {
    const { body } = renderVisitorPage(
      formPage({
        values: { email: 'anna,berger@firma.de', name: '', customField1: 'Handel', customField2: '', consent: false },
        errors: { email: 'Bitte gib eine gültige E-Mail-Adresse ein.', consent: 'Bitte akzeptiere die Datenschutzerklärung, um fortzufahren' },
      }),
    );
    expect(body).toContain('value="anna,berger@firma.de"');
    expect(body).toMatch(/<input id="lead-email"[^>]*aria-invalid="true"[^>]*aria-describedby="lead-email-error"[^>]*autofocus=""/);
    expect(body).toContain('<p id="lead-email-error" class="field__error vp-field__error">Bitte gib eine gültige E-Mail-Adresse ein.</p>');
    expect(body).toMatch(/<option value="Handel" selected="">/);
    expect(body).toMatch(/role="alert"[^>]*>Bitte prüfe deine Eingaben \(2 Felder\)/);
  });

  it('speaks English with the English dictionary, and links back to German', () => {
    const { body, lang } = renderVisitorPage(formPage({ locale: 'en' }));
    expect(lang).toBe('en');
    expect(visible(body)).toContain('Email address');
    expect(visible(body)).toContain('I agree that my data is processed according to the privacy policy');
    expect(body).toContain('href="/form/acme/messe?lang=de"');
  });

  it('tells a visitor of a full event only that registration is closed', () => {
    const { body } = renderVisitorPage({ kind: 'limit', locale: 'de', url: '/form/a/b', brand: formPage().form.brand });
    expect(visible(body)).toContain('Anmeldeschluss erreicht');
    expect(visible(body)).not.toMatch(/Limit|Leads|kostenlos|Plan|\b10\b/i);
  });

  it('asks for the click on the double opt-in page instead of confirming on a GET', () => {
    const { body, data } = renderVisitorPage({
      kind: 'confirm',
      locale: 'de',
      url: '/acme/confirm/abc',
      state: 'ask',
      brand: null,
      downloadUrl: null,
      ctaText: null,
      message: null,
      reason: null,
      formUrl: null,
    });
    expect(body).toMatch(/<form[^>]*action="\/acme\/confirm\/abc"[^>]*method="post"|<form[^>]*method="post"[^>]*action="\/acme\/confirm\/abc"/);
    expect(visible(body)).toContain('Jetzt bestätigen');
    expect(data).toMatchObject({ kind: 'confirm', state: 'ask' });
  });

  it('a link that confirms nothing says why, what to do, and leads home or to the event form', () => {
    const broken = { kind: 'confirm', locale: 'de', url: '/acme/confirm/abc', state: 'invalid', downloadUrl: null, ctaText: null, message: null } as const;
    const unknown = renderVisitorPage({ ...broken, brand: null, reason: 'unknown', formUrl: null });
    expect(visible(unknown.body)).toContain('Dieser Link gilt nicht mehr');
    expect(visible(unknown.body)).toContain('neuere Bestätigungs-E-Mail');
    expect(visible(unknown.body)).toContain('Öffne den Link aus der neuesten E-Mail');
    expect(unknown.body).toMatch(/<a[^>]*href="\/"[^>]*>Zur Startseite<\/a>/);

    const brand = { name: 'Hannover Messe', primaryColor: null, secondaryColor: null, backgroundColor: null, logoUrl: null, headerImageUrl: null };
    const erased = renderVisitorPage({ ...broken, brand, reason: 'erased', formUrl: '/form/acme/hannover' });
    expect(visible(erased.body)).toContain('Deine Daten sind gelöscht');
    expect(visible(erased.body)).toContain('Hannover Messe');
    expect(erased.body).toMatch(/<a[^>]*href="\/form\/acme\/hannover"[^>]*>Zum Anmeldeformular<\/a>/);

    const english = renderVisitorPage({ ...broken, locale: 'en', brand: null, reason: 'unknown', formUrl: null });
    expect(visible(english.body)).toContain('This link is no longer valid');
  });

  it('counts the resend button down while the server would hold the mail back', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const { body } = renderVisitorPage({
      kind: 'email-confirmation',
      locale: 'de',
      url: '/acme/email-confirmation?event=messe&r=x',
      brand: null,
      email: 'nora@example.com',
      receipt: 'x',
      formPath: '/form/acme/messe',
      resendAvailableAt: now + 45_000,
      notice: null,
      renderedAt: now,
    });
    expect(visible(body)).toContain('Erneut senden in 0:45');
    expect(visible(body)).toContain('nora@example.com');
  });

  it('hands the page script only the words it shows', () => {
    const { data } = renderVisitorPage(formPage());
    expect(Object.keys(data.texts)).toContain('emailInvalid');
    expect(Object.keys(data.texts)).not.toContain('confirmedTitle');
  });

  it('renders the erase page in the lead’s language: what goes and a button that posts; done and invalid views without it', () => {
    const brand = { name: 'Fachmesse Köln', primaryColor: '#aa3300', secondaryColor: null, backgroundColor: null, logoUrl: null, headerImageUrl: null };
    const page = { kind: 'erase', locale: 'en', url: '/erase/lead.sig', state: 'ask', brand, email: 'ann@example.com', name: 'Ann' } as const;
    const ask = renderVisitorPage(page);
    expect(ask.lang).toBe('en');
    expect(ask.body).toMatch(/<form[^>]*action="\/erase\/lead.sig"[^>]*method="post"/);
    for (const text of ['ann@example.com', 'your name (Ann)', 'notes the stand team made about you', 'Delete my data now', 'This cannot be undone.']) expect(visible(ask.body)).toContain(text);
    const done = renderVisitorPage({ ...page, locale: 'de', state: 'erased', email: null, name: null });
    expect(done.title).toBe('Deine Daten sind gelöscht | FairLeads');
    expect(done.body).not.toContain('<form');
    expect(visible(renderVisitorPage({ ...page, state: 'invalid', brand: null, email: null, name: null }).body)).toContain('This link is not valid');
  });

  it('renders a download link that leads nowhere as a page with a way on: the event’s form, else the home page', () => {
    const brand = { name: 'Fachmesse Köln', primaryColor: '#aa3300', secondaryColor: null, backgroundColor: null, logoUrl: null, headerImageUrl: null };
    const branded = renderVisitorPage({ kind: 'download-unavailable', locale: 'de', url: '/d/lead.sig', brand, formUrl: '/form/acme/messe' });
    expect(branded.title).toBe('Download nicht verfügbar | FairLeads');
    expect(branded.body).toContain('--vp-primary:#aa3300');
    expect(visible(branded.body)).toContain('Fachmesse Köln');
    expect(branded.body).toMatch(/<a[^>]*href="\/form\/acme\/messe"[^>]*>Zum Anmeldeformular<\/a>/);
    const unknown = renderVisitorPage({ kind: 'download-unavailable', locale: 'en', url: '/d/broken', brand: null, formUrl: null });
    expect(visible(unknown.body)).toContain('This download link is not valid');
    expect(unknown.body).toMatch(/<a[^>]*href="\/"[^>]*>Go to the home page<\/a>/);
  });
  it('renders the unsubscribe page in the lead’s language with one button that posts to itself; done and invalid views without it', () => {
    const brand = { name: 'Fachmesse Köln', primaryColor: '#aa3300', secondaryColor: null, backgroundColor: null, logoUrl: null, headerImageUrl: null };
    const page = { kind: 'unsubscribe', locale: 'de', url: '/unsubscribe/lead.sig', state: 'ready', brand } as const;
    const ready = renderVisitorPage(page);
    expect(ready.title).toBe('Keine weiteren E-Mails | FairLeads');
    expect(ready.body).toContain('--vp-primary:#aa3300');
    expect(ready.body).toMatch(/<form[^>]*action="\/unsubscribe\/lead.sig"[^>]*method="post"/);
    expect(ready.body).toContain('<input type="hidden" name="lang" value="de"/>');
    expect(ready.body.match(/<button/g)).toHaveLength(1);
    expect(visible(ready.body)).toContain('Abmelden');
    expect(visible(ready.body)).toContain('keine weiteren E-Mails zu „Fachmesse Köln“');
    expect(ready.data).toMatchObject({ kind: 'unsubscribe', state: 'ready', texts: { unsubscribeButton: 'Abmelden' } });

    const english = renderVisitorPage({ ...page, locale: 'en' });
    expect(english.lang).toBe('en');
    expect(english.body).toMatch(/<button[^>]*>Unsubscribe<\/button>/);

    const done = renderVisitorPage({ ...page, state: 'unsubscribed' });
    expect(done.title).toBe('Du bist abgemeldet | FairLeads');
    expect(visible(done.body)).toContain('Du erhältst keine weiteren E-Mails zu „Fachmesse Köln“.');
    expect(done.body).not.toContain('<form');
    expect(visible(renderVisitorPage({ ...page, locale: 'en', state: 'unsubscribed' }).body)).toContain('You will receive no more emails about “Fachmesse Köln”.');

    const invalid = renderVisitorPage({ ...page, state: 'invalid', brand: null });
    expect(visible(invalid.body)).toContain('Dieser Link ist ungültig');
    expect(invalid.body).not.toContain('<form');
  });

  it('renders a booking button that leads nowhere as a page with a way home', () => {
    const page = renderVisitorPage({ kind: 'booking-unavailable', locale: 'de', url: '/b/broken/1' });
    expect(page.title).toBe('Link nicht verfügbar | FairLeads');
    expect(page.body).toMatch(/<a[^>]*href="\/"[^>]*>Zur Startseite<\/a>/);
  });
});
