import { postPage, replaceMain } from './page-post';

/** The words of a button that posts in place: at rest, while it works, and when it failed. */
export interface InPlaceTexts {
  idle: string;
  busy: string;
  failed: string;
}

/**
 * A page's one button posts in place (erase, unsubscribe): a spinner while it works, the
 * server's view after (also for a second use), a message and the button again when offline.
 * Without a script the same form posts and the server answers with the page.
 */
export function postInPlace(form: HTMLFormElement, t: InPlaceTexts): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const feedback = document.querySelector<HTMLElement>('[data-feedback]');
  form.addEventListener('submit', (submitEvent) => {
    submitEvent.preventDefault();
    if (button.disabled) return;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    button.innerHTML = '<span class="spinner spinner--sm" aria-hidden="true"></span>';
    button.append(t.busy);
    if (feedback) feedback.textContent = '';
    void postPage(form.action, new URLSearchParams(new FormData(form) as unknown as Record<string, string>))
      .then(({ answer }) => {
        if (!answer.html) throw new Error('no view');
        replaceMain(answer.html);
      })
      .catch(() => {
        button.disabled = false;
        button.removeAttribute('aria-busy');
        button.textContent = t.idle;
        if (feedback) feedback.innerHTML = `<p class="banner banner--error vp-feedback"></p>`;
        feedback?.firstElementChild?.append(t.failed);
      });
  });
}
