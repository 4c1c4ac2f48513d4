import { ApiError, apiRequest, getQueryFn } from './api-client';

function mockFetch(...responses: Array<Response | (() => Response)>) {
  const fn = vi.fn(async () => {
    const next = responses.shift();
    if (!next) throw new Error('unexpected fetch');
    return typeof next === 'function' ? next() : next;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function headersOf(call: unknown[]): Record<string, string> {
  return ((call[1] as RequestInit).headers ?? {}) as Record<string, string>;
}

describe('apiRequest error messages', () => {
  it('uses the JSON message field and carries the status', async () => {
    mockFetch(json({ message: 'Ungültige Anmeldedaten', statusCode: 401 }, 401));
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Ungültige Anmeldedaten');
    expect((error as ApiError).status).toBe(401);
  });

  it("carries the answer's machine code, by which callers tell errors apart", async () => {
    mockFetch(json({ statusCode: 403, code: 'LEADS_LIMIT_REACHED', message: 'Lead-Limit erreicht' }, 403));
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 403, code: 'LEADS_LIMIT_REACHED', serverMessage: 'Lead-Limit erreicht' });
  });

  it("carries a refused input's messages by field", async () => {
    mockFetch(json({ statusCode: 400, message: 'Bitte gib eine URL an.', errors: { downloadUrl: 'Bitte gib eine URL an.', 'billingData.city': 'Bitte gib den Ort an.', odd: 3 } }, 400));
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({ downloadUrl: 'Bitte gib eine URL an.', 'billingData.city': 'Bitte gib den Ort an.' });
  });

  it('says in German that the answer was unreadable when the body is not JSON (never the English "Network error")', async () => {
    mockFetch(new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ message: 'Der Server hat nicht wie erwartet geantwortet. Bitte versuche es gleich noch einmal.', status: 502 });
  });

  it('says in German what failed, with the status, when the JSON has no message (never "HTTP 500")', async () => {
    mockFetch(json({ error: 'x' }, 500));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ message: 'Das hat nicht geklappt (Fehler 500). Bitte versuche es erneut.', status: 500 });
  });

  it('returns the parsed JSON on success and sends credentials', async () => {
    const fetchMock = mockFetch(json({ ok: true }));
    await expect(apiRequest('/api/x')).resolves.toEqual({ ok: true });
    expect((fetchMock.mock.calls[0] as unknown[])[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });
});

describe('apiRequest CSRF and body handling', () => {
  it('sends the URL-decoded XSRF-TOKEN cookie as X-XSRF-TOKEN and a JSON body', async () => {
    document.cookie = 'XSRF-TOKEN=abc%2F123%3D';
    const fetchMock = mockFetch(json({ message: 'ok' }));
    await apiRequest('/api/auth/login', 'POST', { email: 'a@b.de', password: 'secret1' });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const call = fetchMock.mock.calls[0] as unknown[];
    expect(call[0]).toBe('/api/auth/login');
    expect(headersOf(call)['X-XSRF-TOKEN']).toBe('abc/123=');
    expect(headersOf(call)['Content-Type']).toBe('application/json');
    expect((call[1] as RequestInit).body).toBe(JSON.stringify({ email: 'a@b.de', password: 'secret1' }));
  });

  it('fetches /api/health first when the cookie is missing, then sends the token it set', async () => {
    const fetchMock = mockFetch(
      () => {
        document.cookie = 'XSRF-TOKEN=fresh-token';
        return json({ status: 'ok', db: 'up', queue: 'inline' });
      },
      json({ message: 'Abgemeldet' }),
    );
    await apiRequest('/api/auth/logout', 'POST');

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[0] as unknown[])[0]).toBe('/api/health');
    const call = fetchMock.mock.calls[1] as unknown[];
    expect(headersOf(call)['X-XSRF-TOKEN']).toBe('fresh-token');
    expect(headersOf(call)['Content-Type']).toBeUndefined();
  });

  it('does not send the CSRF header on GET', async () => {
    document.cookie = 'XSRF-TOKEN=t';
    const fetchMock = mockFetch(json([]));
    await apiRequest('/api/dev/outbox');
    expect(headersOf(fetchMock.mock.calls[0] as unknown[])['X-XSRF-TOKEN']).toBeUndefined();
  });
});

describe('default query function', () => {
  const ctx = (queryKey: unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

  it('joins the key segments with slashes', async () => {
    const fetchMock = mockFetch(json({ user: { email: 'a@b.de' } }));
    await getQueryFn({ on401: 'throw' })(ctx(['/api/verify-email', 'tok']));
    expect((fetchMock.mock.calls[0] as unknown[])[0]).toBe('/api/verify-email/tok');
  });

  it("throws '{status}: {text}' on errors and 401 unless returnNull", async () => {
    mockFetch(new Response('Unauthorized', { status: 401 }), new Response('', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api/auth/me']))).rejects.toThrow('401: Unauthorized');
    await expect(getQueryFn({ on401: 'returnNull' })(ctx(['/api/auth/me']))).resolves.toBeNull();
  });
});
