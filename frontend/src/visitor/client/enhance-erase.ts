import type { VisitorTexts } from '../i18n';
import { postPage, replaceMain } from './page-post';

/**
 * The erase button posts in place: a spinner while it works, the server's 'Deine Daten sind
 * gelöscht' view after (also for a second use), a message and the button again when offline.
 * Without a script the same form posts and the server answers 303 back to the page.
 */
export function enhanceErase(form: HTMLFormElement, t: VisitorTexts): void {
  const button = form.querySelector<HTMLButtonElement>('[data-erase]')!;
  const feedback = document.querySelector<HTMLElement>('[data-feedback]');
  form.addEventListener('submit', (submitEvent) => {
    submitEvent.preventDefault();
    if (button.disabled) return;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    button.innerHTML = '<span class="spinner spinner--sm" aria-hidden="true"></span>';
    button.append(t.erasing);
    if (feedback) feedback.textContent = '';
    void postPage(form.action, new URLSearchParams(new FormData(form) as unknown as Record<string, string>))
      .then(({ answer }) => {
        if (!answer.html) throw new Error('no view');
        replaceMain(answer.html);
      })
      .catch(() => {
        button.disabled = false;
        button.removeAttribute('aria-busy');
        button.textContent = t.eraseButton;
        if (feedback) feedback.innerHTML = `<p class="banner banner--error vp-feedback"></p>`;
        feedback?.firstElementChild?.append(t.eraseFailed);
      });
  });
}
