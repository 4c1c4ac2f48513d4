import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY, type User } from '@/lib/auth';
import { currentLocale, DEFAULT_LOCALE, i18n, isLocale, type Locale } from './index';

/** The last language shown on this device: the SPA opens in it before it knows who is signed in. */
const STORED_LOCALE = 'fairleads.locale';

function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(STORED_LOCALE);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** The browser's first language the SPA speaks, else German. */
export function browserLocale(): Locale {
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const language of languages) {
    const primary = language?.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** Where the SPA starts: the language last shown on this device, else the browser's. */
export function preferredLocale(): Locale {
  return storedLocale() ?? browserLocale();
}

/** Shows the SPA in a language: its texts, the document's `lang`, and the choice remembered on this device. */
export async function applyLocale(locale: Locale): Promise<void> {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORED_LOCALE, locale);
  } catch {
    // private mode: the choice lasts for this page only
  }
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

/** The signed-in user's language wins once known (it follows them to every device). */
export function useUserLocale(user: Pick<User, 'locale'> | null | undefined): void {
  const locale = user?.locale;
  useEffect(() => {
    if (isLocale(locale) && locale !== currentLocale()) void applyLocale(locale);
  }, [locale]);
}

/**
 * The language shown and a way to change it: at once on screen (the page stays where it is),
 * then saved for the signed-in user (`PATCH /api/account/settings`), so their mails follow.
 */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => Promise<void> } {
  const { i18n: instance } = useTranslation();
  const queryClient = useQueryClient();
  const locale = isLocale(instance.language) ? instance.language : DEFAULT_LOCALE;
  const setLocale = useCallback(
    async (next: Locale) => {
      await applyLocale(next);
      const user = queryClient.getQueryData<User | null>(ME_QUERY_KEY);
      if (!user) return;
      const saved = await apiRequest<{ locale: Locale }>('/api/account/settings', 'PATCH', { locale: next });
      queryClient.setQueryData<User | null>(ME_QUERY_KEY, (current) => (current ? { ...current, locale: saved.locale } : current));
    },
    [queryClient],
  );
  return { locale, setLocale };
}
