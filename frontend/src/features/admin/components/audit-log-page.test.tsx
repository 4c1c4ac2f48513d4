import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { jsonResponse, renderWithProviders } from '@/test/render';
import type { AuditEntry } from '../types';
import { AuditLogPage } from './audit-log-page';

const ada = { id: 'a1', name: 'Ada Admin', email: 'ada@fairleads.test' };
const olga = { id: 'u2', name: 'Olga Organisiert', email: 'olga@firma.de' };

function entry(n: number, fields: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `e${n}`,
    createdAt: `2026-11-20T08:${String(59 - (n % 60)).padStart(2, '0')}:00Z`,
    action: 'admin.login',
    admin: ada,
    target: { type: 'user', id: ada.id, name: ada.name, email: ada.email, owner: null },
    details: {},
    ...fields,
  };
}

type Handler = () => Response | Promise<Response>;

/** The API: each page of the log by its query; anything else 404. */
function stub(pages: Record<string, Handler>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const handler = pages[url];
      return handler ? handler() : jsonResponse({ message: 'not found', statusCode: 404 }, 404);
    }),
  );
  return calls;
}

const page = (items: AuditEntry[], total: number, n = 1) => () => jsonResponse({ items, total, page: n, pageSize: 25 });
const url = (n: number) => `/api/admin/audit-log?page=${n}&pageSize=25`;

function Where() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderPage(route = '/admin/audit') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/admin/audit"
        element={
          <>
            <AuditLogPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

describe('admin audit log screen', () => {
  it('says it is loading, then lists each entry in German: what, when, whom, which admin, details', async () => {
    let answer: (response: Response) => void = () => {};
    stub({
      [url(1)]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderPage();
    expect(await screen.findByText('Protokoll wird geladen …')).toBeInTheDocument();

    answer(
      jsonResponse({
        items: [
          entry(1, {
            action: 'user.update',
            target: { type: 'user', id: olga.id, name: olga.name, email: olga.email, owner: null },
            details: { changed: ['role', 'eventCredits', 'isActive', 'email'], role: 'admin', eventCredits: 7, isActive: false },
          }),
          entry(2, { action: 'event.delete', target: { type: 'event', id: 'ev1', name: null, email: null, owner: olga }, details: { ownerId: olga.id, leadCount: 12, confirmedCount: 8 } }),
          entry(3, { action: 'event.export', target: { type: 'event', id: 'ev2', name: 'Hannover Messe', email: null, owner: olga }, details: { ownerId: olga.id, leadCount: 1 } }),
          entry(4, { action: 'user.delete', admin: null, target: { type: 'user', id: 'u9', name: null, email: null, owner: null }, details: { role: 'user', eventCount: 3 } }),
          entry(5, { action: 'user.create', target: { type: 'user', id: olga.id, name: olga.name, email: olga.email, owner: null }, details: { role: 'user', eventCredits: 1 } }),
        ],
        total: 5,
        page: 1,
        pageSize: 25,
      }),
    );
    const list = await screen.findByRole('list', { name: 'Protokolleinträge' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(screen.getByText('5 Einträge')).toBeInTheDocument();

    const [update, deletedEvent, exported, deletedUser, created] = items;
    expect(within(update).getByText('Benutzer geändert')).toBeInTheDocument();
    expect(within(update).getByText(/^20\.11\.2026, \d\d:58:00$/)).toHaveAttribute('datetime', '2026-11-20T08:58:00Z');
    expect(within(update).getByText('Olga Organisiert')).toBeInTheDocument();
    expect(within(update).getByText('olga@firma.de')).toBeInTheDocument();
    expect(within(update).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(update).getByText('Rolle jetzt Admin · Event-Credits jetzt 7 · Account deaktiviert · E-Mail geändert')).toBeInTheDocument();
    expect(within(deletedEvent).getByText('Event gelöscht')).toBeInTheDocument();
    expect(within(deletedEvent).getByText('Gelöschtes Event')).toBeInTheDocument();
    expect(within(deletedEvent).getByText('von Olga Organisiert')).toBeInTheDocument();
    expect(within(deletedEvent).getByText('12 Leads gelöscht, davon 8 bestätigt')).toBeInTheDocument();
    expect(within(exported).getByText('Leads als CSV exportiert')).toBeInTheDocument();
    expect(within(exported).getByText('Hannover Messe')).toBeInTheDocument();
    expect(within(exported).getByText('1 Lead exportiert')).toBeInTheDocument();
    expect(within(deletedUser).getByText('Gelöschter Benutzer')).toBeInTheDocument();
    expect(within(deletedUser).getByText('Gelöschter Admin-Account')).toBeInTheDocument();
    expect(within(deletedUser).getByText('Rolle: Benutzer · 3 Events')).toBeInTheDocument();
    expect(within(created).getByText('Rolle: Benutzer · 1 Event-Credit')).toBeInTheDocument();
    // every fact carries its label
    expect(within(update).getByText('Betrifft')).toBeInTheDocument();
    expect(within(update).getByText('Admin')).toBeInTheDocument();
    expect(within(update).getByText('Details')).toBeInTheDocument();
  });

  it('pages through the log: older entries, the page in the address, the buttons at either end', async () => {
    const calls = stub({
      [url(1)]: page(Array.from({ length: 25 }, (_, i) => entry(i + 1)), 30),
      [url(2)]: page([entry(26, { action: 'user.delete', details: { role: 'admin', eventCount: 0 } }), ...Array.from({ length: 4 }, (_, i) => entry(27 + i))], 30, 2),
    });
    const u = userEvent.setup();
    renderPage();
    const pager = await screen.findByRole('navigation', { name: 'Seiten des Protokolls' });
    expect(within(pager).getByRole('status')).toHaveTextContent('Seite 1 von 2');
    const newer = within(pager).getByRole('button', { name: 'Neuere Einträge' });
    const older = within(pager).getByRole('button', { name: 'Ältere Einträge' });
    expect(newer).toHaveAttribute('aria-disabled', 'true');
    expect(older).toHaveAttribute('aria-disabled', 'false');

    await u.click(older);
    expect(await screen.findByText('Rolle: Admin · 0 Events')).toBeInTheDocument();
    expect(within(pager).getByRole('status')).toHaveTextContent('Seite 2 von 2');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByTestId('search')).toHaveTextContent('?page=2');
    // the last page: 'Ältere' keeps the focus and does nothing
    expect(older).toHaveFocus();
    expect(older).toHaveAttribute('aria-disabled', 'true');
    await u.click(older);
    expect(calls.filter((call) => call === url(3))).toEqual([]);

    await u.click(newer);
    expect(await screen.findAllByText('Anmeldung im Admin-Panel')).toHaveLength(25);
    expect(screen.getByTestId('search')).toHaveTextContent('');
  });

  it('opens the page the address names, and offers the first page when that one is past the end', async () => {
    stub({ [url(4)]: page([], 30, 4), [url(1)]: page([entry(1)], 30) });
    const u = userEvent.setup();
    renderPage('/admin/audit?page=4');
    expect(await screen.findByText('Diese Seite des Protokolls gibt es nicht (mehr).')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Zur ersten Seite' }));
    expect(await screen.findByText('Anmeldung im Admin-Panel')).toBeInTheDocument();
  });

  it('asks for no page beyond what the API takes: a typed-in huge page is past the end, not an error', async () => {
    stub({ [url(999_999)]: page([], 30, 999_999) });
    renderPage('/admin/audit?page=10000000');
    expect(await screen.findByText('Diese Seite des Protokolls gibt es nicht (mehr).')).toBeInTheDocument();
  });

  it('says so when the log is empty', async () => {
    stub({ [url(1)]: page([], 0) });
    renderPage();
    expect(await screen.findByText('Noch keine Einträge. Sobald sich ein Admin anmeldet oder etwas ändert, steht es hier.')).toBeInTheDocument();
  });

  it('shows a German error with a retry that loads the log', async () => {
    let fail = true;
    stub({ [url(1)]: () => (fail ? jsonResponse({ message: 'kaputt', statusCode: 500 }, 500) : page([entry(1)], 1)()) });
    const u = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Das Protokoll konnte nicht geladen werden.')).toBeInTheDocument();
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Anmeldung im Admin-Panel')).toBeInTheDocument();
  });
});
