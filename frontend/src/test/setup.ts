import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, vi } from 'vitest';
import { DEFAULT_LOCALE, i18n } from '@/i18n';

// findBy*/waitFor wait up to 3 s (default 1 s): lazy routes and dialogs load their chunk first,
// which takes longer than 1 s on a busy 2-core CI machine. A real failure still fails, just later.
configure({ asyncUtilTimeout: 3000 });

afterEach(async () => {
  // every test starts in German (a test of the English UI switches itself)
  localStorage.clear();
  await i18n.changeLanguage(DEFAULT_LOCALE);
  // sonner keeps toasts in a module-level store and replays active ones to a new <Toaster>.
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// a dismissed toast leaves the store after sonner's 200 ms exit timer; let it run while the
// file's window still exists, else it fires after teardown ("window is not defined")
afterAll(() => new Promise((resolve) => setTimeout(resolve, 250)));

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
