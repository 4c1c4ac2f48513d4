import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { jsonResponse } from '@/test/render';
import { VisitorApp } from './app';

type Handler = (init?: RequestInit) => Response | Promise<Response>;

/**
 * Stubs fetch with handlers keyed 'METHOD /path'; unknown calls answer 404.
 * Returns the mock to inspect calls.
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url}`;
    const handler = handlers[key];
    if (!handler) return jsonResponse({ message: 'Nicht gefunden', statusCode: 404 }, 404);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function callsTo(fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) {
  return fetchMock.mock.calls.filter(([u, init]) => String(u) === url && (init?.method ?? 'GET') === method);
}

export function jsonBody(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

/** Renders the visitor entry for a URL, under StrictMode like main.tsx. */
export function renderVisitor(url: string) {
  const parsed = new URL(url, 'http://localhost');
  return render(
    <StrictMode>
      <VisitorApp pathname={parsed.pathname} search={parsed.search} />
    </StrictMode>,
  );
}

export { jsonResponse };
