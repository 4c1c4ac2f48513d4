import { useMatches } from 'react-router-dom';

interface RouteHandle {
  title?: string;
}

/** Title from the deepest matched route's `handle`. */
export function useRouteTitle(fallback = ''): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return fallback;
}
