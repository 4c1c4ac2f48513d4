import { safeUrl } from '../lib/brand';

/** The download link opens 1 s after a successful submit. */
export const DOWNLOAD_DELAY_MS = 1000;

/** The download opens in a new tab shortly after success; the button stays as the fallback. */
export function openDownloadSoon(downloadUrl: string | null, delayMs: number): void {
  const href = safeUrl(downloadUrl);
  if (!href) return;
  window.setTimeout(() => window.open(href, '_blank', 'noopener'), delayMs);
}
