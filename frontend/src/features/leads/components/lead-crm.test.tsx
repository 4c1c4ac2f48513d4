import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ME_QUERY_KEY } from '@/lib/auth';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { CRM_POLL_MS } from '../api/get-lead-crm';
import type { LeadCrmSync } from '../crm-types';
import { useQualifyLead } from '../hooks/use-qualify-lead';
import { LeadCrm } from './lead-crm';

const at = '2026-11-20T10:00:00.000Z';

const sync = (over: Partial<LeadCrmSync>): LeadCrmSync => ({
  provider: 'hubspot',
  state: 'sent',
  error: null,
  attempts: 1,
  remoteUrl: null,
  syncedAt: null,
  updatedAt: at,
  ...over,
});

function stub(answers: () => LeadCrmSync[] | Response, retry?: () => Response | Promise<Response>) {
  document.cookie = 'XSRF-TOKEN=test-token';
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      calls.push(key);
      if (key === 'GET /api/leads/7/crm') {
        const answer = answers();
        return answer instanceof Response ? answer : jsonResponse(answer);
      }
      if (retry && key.startsWith('POST /api/leads/7/crm/')) return retry();
      throw new Error(`unexpected ${key}`);
    }),
  );
  return calls;
}

/** The sheet's rating buttons, reduced to one. */
function RateHot() {
  const qualify = useQualifyLead('7');
  return <button onClick={() => qualify.mutate({ rating: 'hot' })}>heiß</button>;
}

function renderBlock(role: 'owner' | 'manager' | 'staff' = 'owner') {
  return renderWithProviders(
    <div>
      <h2>Lead</h2>
      <RateHot />
      <LeadCrm leadId="7" headingId="crm" />
    </div>,
    { prepare: (client) => client.setQueryData(ME_QUERY_KEY, { id: 1, name: 'Olga', email: 'o@firma.de', role: 'user', accountRole: role }) },
  );
}

describe('LeadCrm (the lead sheet’s CRM block)', () => {
  it('says per CRM in words where the lead is: sent with time and link, failed with the error, stopped', async () => {
    stub(() => [
      sync({ state: 'sent', remoteUrl: 'https://app.hubspot.com/contacts/4711/record/0-1/99', syncedAt: at }),
      sync({ provider: 'pipedrive', state: 'failed', error: 'Pipedrive: Feld „phone“ ist ungültig.', attempts: 3 }),
    ]);
    renderBlock();
    const block = (await screen.findByRole('heading', { name: 'CRM' })).closest('section') as HTMLElement;
    expect(within(block).getByText(/An HubSpot übertragen/)).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: /In HubSpot öffnen/ })).toHaveAttribute('href', 'https://app.hubspot.com/contacts/4711/record/0-1/99');
    expect(within(block).getByText('Fehler: Pipedrive: Feld „phone“ ist ungültig.')).toBeInTheDocument();
    expect(within(block).getByRole('button', { name: 'Erneut senden an Pipedrive' })).toBeInTheDocument();
  });

  it('shows nothing while the lead goes to no CRM, nor when the server knows no CRM block (404)', async () => {
    const calls = stub(() => []);
    const { unmount } = renderBlock();
    await waitFor(() => expect(calls).toContain('GET /api/leads/7/crm'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('heading', { name: 'CRM' })).not.toBeInTheDocument();
    unmount();

    const again = stub(() => jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Lead nicht gefunden' }, 404));
    renderBlock();
    await waitFor(() => expect(again).toContain('GET /api/leads/7/crm'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('heading', { name: 'CRM' })).not.toBeInTheDocument();
    expect(again.filter((call) => call === 'GET /api/leads/7/crm')).toHaveLength(1);
  });

  it("says 'Gestoppt' when the connection was removed before the lead got there", async () => {
    stub(() => [sync({ state: 'stopped' })]);
    renderBlock();
    expect(await screen.findByText('Gestoppt')).toBeInTheDocument();
    expect(screen.getByText(/Die Verbindung zu HubSpot wurde getrennt/)).toBeInTheDocument();
  });

  it("'Erneut senden': busy while it goes, then waits and is asked again every 3 s until it is sent", async () => {
    let state: LeadCrmSync[] = [sync({ state: 'failed', error: 'HubSpot antwortet nicht (503).', attempts: 5 })];
    let release: () => void = () => undefined;
    const calls = stub(
      () => state,
      async () => {
        await new Promise<void>((resolve) => (release = resolve));
        state = [sync({ state: 'pending', attempts: 0 })];
        return new Response(null, { status: 202 });
      },
    );
    renderBlock('manager');
    await userEvent.click(await screen.findByRole('button', { name: 'Erneut senden an HubSpot' }));
    expect(await screen.findByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();
    act(() => release());

    expect(await screen.findByText('Wartet auf Übertragung')).toBeInTheDocument();
    expect(calls).toContain('POST /api/leads/7/crm/hubspot/retry');
    const asked = () => calls.filter((call) => call === 'GET /api/leads/7/crm').length;
    const before = asked();
    state = [sync({ state: 'sent', syncedAt: at, remoteUrl: 'https://app.hubspot.com/contacts/1/record/0-1/2' })];
    // the next poll, CRM_POLL_MS later, brings the change
    expect(await screen.findByText(/An HubSpot übertragen/, undefined, { timeout: CRM_POLL_MS + 2000 })).toBeInTheDocument();
    expect(asked()).toBe(before + 1);
  }, 10_000);

  it('asks again when the lead is qualified: a lead already in the CRM is sent there again', async () => {
    let state: LeadCrmSync[] = [sync({ state: 'sent', syncedAt: at, remoteUrl: 'https://app.hubspot.com/contacts/1/record/0-1/2' })];
    const calls = stub(() => state);
    const fetchCrm = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (url, init) => {
      if (init?.method !== 'PATCH') return fetchCrm(url, init);
      calls.push(`PATCH ${String(url)}`);
      // the server queues the lead for HubSpot again with the qualification
      state = [sync({ state: 'pending', attempts: 0, syncedAt: at, remoteUrl: 'https://app.hubspot.com/contacts/1/record/0-1/2' })];
      return jsonResponse({ id: 7, rating: 'hot', tags: [] });
    });
    renderBlock();
    expect(await screen.findByText(/An HubSpot übertragen/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'heiß' }));
    expect(await screen.findByText('Wartet auf Übertragung')).toBeInTheDocument();
    expect(calls).toContain('PATCH /api/leads/7');
  });

  it('offers no retry to the stand team, and says when the retry is refused', async () => {
    stub(() => [sync({ state: 'failed', error: 'Zugriff verweigert (401).' })]);
    const { unmount } = renderBlock('staff');
    expect(await screen.findByText('Fehler: Zugriff verweigert (401).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Erneut senden/ })).not.toBeInTheDocument();
    unmount();

    stub(
      () => [sync({ state: 'failed', error: 'Zugriff verweigert (401).' })],
      () => jsonResponse({ statusCode: 409, code: 'CRM_NOT_CONNECTED', message: 'HubSpot ist nicht mehr verbunden.' }, 409),
    );
    renderBlock('owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Erneut senden an HubSpot' }));
    expect(await screen.findByText('Der Lead konnte nicht erneut gesendet werden.')).toBeInTheDocument();
    expect(screen.getByText('HubSpot ist nicht mehr verbunden.')).toBeInTheDocument();
  });
});
