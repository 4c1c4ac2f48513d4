import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '@/lib/auth';
import { EVENTS_QUERY_KEY } from '@/lib/events';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/test/render';
import { CapturePage } from './capture-page';

// a badge with a vCard in front of a camera that always runs
vi.mock('@/components/contact-scan/camera', async (original) => ({
  ...(await original<typeof import('@/components/contact-scan/camera')>()),
  browserEnvironment: {
    openCamera: async () => ({ getTracks: () => [{ stop: () => undefined }] }),
    createDetector: async () => ({
      detect: async () => [{ rawValue: 'MECARD:N:Gabler,Gerda;ORG:Gabler KG;TEL:+49301234;EMAIL:gerda@gabler.example;;' }],
    }),
    isSecureContext: () => true,
  },
}));

const staffUser = { id: 7, name: 'Sam Stand', email: 'sam@firma.de', companySlug: 'firma', eventCredits: 0, role: 'user', accountRole: 'staff' };

const event = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  name: `Messe ${id}`,
  status: 'active',
  ended: false,
  doubleOptIn: true,
  leadLimitReached: false,
  nameRequired: false,
  customField1: 'Firma',
  customField2: 'Interesse',
  customField1Options: [],
  customField2Options: ['Produkt A', 'Produkt B'],
  customField1Required: false,
  customField2Required: false,
  privacyText: null,
  privacyUrl: null,
  ...over,
});

function renderCapture(route: string, events = [event('1'), event('2'), event('3', { ended: true })]) {
  const posts: { url: string; body: Record<string, unknown> }[] = [];
  document.cookie = 'XSRF-TOKEN=xsrf';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return jsonResponse({ leadId: 'lead-9', status: 'pending' }, 201);
      }
      return jsonResponse({ message: 'nicht gefunden' }, 404);
    }),
  );
  const client = createQueryClient();
  client.setQueryData(ME_QUERY_KEY, staffUser);
  client.setQueryData(EVENTS_QUERY_KEY, events);
  const router = createMemoryRouter(
    [
      { path: '/leads/capture', element: <CapturePage /> },
      { path: '/leads', element: <h1>Alle Leads</h1> },
    ],
    { initialEntries: [route] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { posts, router };
}

describe('lead desk capture', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  });

  it('scans a badge for the desk’s event, waits for the visitor’s tick, sends it with the source badge, and starts the next visitor', async () => {
    const user = userEvent.setup();
    const { posts } = renderCapture('/leads/capture?event=2');
    expect(await screen.findByLabelText('Event')).toHaveValue('2');
    // only open events to choose from
    expect(screen.queryByRole('option', { name: 'Messe 3' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Badge scannen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Badge scannen' });
    // the phone has no field on this form: offered to copy
    expect(await within(dialog).findByLabelText('Nicht zugeordnet – zum Kopieren')).toHaveValue('Telefon: +49301234');
    await user.click(within(dialog).getByRole('button', { name: 'In das Formular übernehmen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('gerda@gabler.example');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Gerda Gabler');
    expect(screen.getByLabelText(/^Firma/)).toHaveValue('Gabler KG');
    expect(screen.getByRole('note')).toHaveTextContent('die Einwilligung selbst bestätigen');
    expect(screen.getByRole('checkbox')).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Lead speichern' }));
    expect(posts).toHaveLength(0);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Lead speichern' }));

    expect(await screen.findByRole('heading', { name: 'Lead erfasst – die Bestätigungsmail ist unterwegs.' })).toBeInTheDocument();
    expect(posts).toEqual([
      {
        url: '/api/events/2/leads',
        body: { email: 'gerda@gabler.example', name: 'Gerda Gabler', customField1: 'Gabler KG', consent: true, source: 'badge', submissionId: expect.any(String) },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Nächster Besucher' }));
    expect(await screen.findByLabelText('E-Mail-Adresse')).toHaveValue('');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('asks for the event when the desk shows all, names a typed visitor stand, and leads back to the desk', async () => {
    const user = userEvent.setup();
    const { posts, router } = renderCapture('/leads/capture');
    const select = await screen.findByLabelText('Event');
    expect(select).toHaveValue('');
    expect(screen.queryByLabelText('E-Mail-Adresse')).not.toBeInTheDocument();
    await user.selectOptions(select, '1');
    await user.type(await screen.findByLabelText('E-Mail-Adresse'), 'typed@example.org');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Lead speichern' }));
    await screen.findByRole('heading', { name: /Lead erfasst/ });
    expect(posts[0]).toMatchObject({ url: '/api/events/1/leads', body: { email: 'typed@example.org', source: 'stand', consent: true } });

    await user.click(screen.getByRole('link', { name: /Zurück zu den Leads/ }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/leads?event=1');
  });

  it('says when no event takes leads', async () => {
    renderCapture('/leads/capture', [event('3', { ended: true })]);
    expect(await screen.findByText(/Kein Event nimmt gerade Leads an/)).toBeInTheDocument();
  });
});
