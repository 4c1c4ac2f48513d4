import { jsonResponse } from '@/test/render';
import { getLeads, leadsQueryOptions } from './get-leads';

describe('GET /api/leads', () => {
  it('polls every 5 s, also in the background', () => {
    const options = leadsQueryOptions();
    expect(options.refetchInterval).toBe(5000);
    expect(options.refetchIntervalInBackground).toBe(true);
  });

  it('sends cookies and returns the array', async () => {
    const fetchMock = vi.fn(async () => jsonResponse([{ id: 1 }]));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getLeads()).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/leads', expect.objectContaining({ credentials: 'include' }));
  });

  it("throws 'Failed to fetch leads' on a non-ok answer or a network failure", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ message: 'x' }, 500)));
    await expect(getLeads()).rejects.toThrow('Failed to fetch leads');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(getLeads()).rejects.toThrow('Failed to fetch leads');
  });

  it('revalidates itself: sends the last ETag and answers a 304 with the list it already has', async () => {
    const leads = [{ id: 'a' }, { id: 'b' }];
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify(leads), { status: 200, headers: { 'Content-Type': 'application/json', ETag: 'W/"leads-1"' } }))
      .mockResolvedValueOnce(new Response(null, { status: 304, headers: { ETag: 'W/"leads-1"' } }));
    vi.stubGlobal('fetch', fetchMock);
    const first = await getLeads();
    const second = await getLeads();
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/leads',
      expect.objectContaining({ cache: 'no-store', headers: expect.objectContaining({ 'If-None-Match': 'W/"leads-1"' }) }),
    );
  });
});
