import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StandDevice } from '@fairleads/shared/stand-mode';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { StandDevicesCard } from './stand-devices-card';

const device = (overrides: Partial<StandDevice>): StandDevice => ({
  id: 'd1',
  name: 'Tablet Halle 4',
  createdAt: '2026-11-25T10:00:00Z',
  expiresAt: '2099-12-09T10:00:00Z',
  lastUsedAt: null,
  revokedAt: null,
  endedAt: null,
  ...overrides,
});

function renderCard(devices: StandDevice[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(devices)),
  );
  renderWithProviders(<StandDevicesCard eventId="e1" />);
}

describe('the event’s stand devices', () => {
  it('a released device can be revoked', async () => {
    renderCard([device({})]);
    const list = await screen.findByRole('list', { name: 'Freigegebene Stand-Geräte' });
    expect(within(list).getByRole('button', { name: 'Tablet Halle 4 widerrufen' })).toBeInTheDocument();
  });

  it('a device that left stand mode says so and is no longer offered for revoking', async () => {
    renderCard([device({ endedAt: '2026-11-26T16:30:00Z' })]);
    const list = await screen.findByRole('list', { name: 'Freigegebene Stand-Geräte' });
    expect(within(list).getByText(/^Stand-Modus beendet am 26\.11\.2026/)).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /widerrufen/ })).not.toBeInTheDocument();
  });
});
