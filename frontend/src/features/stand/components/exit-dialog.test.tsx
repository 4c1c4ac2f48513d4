import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { ExitDialog } from './exit-dialog';

describe('Stand-Modus beenden', () => {
  it('leaves only with the right PIN and says when it is wrong', async () => {
    const exit = vi.fn(async (pin: string) => {
      if (pin !== '4711') throw new ApiError('Die PIN stimmt nicht.', 403, 'Die PIN stimmt nicht.');
    });
    const onExited = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ExitDialog open onOpenChange={() => {}} waiting={2} exit={exit} onExited={onExited} />);

    expect(screen.getByText(/2 Einträge warten noch auf Netz/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('PIN'), '12');
    await user.click(screen.getByRole('button', { name: 'Beenden' }));
    expect(screen.getByText('Die PIN hat 4 bis 8 Ziffern.')).toBeInTheDocument();
    expect(exit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('PIN'));
    await user.type(screen.getByLabelText('PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Beenden' }));
    expect(await screen.findByText('Die PIN stimmt nicht.')).toBeInTheDocument();
    expect(onExited).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('PIN'), '4711');
    await user.click(screen.getByRole('button', { name: 'Beenden' }));
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('says that leaving needs a network when there is none', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExitDialog open onOpenChange={() => {}} waiting={0} exit={() => Promise.reject(new TypeError('Failed to fetch'))} onExited={vi.fn()} />);
    await user.type(screen.getByLabelText('PIN'), '4711');
    await user.click(screen.getByRole('button', { name: 'Beenden' }));
    expect(await screen.findByText(/Zum Beenden braucht das Gerät Netz/)).toBeInTheDocument();
  });
});
