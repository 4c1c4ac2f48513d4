import type { VisitorTexts } from '../i18n';
import type { LeadFieldName, LeadFormErrors, LeadFormValues } from '../page-model';
import { errorSummary, FIELD_IDS, FIELD_ORDER, firstInvalidField, validateLeadForm, type FormRules } from '../features/public-form/validation';
import { OfflineError, postPage, replaceMain } from './page-post';
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

/**
 * The form without a reload (spec): checks before sending, sends the same fields to the same
 * page route, puts every message at its field, keeps the values on any failure, and shows
 * 'Etwas ist schiefgelaufen' with 'Erneut versuchen' only when the network or server failed.
 */
export function enhanceForm(form: HTMLFormElement, rules: FormRules, t: VisitorTexts): void {
  const button = form.querySelector<HTMLButtonElement>('[data-submit]')!;
  const announcer = form.querySelector<HTMLElement>('[data-announcer]')!;
  const problem = form.querySelector<HTMLElement>('[data-problem]')!;
  const buttonText = button.textContent ?? '';
  let pending = false;

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

  function showProblem(message: string | null, retry = false): void {
    problem.replaceChildren();
    if (!message) return;
    const box = document.createElement('div');
    box.className = 'banner banner--error vp-problem__text';
    const title = document.createElement('strong');
    title.className = 'vp-banner-title';
    title.textContent = retry ? t.errorTitle : '';
    const text = document.createElement('span');
    text.textContent = message;
    if (retry) box.append(title, ' ', text);
    else box.append(text);
    problem.append(box);
    if (retry) {
      button.textContent = t.retry;
      button.focus();
    }
  }

  function setPending(value: boolean): void {
    pending = value;
    button.disabled = value;
    button.toggleAttribute('aria-busy', value);
    if (value) {
      button.innerHTML = '<span class="spinner spinner--sm" aria-hidden="true"></span>';
      button.append(t.submitting);
    } else if (!problem.childElementCount) {
      button.textContent = buttonText;
    }
  }

  // a corrected field loses its message right away
  form.addEventListener('input', (event) => {
    const name = (event.target as HTMLInputElement).name as LeadFieldName;
    if (FIELD_IDS[name]) setFieldError(form, name, undefined);
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (pending) return;
    const errors = validateLeadForm(readValues(form), rules, t);
    showErrors(errors);
    if (firstInvalidField(errors)) return;
    showProblem(null);
    setPending(true);
    let status: number;
    let answer;
    try {
      ({ status, answer } = await postPage(form.action, new URLSearchParams(new FormData(form) as unknown as Record<string, string>)));
    } catch (error) {
      setPending(false);
      showProblem(error instanceof OfflineError ? t.offline : t.errorFallback, true);
      return;
    }
    if (answer.location) {
      window.location.assign(answer.location);
      return;
    }
    if (answer.reload) {
      window.location.reload();
      return;
    }
    setPending(false);
    if (status < 300 && answer.html) {
      replaceMain(answer.html, answer.url);
      openDownloadSoon(answer.downloadUrl ?? null, DOWNLOAD_DELAY_MS);
      return;
    }
    if (answer.errors && Object.keys(answer.errors).length) {
      showErrors(answer.errors as LeadFormErrors);
      return;
    }
    // a refusal with a sentence (too fast, too many tries) is the visitor's to read; anything else failed
    const refused = status >= 400 && status < 500 && answer.message;
    showProblem(refused ? answer.message! : t.errorFallback, !refused);
  });
}
