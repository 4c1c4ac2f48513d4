import { useEffect } from 'react';
import { prepareCodeDetector } from '@/components/contact-scan';

const MANIFEST_HREF = '/stand/manifest.webmanifest';
const WORKER_URL = '/stand/sw.js';
const WORKER_SCOPE = '/stand/';

/** Same-origin files this page has loaded (its shell's scripts, styles, images). */
function loadedFiles(): string[] {
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
  return urls.filter((url) => {
    const parsed = new URL(url, location.href);
    return parsed.origin === location.origin && (parsed.pathname.startsWith('/assets/') || parsed.pathname.startsWith('/stand/'));
  });
}

/**
 * Makes the stand page an installable app that opens offline: the manifest link (only on stand
 * pages, the rest of the site is no app) and the service worker for /stand/. The worker caches
 * what passes through it; the files this page loaded before the worker took over are named to it
 * once it is active.
 */
export function useStandApp(): void {
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const added = !link;
    if (!link) {
      link = document.createElement('link');
      link.rel = 'manifest';
      link.href = MANIFEST_HREF;
      document.head.appendChild(link);
    }
    if ('serviceWorker' in navigator) {
      navigator.serviceWorker
        .register(WORKER_URL, { scope: WORKER_SCOPE })
        .then(() => navigator.serviceWorker.ready)
        .then(async (registration) => {
          registration.active?.postMessage({ type: 'cache', urls: [location.pathname, ...loadedFiles()] });
          // the badge scanner's code reader, fetched now and named too: scanning works offline later
          await prepareCodeDetector();
          registration.active?.postMessage({ type: 'cache', urls: loadedFiles() });
        })
        .catch(() => {
          // without a worker the page still works online; the queue lives in IndexedDB either way
        });
    }
    return () => {
      if (added) link?.remove();
    };
  }, []);
}

/**
 * Hands the event's images (logo, header) to the service worker to keep for an offline start:
 * the page showed them before the worker took over, so they never passed through it.
 */
export function useOfflineImages(urls: readonly (string | null | undefined)[]): void {
  const key = urls.filter(Boolean).join('\n');
  useEffect(() => {
    if (!key || !('serviceWorker' in navigator)) return;
    let live = true;
    void navigator.serviceWorker.ready
      .then((registration) => live && registration.active?.postMessage({ type: 'cache-images', urls: key.split('\n') }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]);
}
