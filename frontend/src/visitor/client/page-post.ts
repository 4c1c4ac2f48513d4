/** What a page route answers to the page script (`Accept: application/json`), see the backend's visitor pages. */
interface PageAnswer {
  /** Go to this page (double opt-in: the e-mail confirmation page). */
  location?: string;
  /** Replace the page's <main> with this markup (success views), and show this address. */
  html?: string;
  url?: string;
  downloadUrl?: string | null;
  /** Field messages of a refused form (422). */
  errors?: Record<string, string>;
  /** A message that belongs to no field. */
  message?: string;
  /** A refusal's machine code (RATE_LIMITED, LEADS_FORM_REJECTED, …), as the API's error answers carry it. */
  code?: string;
  /** The page is no longer what it was (event closed, limit reached): load it again. */
  reload?: boolean;
  mailSent?: boolean;
  resendAvailableAt?: number | null;
  now?: number;
  state?: string;
}

export class OfflineError extends Error {}

/** A post that has had no answer this long counts as lost (a hall's network that takes packets and answers none). */
const POST_TIMEOUT_MS = 20_000;

/**
 * Posts a page's form to its own page route, as the browser would without a script, but asks
 * for JSON. Same origin: the browser adds the Origin header the server checks. No network, or no
 * answer in time, throws OfflineError.
 */
export async function postPage(url: string, body: URLSearchParams): Promise<{ status: number; answer: PageAnswer }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      credentials: 'same-origin',
      // older Safari has no AbortSignal.timeout: it waits as long as the browser does
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(POST_TIMEOUT_MS) : undefined,
    });
  } catch {
    throw new OfflineError('offline');
  }
  let answer: PageAnswer = {};
  try {
    answer = (await response.json()) as PageAnswer;
  } catch {
    // a proxy's HTML error page: the caller shows its general message
  }
  return { status: response.status, answer };
}

/** Swaps the page's <main> for the server's markup and moves the focus as the markup asks. */
export function replaceMain(html: string, url?: string): void {
  const main = document.getElementById('main');
  if (!main) return;
  main.outerHTML = html;
  if (url) history.replaceState(null, '', url);
  focusMarked();
  watchOptionalImages();
}

/** The element the server marked for focus (a heading of a view that follows an action). */
export function focusMarked(): void {
  document.querySelector<HTMLElement>('[data-autofocus]')?.focus();
}

/** Logo and header image leave the page when they fail to load, instead of a broken icon. */
export function watchOptionalImages(): void {
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-optional-image]')) {
    if (img.complete && img.naturalWidth === 0) img.remove();
    else img.addEventListener('error', () => img.remove(), { once: true });
  }
}
