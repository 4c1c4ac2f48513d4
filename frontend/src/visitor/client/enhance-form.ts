import type { VisitorTexts } from '../i18n';
import type { LeadFieldName, LeadFormErrors, LeadFormValues } from '../page-model';
import { errorSummary, FIELD_IDS, FIELD_ORDER, firstInvalidField, validateLeadForm, type FormRules } from '../features/public-form/validation';
import { postPage, replaceMain } from './page-post';
import { DOWNLOAD_DELAY_MS, openDownloadSoon } from './download';

function readValues(form: HTMLFormElement): LeadFormValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return { email: text('email'), name: text('name'), customField1: text('customField1'), customField2: text('customField2'), consent: data.has('consent') };
}

/** Shows (or clears) the message at one field, the way the server renders it. */
function setFieldError(form: HTMLFormElement, name: LeadFieldName, message: string | undefined): void {
  const control = form.querySelector<HTMLInputElement>(`#${FIELD_IDS[name]}`);
  if (!control) return;
  const wrapper = control.closest('.vp-field, .vp-check');
  const errorId = `${control.id}-error`;
  let error = form.querySelector<HTMLElement>(`#${errorId}`);
  wrapper?.classList.toggle(wrapper.classList.contains('vp-check') ? 'vp-check--invalid' : 'field--invalid', Boolean(message));
  if (!message) {
    error?.remove();
    control.removeAttribute('aria-invalid');
    control.removeAttribute('aria-describedby');
    return;
  }
  if (!error) {
    error = document.createElement('p');
    error.id = errorId;
    error.className = 'field__error vp-field__error';
    wrapper?.appendChild(error);
  }
  error.textContent = message;
  control.setAttribute('aria-invalid', 'true');
  control.setAttribute('aria-describedby', errorId);
}

/** How long an automatic retry waits after a failed one while the phone reports a network (doubling, capped). */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 60_000;

/** The idempotency key of one filled form; getRandomValues where randomUUID is missing (plain http on a LAN). */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The form without a reload: checks before sending, sends the same fields to the same
 * page route, puts every message at its field, keeps the values on any failure, and shows
 * 'Etwas ist schiefgelaufen' with 'Erneut versuchen' when the server failed.
 *
 * Without a network (issue 18) the values stay, the form says so and sends by itself when the
 * browser is back online (or on 'Jetzt senden'). Every post of one filled form carries the same
 * submissionId, so a double tap or a resend after a lost answer records one lead; a success or a
 * refusal (which recorded nothing) starts a new one.
 */
export function enhanceForm(form: HTMLFormElement, rules: FormRules, t: VisitorTexts): void {
  const button = form.querySelector<HTMLButtonElement>('[data-submit]')!;
  const announcer = form.querySelector<HTMLElement>('[data-announcer]')!;
  const problem = form.querySelector<HTMLElement>('[data-problem]')!;
  const submissionId = form.querySelector<HTMLInputElement>('input[name="submissionId"]')!;
  const buttonText = button.textContent ?? '';
  // made here rather than taken from the page: a page restored from the back/forward cache must not repeat a sent id
  submissionId.value = newSubmissionId();
  let pending = false;
  /** The values wait for the network: sent again on 'online' and by a timer. */
  let waiting = false;
  let retries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  function showErrors(errors: LeadFormErrors): void {
    for (const name of FIELD_ORDER) setFieldError(form, name, errors[name]);
    form.querySelector('[data-error-summary]')?.remove();
    const first = firstInvalidField(errors);
    if (!first) return;
    // a trailing no-break space toggles so that the same text is announced again
    const text = errorSummary(errors, t);
    announcer.textContent = announcer.textContent === text ? `${text}\u00a0` : text;
    form.querySelector<HTMLElement>(`#${FIELD_IDS[first]}`)?.focus();
  }

  /** A message that belongs to no field, above the button (its region is an alert: read out when it changes). */
  function showProblem(message: string | null, title?: string, tone: 'error' | 'info' = 'error'): void {
    problem.replaceChildren();
    if (!message) return;
    const box = document.createElement('div');
    box.className = `banner banner--${tone} vp-problem__text`;
    const text = document.createElement('span');
    text.textContent = message;
    if (title) {
      const strong = document.createElement('strong');
      strong.className = 'vp-banner-title';
      strong.textContent = title;
      text.className = 'vp-banner-detail';
      box.append(strong, ' ');
    }
    box.append(text);
    problem.append(box);
  }

  function setButton(label: string, busy = false): void {
    button.disabled = busy;
    button.toggleAttribute('aria-busy', busy);
    button.textContent = label;
    if (busy) button.insertAdjacentHTML('afterbegin', '<span class="spinner spinner--sm" aria-hidden="true"></span>');
  }

  function stopWaiting(): void {
    waiting = false;
    retries = 0;
    clearTimeout(retryTimer);
  }

  /** No network: the values stay, the form says so (again when the visitor asked) and tries later. */
  function waitForNetwork(asked: boolean): void {
    const already = waiting;
    waiting = true;
    setButton(t.sendNow);
    if (asked || !already) showProblem(t.offlineKept, t.offlineTitle, 'info');
    if (asked) button.focus();
    // 'online' fires only after the browser was offline; a network that is there but carries nothing needs a timer
    if (navigator.onLine) retryTimer = setTimeout(() => void send(false), Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** retries++));
  }

  async function send(asked: boolean): Promise<void> {
    // a form replaced by its success view (or left) sends nothing any more
    if (pending || !form.isConnected) return;
    clearTimeout(retryTimer);
    const errors = validateLeadForm(readValues(form), rules, t);
    showErrors(errors);
    if (firstInvalidField(errors)) {
      if (waiting) {
        stopWaiting();
        showProblem(null);
        setButton(buttonText);
      }
      return;
    }
    if (!navigator.onLine) return waitForNetwork(asked);
    // while waiting the notice stays up during the attempt, so that it is not announced again for nothing
    if (!waiting) showProblem(null);
    pending = true;
    setButton(t.submitting, true);
    let status: number;
    let answer;
    try {
      ({ status, answer } = await postPage(form.action, new URLSearchParams(new FormData(form) as unknown as Record<string, string>)));
    } catch {
      pending = false;
      return waitForNetwork(asked);
    }
    pending = false;
    stopWaiting();
    const done = Boolean(answer.location || answer.reload || (status < 300 && answer.html));
    // a refusal recorded nothing: the corrected values are a new submission (a 5xx may have recorded it: same id)
    if (done || (status >= 400 && status < 500)) submissionId.value = newSubmissionId();
    if (answer.location) {
      window.location.assign(answer.location);
      return;
    }
    if (answer.reload) {
      window.location.reload();
      return;
    }
    setButton(buttonText);
    if (status < 300 && answer.html) {
      replaceMain(answer.html, answer.url);
      openDownloadSoon(answer.downloadUrl ?? null, DOWNLOAD_DELAY_MS);
      return;
    }
    if (answer.errors && Object.keys(answer.errors).length) {
      showProblem(null);
      showErrors(answer.errors as LeadFormErrors);
      return;
    }
    // a refusal with a sentence (too fast, too many tries) is the visitor's to read; anything else failed
    const refused = status >= 400 && status < 500 && answer.message;
    if (refused) return showProblem(answer.message!);
    showProblem(t.errorFallback, t.errorTitle);
    setButton(t.retry);
    button.focus();
  }

  // a corrected field loses its message right away
  form.addEventListener('input', (event) => {
    const name = (event.target as HTMLInputElement).name as LeadFieldName;
    if (FIELD_IDS[name]) setFieldError(form, name, undefined);
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send(true);
  });

  // back from the next page through the back/forward cache: the button must not still be 'Wird gesendet...'
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && !pending) setButton(buttonText);
  });

  window.addEventListener('online', () => {
    if (!waiting) return;
    retries = 0;
    void send(false);
  });
}
