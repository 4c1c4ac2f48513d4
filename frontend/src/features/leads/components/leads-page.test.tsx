import { QueryClientProvider } from '@tanstack/react-query';
import { Profiler } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppToaster } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/test/render';
import { formatClockTime } from '../lib/format';
import { RESEND_STORAGE_KEY } from '../lib/resend-lock';
import type { Lead } from '../types';
import { LeadsPage } from './leads-page';

const lead = (id: number, over: Partial<Lead> = {}): Lead => ({
  id,
  eventId: 1,
  event: { name: 'Messe Wien' },
  name: `Person ${id}`,
  email: `p${id}@firma.de`,
  customField1: null,
  customField2: null,
  doiConfirmed: true,
  doiConfirmedAt: '2026-11-20T10:05:00.000Z',
  doiResentAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const events = [
  { id: 1, name: 'Messe Wien' },
  { id: 2, name: 'Expo Berlin' },
];

type Handler = (init?: RequestInit) => Response | Promise<Response>;

function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const handler = handlers[url];
    if (!handler) return jsonResponse({ message: 'not found' }, 404);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderLeads(path = '/leads') {
  const router = createMemoryRouter([{ path: '/leads', Component: LeadsPage }], { initialEntries: [path] });
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

describe('LeadsPage', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'XSRF-TOKEN=tok; path=/';
  });

  it('re-renders nothing for a poll that brings the same leads, and renders a new lead at once', async () => {
    let rows = [lead(2), lead(1)];
    const fetchMock = stubApi({
      // A fresh body each time, as the browser hands over after a 304: equal content, new objects.
      '/api/leads': () => jsonResponse(structuredClone(rows)),
      '/api/events': () => jsonResponse(events),
    });
    const router = createMemoryRouter([{ path: '/leads', Component: LeadsPage }], { initialEntries: ['/leads'] });
    const queryClient = createQueryClient();
    const commits = vi.fn();
    render(
      <QueryClientProvider client={queryClient}>
        <Profiler id="leads" onRender={commits}>
          <RouterProvider router={router} />
        </Profiler>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Person 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Event')).toHaveTextContent('Expo Berlin'));
    const leadCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/leads').length;
    const before = leadCalls();
    commits.mockClear();

    // react-query hands results to React on a later tick: poll, then let that tick pass.
    const poll = () =>
      act(async () => {
        await queryClient.refetchQueries({ queryKey: ['/api/leads'] });
        await new Promise((resolve) => setTimeout(resolve, 50));
      });

    await poll();
    expect(leadCalls()).toBe(before + 1);
    expect(commits).not.toHaveBeenCalled();

    rows = [lead(3), ...rows];
    await poll();
    expect(commits).toHaveBeenCalled();
    expect(screen.getByText('Person 3')).toBeInTheDocument();
  });

  it('keeps the event filter in the URL (replace, no reload) and filters the table', async () => {
    stubApi({
      '/api/leads': () => jsonResponse([lead(3, { eventId: 2, event: { name: 'Expo Berlin' } }), lead(2), lead(1)]),
      '/api/events': () => jsonResponse(events),
    });
    const { router } = renderLeads();
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alle Leads' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    const historyLength = window.history.length;

    await userEvent.selectOptions(screen.getByLabelText('Event'), '2');
    expect(router.state.location.search).toBe('?event=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.history.length).toBe(historyLength);
    expect(screen.getByRole('heading', { name: 'Gefilterte Leads' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Person 3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Filter zurücksetzen/ }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { name: 'Alle Leads' })).toBeInTheDocument();
  });

  it('reads ?event= from the URL (link from the archive)', async () => {
    stubApi({
      '/api/leads': () => jsonResponse([lead(3, { eventId: 9, event: { name: 'Alte Messe' } }), lead(2)]),
      '/api/events': () => jsonResponse(events),
    });
    renderLeads('/leads?event=9');
    expect(await screen.findByText('Person 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gefilterte Leads' })).toBeInTheDocument();
    expect(screen.getByLabelText('Event')).toHaveValue('9');
    expect(screen.getByRole('option', { name: 'Alte Messe' })).toBeInTheDocument();
    expect(screen.getByText('Person 3')).toBeInTheDocument();
    expect(screen.queryByText('Person 2')).not.toBeInTheDocument();
  });

  it('shows pending leads with the count, the DSGVO warning and the Aktionen column', async () => {
    stubApi({
      '/api/leads': () => jsonResponse([lead(2, { doiConfirmed: false, doiConfirmedAt: null, name: null }), lead(1)]),
      '/api/events': () => jsonResponse(events),
    });
    renderLeads();
    await screen.findByText('Person 1');
    expect(screen.queryByRole('columnheader', { name: 'Aktionen' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('DSGVO');
    expect(screen.getByText('50 %')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: /Auch Ausstehende/ });
    expect(toggle).toHaveTextContent('1');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('columnheader', { name: 'Aktionen' })).toBeInTheDocument();
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
    expect(screen.getByText('Ausstehend', { selector: '.status-badge' })).toBeInTheDocument();
  });

  it('resend: sending, success, then the 24h lock remembered in localStorage', async () => {
    let resolve!: (r: Response) => void;
    const lockedUntil = new Date(Date.now() + 24 * 3600_000).toISOString();
    stubApi({
      '/api/leads': () => jsonResponse([lead(2, { doiConfirmed: false, doiConfirmedAt: null })]),
      '/api/events': () => jsonResponse(events),
      '/api/leads/2/resend-doi': () => new Promise<Response>((r) => (resolve = r)),
    });
    renderLeads();
    await userEvent.click(await screen.findByRole('button', { name: /Auch Ausstehende/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigungs-E-Mail erneut an p2@firma.de senden' }));
    expect(await screen.findByRole('button', { name: /Wird gesendet/ })).toBeDisabled();
    await act(async () => resolve(jsonResponse({ message: 'E-Mail gesendet', lockedUntil })));
    expect(await screen.findByRole('button', { name: 'E-Mail gesendet' })).toBeDisabled();
    expect(JSON.parse(localStorage.getItem(RESEND_STORAGE_KEY)!)['2']).toBe(Date.parse(lockedUntil));
    expect(await screen.findByRole('button', { name: '24h Sperre' }, { timeout: 4000 })).toBeDisabled();
    expect(screen.getByText('noch 24 Stunden')).toBeInTheDocument();
  });

  it('resend: a 429 shows the server message and locks; doiResentAt locks on load', async () => {
    const message = 'Die Bestätigungs-E-Mail wurde bereits erneut gesendet. Ein weiterer Versand ist in 5 Stunden möglich.';
    stubApi({
      '/api/leads': () =>
        jsonResponse([
          lead(3, { doiConfirmed: false, doiConfirmedAt: null, doiResentAt: new Date(Date.now() - 4 * 3600_000).toISOString() }),
          lead(2, { doiConfirmed: false, doiConfirmedAt: null }),
        ]),
      '/api/events': () => jsonResponse(events),
      '/api/leads/2/resend-doi': () => jsonResponse({ message }, 429),
    });
    renderLeads();
    await userEvent.click(await screen.findByRole('button', { name: /Auch Ausstehende/ }));
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByRole('button', { name: '24h Sperre' })).toBeDisabled();
    expect(within(rows[1]).getByText('noch 20 Stunden')).toBeInTheDocument();
    await userEvent.click(within(rows[2]).getByRole('button', { name: /erneut an p2/ }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(rows[2]).getByRole('button', { name: '24h Sperre' })).toBeDisabled();
    expect(within(rows[2]).getByText('noch 5 Stunden')).toBeInTheDocument();
  });

  it('resend: a network error shows Netzwerkfehler and re-enables after 3 s', async () => {
    stubApi({
      '/api/leads': () => jsonResponse([lead(2, { doiConfirmed: false, doiConfirmedAt: null })]),
      '/api/events': () => jsonResponse(events),
      '/api/leads/2/resend-doi': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderLeads();
    await userEvent.click(await screen.findByRole('button', { name: /Auch Ausstehende/ }));
    await userEvent.click(screen.getByRole('button', { name: /erneut an p2/ }));
    expect(await screen.findByRole('button', { name: 'Netzwerkfehler' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: /erneut an p2/ }, { timeout: 4000 })).toBeEnabled();
  });

  it('shows the empty and the error state', async () => {
    stubApi({ '/api/leads': () => jsonResponse([]), '/api/events': () => jsonResponse([]) });
    renderLeads();
    expect(await screen.findByRole('heading', { name: 'Noch keine Leads' })).toBeInTheDocument();
  });

  it('shows Failed to fetch leads when the load fails', async () => {
    stubApi({ '/api/leads': () => jsonResponse({ message: 'kaputt' }, 500), '/api/events': () => jsonResponse([]) });
    renderLeads();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch leads');
  });

  it("'Live' turns into 'Offline · zuletzt aktualisiert' while polls fail, keeping the list, and back", async () => {
    let online = true;
    stubApi({
      '/api/leads': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return jsonResponse([lead(1)]);
      },
      '/api/events': () => jsonResponse(events),
    });
    const { queryClient } = renderLeads();
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    const badge = () => screen.getByRole('status');
    expect(badge()).toHaveTextContent(/^Live/);
    const lastGood = queryClient.getQueryState(['/api/leads'])!.dataUpdatedAt;

    online = false;
    await act(() => queryClient.refetchQueries({ queryKey: ['/api/leads'] }));
    await waitFor(() => expect(badge()).toHaveTextContent(`Offline · zuletzt aktualisiert ${formatClockTime(lastGood)}`));
    expect(screen.getByText('Person 1')).toBeInTheDocument();

    online = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['/api/leads'] }));
    await waitFor(() => expect(badge()).toHaveTextContent(/^Live/));
  });

  it('highlights rows that arrive with a later fetch for 3 s', async () => {
    let current = [lead(1)];
    const fetchMock = stubApi({ '/api/leads': () => jsonResponse(current), '/api/events': () => jsonResponse(events) });
    const { queryClient } = renderLeads();
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    expect(document.querySelector('.lead-row--new')).toBeNull();
    current = [lead(2), lead(1)];
    await act(() => queryClient.refetchQueries({ queryKey: ['/api/leads'] }));
    await waitFor(() => expect(screen.getByText('Person 2').closest('tr')).toHaveClass('lead-row--new'));
    expect(screen.getByText('Person 1').closest('tr')).not.toHaveClass('lead-row--new');
    await waitFor(() => expect(screen.getByText('Person 2').closest('tr')).not.toHaveClass('lead-row--new'), {
      timeout: 4000,
    });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/leads').length).toBeGreaterThanOrEqual(2);
  });

  it('pages 10,000 leads: only 100 rows in the DOM', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => lead(10_000 - i));
    stubApi({ '/api/leads': () => jsonResponse(many), '/api/events': () => jsonResponse(events) });
    renderLeads();
    expect(await screen.findByText('Person 10000')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(101);
    expect(screen.getByText('Seite 1 von 100')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Person 9900')).toBeInTheDocument();
    expect(screen.getByText('101–200 von 10000')).toBeInTheDocument();
  });
});
