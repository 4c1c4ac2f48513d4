import { clock, fill, type VisitorTexts } from '../i18n';
import { OfflineError, postPage } from './page-post';

/**
 * 'E-Mail erneut senden' on the e-mail confirmation page: counts down while the server would hold
 * the mail back ('Erneut senden in 0:45'), then sends the receipt without a reload.
 */
export function enhanceResend(form: HTMLFormElement, resendAvailableAt: number | null, renderedAt: number, t: VisitorTexts): void {
  const button = form.querySelector<HTMLButtonElement>('[data-resend]')!;
  const feedback = document.querySelector<HTMLElement>('[data-feedback]');
  // the countdown runs on the server's clock: the phone's may be off by minutes
  let skew = Date.now() - renderedAt;
  let availableAt = resendAvailableAt;
  let timer: number | undefined;
  let sending = false;

  const secondsLeft = () => (availableAt === null ? 0 : Math.max(0, Math.ceil((availableAt + skew - Date.now()) / 1000)));

  function render(): void {
    window.clearTimeout(timer);
    const left = secondsLeft();
    button.disabled = sending || left > 0;
    if (sending) return;
    button.textContent = left > 0 ? fill(t.resendIn, { time: clock(left) }) : t.resend;
    const hint = form.querySelector<HTMLElement>('[data-wait-hint]');
    if (hint) {
      if (left > 0) hint.textContent = fill(t.resendWaitHint, { time: clock(left) });
      else hint.remove();
    }
    if (left > 0) timer = window.setTimeout(render, 1000);
  }

  function say(tone: 'success' | 'info' | 'error', text: string): void {
    if (!feedback) return;
    const box = document.createElement('p');
    box.className = `banner banner--${tone} vp-feedback`;
    box.setAttribute('role', tone === 'error' ? 'alert' : 'status');
    box.textContent = text;
    feedback.replaceChildren(box);
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending || secondsLeft() > 0) return;
    sending = true;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    button.innerHTML = '<span class="spinner spinner--sm" aria-hidden="true"></span>';
    button.append(t.resending);
    try {
      const { status, answer } = await postPage(form.action, new URLSearchParams(new FormData(form) as unknown as Record<string, string>));
      if (status >= 400) say('error', answer.message || `${t.sendFailedTitle}: ${t.sendFailedBody}`);
      else say(answer.mailSent ? 'success' : 'info', answer.mailSent ? t.resent : t.resentRecently);
      if (answer.resendAvailableAt !== undefined) {
        availableAt = answer.resendAvailableAt;
        if (typeof answer.now === 'number') skew = Date.now() - answer.now;
      }
    } catch (error) {
      say('error', error instanceof OfflineError ? t.offline : `${t.sendFailedTitle}: ${t.sendFailedBody}`);
    } finally {
      sending = false;
      button.removeAttribute('aria-busy');
      render();
    }
  });
  render();
}
