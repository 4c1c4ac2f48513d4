import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { NS, type RouteTitle } from '../i18n';

interface RouteHandle {
  /** The title's key in the `app` catalogue (titles.*). */
  title?: RouteTitle;
}

/** Title from the deepest matched route's `handle`, in the language shown. */
export function useRouteTitle(fallback = ''): string {
  const { t } = useTranslation(NS);
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.title) return t(`titles.${handle.title}`);
  }
  return fallback;
}
