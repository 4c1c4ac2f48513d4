import type { VisitorTexts } from '../i18n';
import { showConfetti } from './confetti';
import { postPage, replaceMain } from './page-post';

/**
 * With a script the link confirms on load; the server rendered the 'Jetzt bestätigen'
 * button for visitors without one (a GET never confirms: mail scanners open links too).
 */
export async function confirmOnLoad(form: HTMLFormElement, confetti: string[], t: VisitorTexts): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('[data-confirm]')!;
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  button.innerHTML = '<span class="spinner spinner--sm" aria-hidden="true"></span>';
  button.append(t.confirming);
  try {
    const { answer } = await postPage(form.action, new URLSearchParams(new FormData(form) as unknown as Record<string, string>));
    if (answer.html) {
      replaceMain(answer.html);
      if (answer.state === 'confirmed') showConfetti(confetti);
      return;
    }
  } catch {
    // offline: the button below stays for another try
  }
  button.disabled = false;
  button.removeAttribute('aria-busy');
  button.textContent = t.confirmButton;
}
