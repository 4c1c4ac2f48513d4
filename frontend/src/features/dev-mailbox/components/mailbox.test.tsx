import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { Mailbox } from './mailbox';

const followUp = {
  id: 'mail-1',
  to: 'erika@example.org',
  subject: 'Danke für Ihren Besuch',
  text: 'Hallo Erika',
  html: '<p>Hallo Erika</p>',
  createdAt: '2026-03-01T10:00:00.000Z',
  headers: {
    'List-Unsubscribe': '<https://app.example.com/unsubscribe/lead.sig>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

describe('the dev mailbox', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a mail’s headers folded away under Kopfzeilen, List-Unsubscribe among them', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse([followUp])));
    renderWithProviders(<Mailbox />);
    const summary = await screen.findByText('Kopfzeilen');
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(within(details).getByText('(2 Kopfzeilen)')).toBeInTheDocument();
    fireEvent.click(summary);
    expect(details).toHaveAttribute('open');
    expect(within(details).getAllByRole('term').map((term) => term.textContent)).toEqual(['List-Unsubscribe', 'List-Unsubscribe-Post']);
    expect(within(details).getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '<https://app.example.com/unsubscribe/lead.sig>',
      'List-Unsubscribe=One-Click',
    ]);
  });

  it('shows no headers section for a mail sent without extra headers', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse([{ ...followUp, headers: {} }])));
    renderWithProviders(<Mailbox />);
    expect(await screen.findByRole('heading', { name: 'Danke für Ihren Besuch' })).toBeInTheDocument();
    expect(screen.queryByText('Kopfzeilen')).not.toBeInTheDocument();
  });
});
