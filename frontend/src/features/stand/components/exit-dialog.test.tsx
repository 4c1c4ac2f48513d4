import { screen, waitFor } from '@testing-library/react';
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
    expect(screen.getByLabelText('PIN')).toHaveAccessibleDescription('Die PIN hat 4 bis 8 Ziffern.');
    expect(exit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('PIN'));
    await user.type(screen.getByLabelText('PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Beenden' }));
    // announced (the staff may not be looking at the field) and the emptied field has the focus again
    expect(await screen.findByRole('alert')).toHaveTextContent('Die PIN stimmt nicht.');
    const pin = screen.getByLabelText('PIN');
    expect(pin).toHaveAccessibleDescription('Die PIN stimmt nicht.');
    await waitFor(() => expect(pin).toHaveFocus());
    expect(pin).toHaveValue('');
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
    expect(await screen.findByRole('alert')).toHaveTextContent(/Zum Beenden braucht das Gerät Netz/);
  });
});
