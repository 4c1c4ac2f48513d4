import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { AppToaster } from '@/app/toaster';

describe('toasts', () => {
  it('a success clears the error toasts shown before it', async () => {
    render(<AppToaster />);
    act(() => void toast.error('Anmeldung fehlgeschlagen', { description: 'Ungültige E-Mail oder Passwort' }));
    expect(await screen.findByText('Anmeldung fehlgeschlagen')).toBeInTheDocument();
    act(() => void toast.success('Login erfolgreich!'));
    expect(await screen.findByText('Login erfolgreich!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Anmeldung fehlgeschlagen')).not.toBeInTheDocument());
    expect(toast.getToasts().map((item) => ('type' in item ? item.type : 'dismissed'))).toEqual(['success']);
  });

  it('an error after a success stays', async () => {
    render(<AppToaster />);
    act(() => void toast.success('Gespeichert'));
    expect(await screen.findByText('Gespeichert')).toBeInTheDocument();
    act(() => void toast.error('Speichern fehlgeschlagen'));
    expect(await screen.findByText('Speichern fehlgeschlagen')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Speichern fehlgeschlagen')).toBeInTheDocument();
  });
});
