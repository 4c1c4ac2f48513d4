import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppToaster } from '@/app/toaster';
import { i18n } from '@/i18n';
import { ME_QUERY_KEY } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { pollKey } from '../hooks/use-lead-desk';
import { SOUND_STORAGE_KEY } from '../lib/chime';
import { formatClockTime } from '../lib/format';
import { RESEND_STORAGE_KEY } from '../lib/resend-lock';
import type { Lead, LeadDetail, LeadFilters, RemovedLead } from '../types';
import { LeadsPage } from './leads-page';

const lead = (id: number, over: Partial<Lead> = {}): Lead => ({
  id: String(id),
  eventId: '1',
  event: { name: 'Messe Wien' },
  name: `Person ${id}`,
  email: `p${id}@firma.de`,
  customField1: null,
  customField2: null,
  doiConfirmed: true,
  doiConfirmedAt: '2026-11-20T10:05:00.000Z',
  doiResentAt: null,
  createdAt: `2026-11-20T10:00:${String(id % 60).padStart(2, '0')}.${String(id).padStart(3, '0').slice(-3)}Z`,
  status: 'confirmed',
  rating: null,
  tags: [],
  source: 'form',
  notedAt: null,
  qualifiedAt: null,
  ...over,
});

const pending = (id: number, over: Partial<Lead> = {}) => lead(id, { doiConfirmed: false, doiConfirmedAt: null, status: 'pending', ...over });

const events = [
  { id: '1', name: 'Messe Wien', customField1: 'Branche', customField2: null },
  { id: '2', name: 'Expo Berlin', customField1: null, customField2: null },
];

/** A member of the stand team: the lead desk without exports and erasure. */
const staffUser = { id: 7, name: 'Sam Stand', email: 'sam@firma.de', companySlug: 'firma', eventCredits: 0, role: 'user', accountRole: 'staff' };

const headers = (extra: Record<string, string> = {}) => ({ 'Content-Type': 'application/json', 'X-Leads-Cursor': 's1.1.abc', ...extra });
const json = (body: unknown, status = 200, extra: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: headers(extra) });

/**
 * A small stand-in for the lead desk API: pages (limit, cursor, filters), the `since` poll (what
 * the test queued, else 304, or 410), summary, detail and PATCH. Every URL asked is in `calls`.
 */
function stubDesk(initial: Lead[]) {
  const state = {
    leads: initial,
    queued: null as (Lead | RemovedLead)[] | null,
    reset: false,
    offline: false,
    calls: [] as string[],
    patches: [] as unknown[],
    extra: {} as Record<string, (init?: RequestInit) => Response | Promise<Response>>,
  };
  const detailOf = (l: Lead): LeadDetail => ({
    id: String(l.id),
    eventId: String(l.eventId),
    event: { name: l.event?.name ?? '' },
    status: l.doiConfirmed ? 'confirmed' : 'pending',
    name: l.name,
    email: l.email,
    createdAt: l.createdAt,
    rating: l.rating ?? null,
    tags: l.tags ?? [],
    source: l.source,
    note: null,
    answers: [
      { label: 'Name', value: l.name ?? '' },
      { label: 'E-Mail', value: l.email },
      { label: 'Branche', value: 'Handel' },
    ],
    consent: {
      text: 'Ich stimme zu.',
      textHash: 'ab'.repeat(32),
      formVersion: 3,
      doubleOptIn: true,
      submittedAt: l.createdAt,
      submitIpHash: 'cd'.repeat(16),
      submitUserAgent: 'Mobile Safari',
      confirmedAt: l.doiConfirmedAt,
      confirmIpHash: null,
      confirmUserAgent: null,
      doiMessageIds: ['<doi@fairleads>'],
      welcomeMessageIds: [],
    },
    timeline: [
      { type: 'LeadCaptured', at: l.createdAt, actor: 'visitor', label: 'Über Stand-Gerät „Tablet 1“ erfasst, Einwilligung erteilt', by: { kind: 'device', name: 'Tablet 1' } },
      { type: 'DoiMailSent', at: l.createdAt, actor: 'system', label: 'Bestätigungs-E-Mail gesendet', by: null },
      { type: 'LeadQualified', at: l.createdAt, actor: 'organiser', label: 'Bewertung: heiß · von Sam Stand', by: { kind: 'member', name: 'Sam Stand' } },
      { type: 'LeadNoted', at: l.createdAt, actor: 'organiser', label: 'Notiz geändert · von Olga Schneider', by: { kind: 'member', name: 'Olga Schneider' } },
    ],
  });
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    state.calls.push(input);
    if (state.offline) throw new TypeError('Failed to fetch');
    const url = new URL(input, 'http://localhost');
    const extra = state.extra[url.pathname];
    if (extra) return extra(init);
    if (url.pathname === '/api/events') return json(events);
    if (url.pathname === '/api/leads/summary') {
      const scope = state.leads.filter((l) => !url.searchParams.get('eventId') || l.eventId === url.searchParams.get('eventId'));
      const confirmed = scope.filter((l) => l.doiConfirmed).length;
      return json({ total: scope.length, confirmed, pending: scope.length - confirmed, tags: [...new Set(scope.flatMap((l) => l.tags ?? []))] });
    }
    if (url.pathname === '/api/leads') {
      if (url.searchParams.has('since')) {
        if (state.reset) {
          state.reset = false;
          return json({ statusCode: 410, message: 'Deine Events haben sich geändert. Bitte lade die Liste neu.' }, 410);
        }
        const queued = state.queued;
        state.queued = null;
        if (!queued) return new Response(null, { status: 304, headers: { 'X-Leads-Cursor': 's1.2.abc' } });
        return json(queued, 200, { 'X-Leads-Cursor': 's1.3.abc' });
      }
      const q = url.searchParams.get('q')?.toLowerCase();
      const matching = state.leads.filter(
        (l) =>
          (!url.searchParams.get('eventId') || l.eventId === url.searchParams.get('eventId')) &&
          (url.searchParams.get('status') !== 'confirmed' || l.doiConfirmed) &&
          (!url.searchParams.get('source') || l.source === url.searchParams.get('source')) &&
          (!q || `${l.name} ${l.email}`.toLowerCase().includes(q)),
      );
      const limit = Number(url.searchParams.get('limit') ?? matching.length);
      const offset = Number(url.searchParams.get('cursor') ?? 0);
      const next = offset + limit < matching.length ? `/api/leads?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), cursor: String(offset + limit) })}` : null;
      return json(matching.slice(offset, offset + limit), 200, {
        'X-Total-Count': String(matching.length),
        ...(next ? { Link: `<${next}>; rel="next"` } : {}),
      });
    }
    const detail = /^\/api\/leads\/([^/]+)$/.exec(url.pathname);
    if (detail) {
      const found = state.leads.find((l) => String(l.id) === detail[1]);
      if (!found) return json({ statusCode: 404, message: 'Lead nicht gefunden' }, 404);
      if (init?.method === 'PATCH') {
        const change = JSON.parse(String(init.body));
        state.patches.push(change);
        Object.assign(found, change);
      }
      return json(detailOf(found));
    }
    return json({ message: 'not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return state;
}

/** `before`: what the app's cache holds already when the desk opens (e.g. from the events page). */
function renderLeads(path = '/leads', before?: (client: QueryClient) => void) {
  const router = createMemoryRouter([{ path: '/leads', Component: LeadsPage }], { initialEntries: [path] });
  const queryClient = createQueryClient();
  before?.(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  const filters = (over: Partial<LeadFilters> = {}): LeadFilters => ({ eventId: null, view: 'all', q: '', rating: null, tag: null, source: null, ...over });
  /** Runs the desk's poll now instead of waiting 5 s. */
  const poll = (over: Partial<LeadFilters> = {}) => act(() => queryClient.refetchQueries({ queryKey: pollKey(filters(over)) }));
  return { router, queryClient, poll };
}


/**
 * After 'Lead löschen' of lead 2 (Jörg Weiß): sheet and dialog closed, the address back at the
 * list, the lead gone and lead 1 still there; the focus on the page's heading (the row that
 * opened the sheet is gone, so not <body>); and the sheet closed before the detail left the
 * cache, so it was not asked for again.
 */
async function expectEraseDone(router: { state: { location: { search: string } } }, api: { calls: string[] }) {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(screen.queryByText('Jörg Weiß')).not.toBeInTheDocument();
  expect(screen.getByText('Person 1')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  expect(api.calls.slice(api.calls.indexOf('/api/leads/2/erase'))).not.toContain('/api/leads/2');
}
describe('LeadsPage (the live lead desk)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'XSRF-TOKEN=tok; path=/';
  });

  it('shows pending and confirmed leads by default, with status chips, stats and the DSGVO note', async () => {
    stubDesk([pending(2, { name: null }), lead(1)]);
    renderLeads();
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    expect(screen.getByText('Ohne Namen')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByText('Ausstehend')).toHaveClass('status-badge');
    expect(within(rows[2]).getByText('Bestätigt')).toHaveClass('status-badge');
    expect(screen.getByRole('button', { name: /Auch Ausstehende/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Auch Ausstehende/ })).toHaveTextContent('1');
    expect(await screen.findByText('50 %')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('DSGVO');
    expect(screen.getByText('2 von 2 Leads')).toBeInTheDocument();
  });

  it("'Nur Bestätigte' filters on the server and keeps the choice in the URL", async () => {
    const api = stubDesk([pending(2), lead(1)]);
    const { router } = renderLeads();
    await screen.findByText('Person 2');
    await userEvent.click(screen.getByRole('button', { name: 'Nur Bestätigte' }));
    expect(router.state.location.search).toBe('?status=confirmed');
    await waitFor(() => expect(screen.queryByText('Person 2')).not.toBeInTheDocument());
    expect(screen.getByText('Person 1')).toBeInTheDocument();
    expect(api.calls).toContain('/api/leads?status=confirmed&limit=50');
  });

  it("marks the team's captures in the list (not the visitor's own form) and names every lead's source in its detail", async () => {
    stubDesk([lead(4, { source: 'card' }), lead(3, { source: 'badge' }), lead(2, { source: 'stand' }), lead(1)]);
    renderLeads();
    await screen.findByText('Person 1');
    const rowOf = (name: string) => screen.getAllByRole('row').find((r) => within(r).queryByText(name))!;
    expect(within(rowOf('Person 4')).getByText('Visitenkarte')).toHaveClass('source-chip');
    expect(within(rowOf('Person 3')).getByText('Badge-Scan')).toHaveClass('source-chip');
    expect(within(rowOf('Person 2')).getByText('Am Stand getippt')).toHaveClass('source-chip');
    expect(rowOf('Person 1').querySelector('.source-chip')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Details zu Person 3 öffnen' }));
    expect(within(await screen.findByRole('dialog', { name: 'Person 3' })).getByText('Quelle: Badge-Scan')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Details zu Person 1 öffnen' }));
    expect(within(await screen.findByRole('dialog', { name: 'Person 1' })).getByText('Quelle: Formular')).toBeInTheDocument();
  });

  it("'Quelle' filters on the server, keeps the choice in the URL, and reads it back from a link", async () => {
    const api = stubDesk([lead(3, { source: 'badge' }), lead(2, { source: 'card' }), lead(1)]);
    const { router } = renderLeads();
    await screen.findByText('Person 1');
    const select = screen.getByLabelText('Quelle');
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Alle Quellen', 'Formular', 'Am Stand getippt', 'Badge-Scan', 'Visitenkarte']);
    await userEvent.selectOptions(select, 'badge');
    expect(router.state.location.search).toBe('?source=badge');
    await waitFor(() => expect(screen.queryByText('Person 1')).not.toBeInTheDocument());
    expect(screen.getByText('Person 3')).toBeInTheDocument();
    expect(screen.queryByText('Person 2')).not.toBeInTheDocument();
    expect(api.calls).toContain('/api/leads?source=badge&limit=50');
    await userEvent.selectOptions(select, '');
    expect(router.state.location.search).toBe('');
    cleanup();

    const again = stubDesk([lead(2, { source: 'card' }), lead(1)]);
    renderLeads('/leads?source=card');
    await screen.findByText('Person 2');
    expect(screen.getByLabelText('Quelle')).toHaveValue('card');
    expect(again.calls).toContain('/api/leads?source=card&limit=50');
    cleanup();

    // a hand-made link with an unknown source filters nothing
    const unknown = stubDesk([lead(1)]);
    renderLeads('/leads?source=scanner');
    await screen.findByText('Person 1');
    expect(unknown.calls).toContain('/api/leads?limit=50');
  });

  it('shows a new lead at once: one poll, a toast with name and event, a 3 s highlight', async () => {
    const api = stubDesk([lead(1)]);
    const { poll } = renderLeads();
    await screen.findByText('Person 1');
    await poll();
    const polls = () => api.calls.filter((call) => call.includes('since='));
    expect(polls()).toEqual(['/api/leads?since=s1.1.abc']);
    const joerg = pending(2, { name: 'Jörg Weiß', event: { name: 'Hannover Messe' } });
    api.leads = [joerg, ...api.leads];
    api.queued = [joerg];
    await poll();
    expect(polls().at(-1)).toBe('/api/leads?since=s1.2.abc'); // the 304's cursor
    expect(await screen.findByText('Neuer Lead: Jörg Weiß · Hannover Messe')).toBeInTheDocument();
    expect(screen.getByText('Jörg Weiß').closest('tr')).toHaveClass('lead-row--new');
    expect(screen.getByText('Person 1').closest('tr')).not.toHaveClass('lead-row--new');
    await waitFor(() => expect(screen.getByText('Jörg Weiß').closest('tr')).not.toHaveClass('lead-row--new'), { timeout: 4000 });
  });

  it('updates a lead that got confirmed, drops a removed one, and reads the list again after a 410', async () => {
    const api = stubDesk([pending(2), pending(1)]);
    const { poll } = renderLeads();
    await screen.findByText('Person 2');
    api.queued = [{ ...pending(2), doiConfirmed: true, status: 'confirmed' }, { id: '1', removed: true }];
    await poll();
    await waitFor(() => expect(screen.queryByText('Person 1')).not.toBeInTheDocument());
    expect(within(screen.getByText('Person 2').closest('tr')!).getByText('Bestätigt')).toBeInTheDocument();
    expect(screen.queryByText(/Neuer Lead/)).not.toBeInTheDocument();

    api.leads = [lead(5), lead(4)];
    api.reset = true;
    await poll();
    expect(await screen.findByText('Person 5')).toBeInTheDocument();
    expect(screen.queryByText('Person 2')).not.toBeInTheDocument();
  });

  it('loads further pages on demand and asks the server for them', async () => {
    const api = stubDesk(Array.from({ length: 120 }, (_, i) => lead(120 - i)));
    renderLeads();
    expect(await screen.findByText('Person 120')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('50 von 120 Leads')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Weitere Leads laden' }));
    expect(await screen.findByText('Person 70')).toBeInTheDocument();
    expect(screen.getByText('100 von 120 Leads')).toBeInTheDocument();
    expect(api.calls).toContain('/api/leads?limit=50&cursor=50');
  });

  it('keeps the event filter in the URL and shows the event’s own fields as columns', async () => {
    const api = stubDesk([lead(3, { eventId: '2', event: { name: 'Expo Berlin' } }), lead(2, { customField1: 'Handel' }), lead(1)]);
    const { router } = renderLeads();
    await screen.findByText('Person 1');
    expect(screen.queryByRole('columnheader', { name: 'Branche' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Event'), '1');
    expect(router.state.location.search).toBe('?event=1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { name: 'Gefilterte Leads' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Person 3')).not.toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: 'Branche' })).toBeInTheDocument();
    expect(screen.getByText('Handel')).toBeInTheDocument();
    expect(api.calls).toContain('/api/leads?eventId=1&limit=50');
    await userEvent.click(screen.getByRole('button', { name: /Filter zurücksetzen/ }));
    expect(router.state.location.search).toBe('');
  });

  it("offers 'Limit aufheben – 49 €' for a free event at its cap, linked to the events page's upgrade", async () => {
    const state = stubDesk([lead(1)]);
    state.extra['/api/events'] = () =>
      json([
        { ...events[0], isFirstEvent: true, leadLimitReached: true, capturedLeadCount: 10, leadCount: 10 },
        { ...events[1], isFirstEvent: false, leadLimitReached: false, capturedLeadCount: 1, leadCount: 1 },
      ]);
    renderLeads();
    const notice = (await screen.findByText('Limit erreicht: 10 von 10')).closest('[role="note"]')!;
    expect(notice).toHaveTextContent('Das Gratis-Event „Messe Wien“ nimmt keine weiteren Leads an.');
    const lift = within(notice as HTMLElement).getByRole('link', { name: 'Limit aufheben – 49 €' });
    expect(lift).toHaveAttribute('href', '/events?upgrade=1');
    // label in name: what the link says is what it is called
    expect(lift).toHaveAccessibleName(lift.textContent!);
    // above the filters: on a phone the toolbar would push it out of the first screen
    expect(notice.compareDocumentPosition(screen.getByLabelText('Suche')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(/„Expo Berlin“/)).not.toBeInTheDocument();
  });

  it("counts the cap as the list does: a lead the visitor erased while the desk is open reads '10 von 10 (1 gelöscht)'", async () => {
    const api = stubDesk(Array.from({ length: 10 }, (_, i) => pending(10 - i)));
    let leadCount = 10;
    api.extra['/api/events'] = () => json([{ ...events[0], isFirstEvent: true, leadLimitReached: true, capturedLeadCount: 10, leadCount }]);
    const { poll } = renderLeads();
    expect(await screen.findByText('Limit erreicht: 10 von 10')).toBeInTheDocument();
    expect(screen.queryByText(/Gelöschte Leads/)).not.toBeInTheDocument();

    // the visitor erases their data: the next poll drops the lead, and the notice says why the list holds 9
    api.leads = api.leads.filter((l) => l.id !== '4');
    leadCount = 9;
    api.queued = [{ id: '4', removed: true }];
    await poll();
    await waitFor(() => expect(screen.queryByText('Person 4')).not.toBeInTheDocument());
    const notice = (await screen.findByText('Limit erreicht: 10 von 10 (1 gelöscht)')).closest('[role="note"]')!;
    expect(notice).toHaveTextContent('Gelöschte Leads zählen mit.');
    expect(await screen.findByText('9 von 9 Leads')).toBeInTheDocument();
  });

  it('reads the events again when the desk opens: a list cached before an erasure does not count the cap', async () => {
    const api = stubDesk(Array.from({ length: 9 }, (_, i) => lead(9 - i)));
    api.extra['/api/events'] = () => json([{ ...events[0], isFirstEvent: true, leadLimitReached: true, capturedLeadCount: 10, leadCount: 9 }]);
    renderLeads('/leads', (client) =>
      client.setQueryData(['/api/events'], [{ ...events[0], isFirstEvent: true, leadLimitReached: true, capturedLeadCount: 10, leadCount: 10 }]),
    );
    expect(await screen.findByText('Limit erreicht: 10 von 10 (1 gelöscht)')).toBeInTheDocument();
  });

  it('searches on the server once typing settles', async () => {
    const api = stubDesk([lead(2, { name: 'Jörg Weiß' }), lead(1)]);
    const { router } = renderLeads();
    await screen.findByText('Person 1');
    await userEvent.type(screen.getByLabelText('Suche'), 'jörg');
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('jörg')}`));
    await waitFor(() => expect(screen.queryByText('Person 1')).not.toBeInTheDocument());
    // one request for the settled text, none per keystroke
    expect(api.calls.filter((call) => call.includes('q='))).toEqual([`/api/leads?q=${encodeURIComponent('jörg')}&limit=50`]);
  });

  it("keeps the filters on screen while the list of another filter loads: the search keeps the focus, the phone's 'Filter' panel stays open and counts the filters in use", async () => {
    stubDesk([lead(2, { name: 'Jörg Weiß' }), pending(1)]);
    renderLeads();
    await screen.findByText('Person 1');
    const toggle = screen.getByRole('button', { name: 'Filter' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(screen.getByLabelText('Suche'));
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const search = screen.getByLabelText('Suche');
    await userEvent.type(search, 'jörg');
    await waitFor(() => expect(screen.queryByText('Person 1')).not.toBeInTheDocument());
    expect(search).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Nur Bestätigte' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filter 2 aktiv' })).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByText('Jörg Weiß')).toBeInTheDocument();
  });

  it('shows no event column while the list shows one event, and a pending lead’s resend under its status, named by what it says', async () => {
    stubDesk([pending(2), lead(1)]);
    renderLeads('/leads?event=1');
    await screen.findByText('Person 1');
    expect(screen.queryByRole('columnheader', { name: 'Event' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Branche' })).toBeInTheDocument();
    const status = within(screen.getByText('Person 2').closest('tr')!).getByText('Ausstehend').closest('td')!;
    const resend = within(status).getByRole('button', { name: 'Erneut senden: Bestätigungs-E-Mail an p2@firma.de' });
    // label in name: what a speech user reads on the button is in its name
    expect(resend).toHaveTextContent(/^Erneut senden$/);
    expect(resend).toHaveAccessibleName(expect.stringContaining('Erneut senden'));
  });

  it('offers both exports with the current filters, built by the server', async () => {
    stubDesk([lead(1)]);
    renderLeads('/leads?event=1&q=person');
    await screen.findByText('Person 1');
    await userEvent.click(screen.getByText('CSV exportieren'));
    expect(screen.getByRole('link', { name: /CSV \(CRM\)/ })).toHaveAttribute('href', '/api/leads/export?eventId=1&q=person&format=crm');
    expect(screen.getByRole('link', { name: /Excel \(Deutsch\)/ })).toHaveAttribute('href', '/api/leads/export?eventId=1&q=person&format=excel');
  });

  it('the stand team gets no export and no erasure, but rates and notes', async () => {
    const api = stubDesk([pending(2, { name: 'Jörg Weiß' }), lead(1)]);
    renderLeads('/leads', (client) => client.setQueryData(ME_QUERY_KEY, { ...staffUser }));
    await screen.findByText('Person 1');
    expect(screen.queryByText('CSV exportieren')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Details zu Jörg Weiß öffnen' }));
    const sheet = await screen.findByRole('dialog', { name: 'Jörg Weiß' });
    await within(sheet).findByText('Branche');
    expect(within(sheet).queryByRole('button', { name: 'Lead löschen' })).not.toBeInTheDocument();
    expect(within(within(sheet).getByRole('group', { name: 'Bewertung für Jörg Weiß' })).getByRole('button', { name: 'heiß' })).toBeEnabled();
    expect(api.calls.some((url) => url.startsWith('/api/leads/export'))).toBe(false);
  });

  it("advises to improve the confirmation mail only who may change it, not the stand team", async () => {
    stubDesk([pending(2, { name: 'Jörg Weiß' }), pending(3), lead(1)]);
    renderLeads('/leads', (client) => client.setQueryData(ME_QUERY_KEY, { ...staffUser }));
    await screen.findByText('Person 1');
    expect(screen.queryByText(/Optimiere die Double-Opt-In-E-Mail/)).not.toBeInTheDocument();
    cleanup();

    stubDesk([pending(2, { name: 'Jörg Weiß' }), pending(3), lead(1)]);
    renderLeads('/leads', (client) => client.setQueryData(ME_QUERY_KEY, { ...staffUser, accountRole: 'manager' }));
    expect(await screen.findByText(/Optimiere die Double-Opt-In-E-Mail/)).toBeInTheDocument();
  });

  it('opens the detail panel from the row: answers, timeline, consent, rating and note', async () => {
    const api = stubDesk([pending(2, { name: 'Jörg Weiß' }), lead(1)]);
    const { router } = renderLeads();
    await userEvent.click(await screen.findByRole('button', { name: 'Details zu Jörg Weiß öffnen' }));
    const sheet = await screen.findByRole('dialog', { name: 'Jörg Weiß' });
    expect(router.state.location.search).toBe('?lead=2');
    expect(within(sheet).getByText('Branche')).toBeInTheDocument();
    expect(within(sheet).getByText('Bestätigungs-E-Mail gesendet')).toBeInTheDocument();
    // who did it: the member or stand device the log names
    const timeline = within(sheet).getByRole('list', { name: 'Verlauf' });
    expect(within(timeline).getByText('Über Stand-Gerät „Tablet 1“ erfasst, Einwilligung erteilt')).toBeInTheDocument();
    expect(within(timeline).getByText('Bewertung: heiß · von Sam Stand')).toBeInTheDocument();
    expect(within(timeline).getByText('Notiz geändert · von Olga Schneider')).toBeInTheDocument();
    expect(within(sheet).getByText('Ich stimme zu.')).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Einwilligungsnachweis herunterladen' })).toHaveAttribute('href', '/api/leads/2/consent-proof.pdf');

    await userEvent.click(within(within(sheet).getByRole('group', { name: 'Bewertung für Jörg Weiß' })).getByRole('button', { name: 'heiß' }));
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'heiß' })).toHaveAttribute('aria-pressed', 'true'));
    // the row behind the panel shows the rating at once (hidden from the accessibility tree while the modal is open)
    const row = screen.getAllByRole('row', { hidden: true }).find((r) => within(r).queryByText('Jörg Weiß'))!;
    expect(within(row).getByRole('button', { name: 'heiß', hidden: true })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.type(within(sheet).getByLabelText('Notiz'), 'Ruft Montag an');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Notiz speichern' }));
    expect(await screen.findByText('Notiz gespeichert')).toBeInTheDocument();
    expect(api.patches).toEqual([{ rating: 'hot' }, { note: 'Ruft Montag an' }]);

    await userEvent.type(within(sheet).getByLabelText('Tag hinzufügen'), 'Rückruf{Enter}');
    await waitFor(() => expect(api.patches.at(-1)).toEqual({ tags: ['Rückruf'] }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('returns the focus to the row that opened the lead sheet: after Esc, the close button and a click beside it', async () => {
    stubDesk([pending(2, { name: 'Jörg Weiß' }), lead(1)]);
    renderLeads();
    const joerg = await screen.findByRole('button', { name: 'Details zu Jörg Weiß öffnen' });
    const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(joerg);
    await screen.findByRole('dialog', { name: 'Jörg Weiß' });
    await userEvent.keyboard('{Escape}');
    await closed();
    expect(joerg).toHaveFocus();

    // opened from the keyboard, closed with the cross
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Jörg Weiß' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Schließen' }));
    await closed();
    expect(joerg).toHaveFocus();

    const person1 = screen.getByRole('button', { name: 'Details zu Person 1 öffnen' });
    await userEvent.click(person1);
    await screen.findByRole('dialog', { name: 'Person 1' });
    await userEvent.click(document.querySelector('.dialog__overlay')!);
    await closed();
    expect(person1).toHaveFocus();
  });

  it("'Lead löschen' cancelled (Abbrechen or Esc) gives the focus back to 'Lead löschen' in the sheet", async () => {
    stubDesk([pending(2, { name: 'Jörg Weiß' })]);
    renderLeads('/leads?lead=2');
    const sheet = await screen.findByRole('dialog', { name: 'Jörg Weiß' });
    const erase = await within(sheet).findByRole('button', { name: 'Lead löschen' });
    await userEvent.click(erase);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Lead endgültig löschen?' })).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lead endgültig löschen?' })).not.toBeInTheDocument());
    expect(erase).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Lead endgültig löschen?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lead endgültig löschen?' })).not.toBeInTheDocument());
    expect(erase).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Jörg Weiß' })).toBeInTheDocument();
  });

  it("'Lead löschen': asks for a reason, says it is for good, shows the pending state, then closes and the lead leaves the list", async () => {
    const api = stubDesk([pending(2, { name: 'Jörg Weiß' }), lead(1)]);
    let release: () => void = () => undefined;
    const erased: unknown[] = [];
    api.extra['/api/leads/2/erase'] = async (init) => {
      erased.push(JSON.parse(String(init?.body)));
      await new Promise<void>((resolve) => (release = resolve));
      api.leads = api.leads.filter((l) => String(l.id) !== '2');
      return json({ message: 'Lead gelöscht. Die personenbezogenen Daten sind entfernt.' });
    };
    const { router } = renderLeads();
    await userEvent.click(await screen.findByRole('button', { name: 'Details zu Jörg Weiß öffnen' }));
    const sheet = await screen.findByRole('dialog', { name: 'Jörg Weiß' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Lead löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lead endgültig löschen?' });
    expect(within(dialog).getByText('Das lässt sich nicht rückgängig machen.')).toBeInTheDocument();
    expect(within(dialog).getByText('Notizen des Standteams')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Auf Wunsch der Person (Widerruf, Widerspruch, Löschantrag)',
      'Testeintrag',
      'Falsche oder fremde Angaben',
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Bitte wähle einen Grund.');
    expect(erased).toEqual([]);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Testeintrag' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    expect(await within(dialog).findByRole('button', { name: 'Wird gelöscht...' })).toBeDisabled();
    expect(erased).toEqual([{ reason: 'test-entry' }]);
    act(() => release());

    expect(await screen.findByText('Lead gelöscht. Die personenbezogenen Daten sind entfernt.')).toBeInTheDocument();
    await expectEraseDone(router, api);
  }, 15_000);

  it("'Lead löschen' of a lead in HubSpot: a notice that the copy there is theirs to erase, with its link, until closed", async () => {
    const api = stubDesk([pending(2, { name: 'Jörg Weiß' }), lead(1)]);
    api.extra['/api/leads/2/crm'] = () => json([{ provider: 'hubspot', state: 'sent', error: null, attempts: 1, remoteUrl: 'https://app.hubspot.com/contacts/4711/record/0-1/99', syncedAt: '2026-11-20T10:06:00.000Z', updatedAt: '2026-11-20T10:06:00.000Z' }]);
    api.extra['/api/leads/2/erase'] = () => {
      api.leads = api.leads.filter((l) => String(l.id) !== '2');
      return json({ message: 'Lead gelöscht.', crmCopies: [{ provider: 'hubspot', url: 'https://app.hubspot.com/contacts/4711/record/0-1/99' }] });
    };
    renderLeads();
    await userEvent.click(await screen.findByRole('button', { name: 'Details zu Jörg Weiß öffnen' }));
    const sheet = await screen.findByRole('dialog', { name: 'Jörg Weiß' });
    expect(await within(sheet).findByText(/An HubSpot übertragen/)).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Lead löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lead endgültig löschen?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Testeintrag' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const notice = screen.getByRole('note', { name: 'Kopie im CRM' });
    expect(notice).toHaveTextContent('Die Daten wurden aus FairLeads gelöscht. Eine Kopie liegt noch in HubSpot – die löschst du dort selbst.');
    expect(within(notice).getByRole('link', { name: /In HubSpot öffnen/ })).toHaveAttribute('href', 'https://app.hubspot.com/contacts/4711/record/0-1/99');
    await waitFor(() => expect(notice).toHaveFocus());
    // it stays: the list goes on polling, another lead opens and closes
    await userEvent.click(screen.getByRole('button', { name: 'Details zu Person 1 öffnen' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('note', { name: 'Kopie im CRM' })).toBeInTheDocument();

    await userEvent.click(within(notice).getByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByRole('note', { name: 'Kopie im CRM' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  }, 15_000);

  it("'Lead löschen' of a lead the visitor erased already (404): says so, closes, and the lead leaves the list", async () => {
    const api = stubDesk([pending(2, { name: 'Jörg Weiß' }), lead(1)]);
    api.extra['/api/leads/2/erase'] = () => {
      api.leads = api.leads.filter((l) => String(l.id) !== '2');
      return json({ statusCode: 404, message: 'Lead nicht gefunden' }, 404);
    };
    const { router } = renderLeads();
    await userEvent.click(await screen.findByRole('button', { name: 'Details zu Jörg Weiß öffnen' }));
    const sheet = await screen.findByRole('dialog', { name: 'Jörg Weiß' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Lead löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lead endgültig löschen?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Testeintrag' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));

    expect(await screen.findByText('Dieser Lead war bereits gelöscht.')).toBeInTheDocument();
    expect(screen.queryByText('Der Lead konnte nicht gelöscht werden.')).not.toBeInTheDocument();
    await expectEraseDone(router, api);
  }, 15_000);

  it('rates from the row and shows the server’s message when it refuses', async () => {
    const api = stubDesk([lead(1)]);
    api.extra['/api/leads/1'] = () => json({ statusCode: 400, message: "Bitte bewerte den Lead mit 'hot', 'warm' oder 'cold'." }, 400);
    renderLeads();
    await screen.findByText('Person 1');
    await userEvent.click(within(screen.getByRole('group', { name: 'Bewertung für Person 1' })).getByRole('button', { name: 'kalt' }));
    expect(await screen.findByText("Bitte bewerte den Lead mit 'hot', 'warm' oder 'cold'.")).toBeInTheDocument();
  });

  it('remembers the sound switch on this browser', async () => {
    stubDesk([lead(1)]);
    renderLeads();
    await screen.findByText('Person 1');
    const toggle = screen.getByRole('switch', { name: 'Ton bei neuen Leads' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBe('on');
  });

  it('resend: sending, success, then the 24h lock remembered in localStorage', async () => {
    let resolve!: (r: Response) => void;
    const lockedUntil = new Date(Date.now() + 24 * 3600_000).toISOString();
    const api = stubDesk([pending(2)]);
    api.extra['/api/leads/2/resend-doi'] = () => new Promise<Response>((r) => (resolve = r));
    renderLeads();
    await userEvent.click(await screen.findByRole('button', { name: 'Erneut senden: Bestätigungs-E-Mail an p2@firma.de' }));
    expect(await screen.findByRole('button', { name: /Wird gesendet/ })).toBeDisabled();
    await act(async () => resolve(json({ message: 'E-Mail gesendet', lockedUntil })));
    expect(await screen.findByRole('button', { name: 'E-Mail gesendet' })).toBeDisabled();
    expect(JSON.parse(localStorage.getItem(RESEND_STORAGE_KEY)!)['2']).toBe(Date.parse(lockedUntil));
    expect(await screen.findByRole('button', { name: '24-h-Sperre' }, { timeout: 4000 })).toBeDisabled();
    expect(screen.getByText('noch 24 Stunden')).toBeInTheDocument();
  });

  it('resend: a 429 shows the server message and locks; doiResentAt locks on load', async () => {
    const message = 'Die Bestätigungs-E-Mail wurde bereits erneut gesendet. Ein weiterer Versand ist in 5 Stunden möglich.';
    const api = stubDesk([pending(3, { doiResentAt: new Date(Date.now() - 4 * 3600_000).toISOString() }), pending(2)]);
    api.extra['/api/leads/2/resend-doi'] = () => json({ statusCode: 429, code: 'LEADS_RESEND_LOCKED', message }, 429);
    renderLeads();
    await screen.findByText('Person 3');
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByRole('button', { name: '24-h-Sperre' })).toBeDisabled();
    expect(within(rows[1]).getByText('noch 20 Stunden')).toBeInTheDocument();
    await userEvent.click(within(rows[2]).getByRole('button', { name: /^Erneut senden: .* an p2/ }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(rows[2]).getByRole('button', { name: '24-h-Sperre' })).toBeDisabled();
  });

  it('shows the empty state and the load error', async () => {
    stubDesk([]);
    renderLeads();
    expect(await screen.findByRole('heading', { name: 'Noch keine Leads' })).toBeInTheDocument();
  });

  it('says in German that the leads could not be loaded when the first load fails, with a retry', async () => {
    const api = stubDesk([]);
    api.extra['/api/leads'] = () => json({ message: 'kaputt' }, 500);
    renderLeads();
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Leads konnten nicht geladen werden.');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it("'Live' turns into 'Offline · zuletzt aktualisiert' while polls fail, keeping the list, and back", async () => {
    const api = stubDesk([lead(1)]);
    const { poll } = renderLeads();
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    const badge = () => screen.getByRole('status');
    expect(badge()).toHaveTextContent(/^Live/);
    await poll();
    const lastGood = Date.now();
    api.offline = true;
    await poll();
    await waitFor(() => expect(badge()).toHaveTextContent(`Offline · zuletzt aktualisiert ${formatClockTime(lastGood)}`));
    expect(screen.getByText('Person 1')).toBeInTheDocument();
    api.offline = false;
    await poll();
    await waitFor(() => expect(badge()).toHaveTextContent(/^Live/));
  });

  it("says 'Offline' as soon as the browser reports no network, and 'Live' again only once a poll succeeded", async () => {
    const api = stubDesk([lead(1)]);
    const { poll } = renderLeads();
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    const badge = () => screen.getByRole('status');
    await poll();
    const lastGood = Date.now();
    expect(badge()).toHaveTextContent(/^Live/);

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    api.offline = true;
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(badge()).toHaveTextContent(`Offline · zuletzt aktualisiert ${formatClockTime(lastGood)}`);
    // the polls go on while offline (and fail), instead of pausing until the browser says otherwise
    const asked = api.calls.length;
    await poll();
    expect(api.calls.length).toBeGreaterThan(asked);
    expect(badge()).toHaveTextContent(/^Offline/);

    // the browser has a network again, but the server does not answer yet: still offline
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await poll();
    expect(badge()).toHaveTextContent(/^Offline/);
    expect(screen.getByText('Person 1')).toBeInTheDocument();

    api.offline = false;
    await poll();
    await waitFor(() => expect(badge()).toHaveTextContent(/^Live/));

    // gone and back within one interval, before any poll ran: live again only once one has answered
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(badge()).toHaveTextContent(/^Offline/);
    await waitFor(() => expect(badge()).toHaveTextContent(/^Live/));
  });

  it('speaks English when the user does: titles, status, source, figures and dates in English formats', async () => {
    await i18n.changeLanguage('en');
    stubDesk([pending(2, { name: null, source: 'badge' }), lead(1)]);
    renderLeads();
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'All leads' })).toBeInTheDocument();
    expect(screen.getByText('No name')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByText('Badge scan')).toHaveClass('source-chip');
    expect(within(rows[1]).getByText('Pending')).toHaveClass('status-badge');
    expect(within(rows[2]).getByText('Confirmed')).toHaveClass('status-badge');
    // day before month, as in Europe: 20/11/2026, not 11/20/2026 nor 20.11.2026
    expect(within(rows[2]).getByText(/^20\/11\/2026, \d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Include pending/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('50%')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('GDPR');
    expect(screen.getByText('2 of 2 leads')).toBeInTheDocument();
    expect(screen.queryByText('Alle Leads')).not.toBeInTheDocument();
    expect(screen.queryByText('Ohne Namen')).not.toBeInTheDocument();
    expect(screen.queryByText('Ausstehend')).not.toBeInTheDocument();
  });
});
