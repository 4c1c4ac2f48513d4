import type { EventBrand, FormView, VisitorPage } from '@fairleads/shared/visitor-page';
import { escapeHtml } from './html-shell';

/**
 * The visitor pages without their React renderer (a build that failed to load or throws): plain
 * server-side HTML in German, no script, so a visitor at the stand still gets a working page. The
 * form posts the classic way (urlencoded to its own page route, as the rendered form does without
 * its script) with the same hidden fields; the confirmation and erase pages keep their button.
 */
export function fallbackVisitorPage(page: VisitorPage): { title: string; main: string } {
  switch (page.kind) {
    case 'form':
      return { title: name(page.form.brand), main: frame(page.form.brand, formBody(page)) };
    case 'form-success':
      return status(page.brand, 'Vielen Dank!', 'Deine Daten wurden erfolgreich übermittelt.', link(page.downloadUrl, 'Jetzt herunterladen'));
    case 'limit':
      return status(page.brand, 'Anmeldeschluss erreicht', 'Für dieses Event werden keine weiteren Anmeldungen mehr angenommen. Bitte wende dich an das Team am Messestand.');
    case 'unavailable':
      return status(null, 'Event nicht mehr verfügbar', 'Dieses Formular ist nicht mehr aktiv oder existiert nicht. Bitte wende dich an das Team am Messestand.');
    case 'email-confirmation': {
      const to = page.email ? ` an ${escapeHtml(page.email)}` : '';
      return status(page.brand, 'Bitte bestätige deine E-Mail-Adresse', `Wir haben dir eine E-Mail mit einem Bestätigungslink geschickt${to}.`, '', true);
    }
    case 'confirm':
      if (page.state === 'ask') {
        return status(page.brand, 'Anmeldung bestätigen', 'Tippe auf den Button, um deine E-Mail-Adresse zu bestätigen.', button(page, 'Jetzt bestätigen'));
      }
      if (page.state === 'confirmed') {
        return status(page.brand, 'Alles bestätigt!', 'Vielen Dank, deine E-Mail-Adresse ist bestätigt.', link(page.downloadUrl, page.ctaText?.trim() || 'Jetzt herunterladen'));
      }
      return status(page.brand, 'Dieser Link gilt nicht mehr', 'Zu diesem Bestätigungslink gibt es keine Anmeldung (mehr). Bitte öffne den Link aus der neuesten E-Mail.', link(page.formUrl, 'Zum Anmeldeformular'));
    case 'erase':
      if (page.state === 'ask') {
        return status(page.brand, 'Meine Daten löschen', 'Deine E-Mail-Adresse, dein Name und deine Angaben zu diesem Event werden gelöscht.', button(page, 'Meine Daten jetzt löschen'));
      }
      if (page.state === 'erased') return status(page.brand, 'Deine Daten sind gelöscht', 'Deine Angaben zu diesem Event wurden gelöscht.');
      return status(page.brand, 'Dieser Link ist ungültig', 'Zu diesem Link gibt es keine Daten.');
    case 'download-unavailable':
      return status(page.brand, 'Download nicht verfügbar', 'Dieser Download-Link ist ungültig, oder der Inhalt ist nicht mehr verfügbar.', link(page.formUrl, 'Zum Anmeldeformular'));
    case 'unsubscribe': {
      const event = page.brand?.name?.trim() || 'dieses Event';
      if (page.state === 'ready') return status(page.brand, 'Keine weiteren E-Mails', `Du bekommst dann keine weiteren E-Mails zu „${event}“.`, button(page, 'Abmelden'));
      if (page.state === 'unsubscribed') return status(page.brand, 'Du bist abgemeldet', `Du erhältst keine weiteren E-Mails zu „${event}“.`);
      return status(null, 'Dieser Link ist ungültig', 'Zu diesem Link gibt es keine Anmeldung.');
    }
    case 'booking-unavailable':
      return status(null, 'Link nicht verfügbar', 'Dieser Link ist ungültig, oder die Seite dahinter ist nicht mehr verfügbar.');
  }
}

/** The whole document around fallbackVisitorPage's <main>. */
export function fallbackVisitorDocument(page: VisitorPage): string {
  const { title, main } = fallbackVisitorPage(page);
  return (
    '<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${main}</body></html>`
  );
}

const STYLE =
  'body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1f2328;background:var(--bg,#f6f7f9)}main{max-width:34rem;margin:0 auto;padding:1.5rem}' +
  'label{display:block;margin:1rem 0 .25rem;font-weight:600}input[type=text],input[type=email],select{box-sizing:border-box;width:100%;padding:.6rem;font:inherit;border:1px solid #8c959f;border-radius:.4rem}' +
  '.check{display:flex;gap:.5rem;align-items:flex-start;font-weight:400}.error{color:#b42318;margin:.25rem 0 0}' +
  'button,.button{display:block;box-sizing:border-box;width:100%;margin-top:1.25rem;padding:.8rem;font:inherit;font-weight:600;text-align:center;text-decoration:none;color:#fff;background:var(--primary,#e76e33);border:0;border-radius:.5rem}' +
  '.honeypot{position:absolute;left:-10000px}';

/** A colour the organiser chose, only as a hex value (it goes into a style attribute). */
const HEX = /^#[0-9a-f]{3,8}$/i;

function frame(brand: EventBrand | null, body: string): string {
  const colours = [
    brand?.primaryColor && HEX.test(brand.primaryColor) ? `--primary:${brand.primaryColor}` : '',
    brand?.backgroundColor && HEX.test(brand.backgroundColor) ? `--bg:${brand.backgroundColor}` : '',
  ].filter(Boolean);
  return `<main id="main"${colours.length ? ` style="${colours.join(';')}"` : ''}>${body}</main>`;
}

function name(brand: EventBrand | null): string {
  return brand?.name?.trim() || 'FairLeads';
}

function status(brand: EventBrand | null, title: string, text: string, extra = '', textIsHtml = false): { title: string; main: string } {
  const event = brand?.name?.trim() ? `<p>${escapeHtml(brand.name.trim())}</p>` : '';
  return { title, main: frame(brand, `<h1>${escapeHtml(title)}</h1>${event}<p>${textIsHtml ? text : escapeHtml(text)}</p>${extra}`) };
}

/** A link only to our own pages or to an http(s) address. */
function link(href: string | null | undefined, text: string): string {
  if (!href || !(/^https?:\/\//i.test(href) || (href.startsWith('/') && !href.startsWith('//')))) return '';
  return `<a class="button" href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
}

/** A button that posts to the page's own route in the page's language, as the rendered page's does. */
function button({ url, locale }: VisitorPage, text: string): string {
  return `<form method="post" action="${escapeHtml(url.split('?')[0])}"><input type="hidden" name="lang" value="${locale}"><button type="submit">${escapeHtml(text)}</button></form>`;
}

function formBody(page: Extract<VisitorPage, { kind: 'form' }>): string {
  const { form, values, errors } = page;
  const error = (message: string | undefined) => (message ? `<p class="error">${escapeHtml(message)}</p>` : '');
  const optional = (required: boolean) => (required ? '' : ' (optional)');
  const input = (field: 'email' | 'name' | 'customField1' | 'customField2', label: string, type: string, required: boolean) =>
    `<label for="fl-${field}">${escapeHtml(label)}${optional(required)}</label>` +
    `<input id="fl-${field}" type="${type}" name="${field}" value="${escapeHtml(values[field])}"${required ? ' required' : ''}>${error(errors[field])}`;
  const custom = (field: 'customField1' | 'customField2') => {
    const label = form[field];
    if (!label) return '';
    const required = form[`${field}Required`];
    const options = form[`${field}Options`];
    if (!options.length) return input(field, label, 'text', required);
    const choices = ['', ...options]
      .map((option) => `<option value="${escapeHtml(option)}"${option === values[field] ? ' selected' : ''}>${escapeHtml(option || 'Bitte wählen')}</option>`)
      .join('');
    return `<label for="fl-${field}">${escapeHtml(label)}${optional(required)}</label><select id="fl-${field}" name="${field}"${required ? ' required' : ''}>${choices}</select>${error(errors[field])}`;
  };
  return (
    `<h1>${escapeHtml(name(form.brand))}</h1>` +
    (form.introText ? `<p>${escapeHtml(form.introText)}</p>` : '') +
    `<form method="post" action="${escapeHtml(page.url.split('?')[0])}">` +
    `<input type="hidden" name="formToken" value="${escapeHtml(form.formToken)}">` +
    `<input type="hidden" name="lang" value="${page.locale}">` +
    `<input type="hidden" name="submissionId" value="${escapeHtml(form.submissionId)}">` +
    input('email', 'E-Mail-Adresse', 'email', true) +
    input('name', 'Name', 'text', form.nameRequired) +
    custom('customField1') +
    custom('customField2') +
    '<div class="honeypot" aria-hidden="true"><label for="fl-website">Website (bitte leer lassen)</label><input id="fl-website" type="text" name="website" tabindex="-1" autocomplete="off"></div>' +
    `<label class="check"><input type="checkbox" name="consent" value="on" required${values.consent ? ' checked' : ''}> <span>${consentText(form)}</span></label>${error(errors.consent)}` +
    (page.problem ? `<p class="error" role="alert">${escapeHtml(page.problem)}</p>` : '') +
    `<button type="submit">${escapeHtml(form.submitButtonText?.trim() || 'Daten übergeben')}</button></form>`
  );
}

function consentText(form: FormView): string {
  const text = escapeHtml(
    form.privacyText?.trim() ||
      'Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden. Jede E-Mail an mich enthält einen Link, mit dem ich meine Daten jederzeit löschen kann.',
  );
  const privacy = link(form.privacyUrl, 'Datenschutzerklärung').replace('class="button"', 'target="_blank" rel="noopener noreferrer"');
  return privacy ? `${text} (${privacy})` : text;
}
