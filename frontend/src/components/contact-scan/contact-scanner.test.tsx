import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ContactScanner, type ContactScannerProps } from './contact-scanner';
import { scanFromCard, scanFromCode } from './scan-result';
import type { CardScanResult, ScanEnvironment } from './types';

const VCARD = ['BEGIN:VCARD', 'VERSION:3.0', 'N:Doe;Jane', 'ORG:ACME GmbH;Sales', 'TEL;TYPE=CELL:+49 170 1', 'EMAIL:jane@acme.example', 'END:VCARD'].join('\n');

function fakeCamera() {
  const track = { stop: vi.fn() };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

function environment(overrides: Partial<ScanEnvironment> = {}): ScanEnvironment {
  return {
    openCamera: async () => fakeCamera().stream,
    createDetector: async () => ({ detect: async () => [{ rawValue: VCARD }] }),
    isSecureContext: () => true,
    ...overrides,
  };
}

function renderScanner(props: Partial<ContactScannerProps> = {}) {
  const onResult = vi.fn();
  const onClose = vi.fn();
  const onCardPhoto = vi.fn<(photo: Blob) => Promise<CardScanResult>>();
  const utils = render(
    <ContactScanner
      open
      mode="badge"
      fields={{ customField1: 'Firma', customField2: 'Interesse' }}
      onClose={onClose}
      onResult={onResult}
      onCardPhoto={onCardPhoto}
      environment={environment()}
      {...props}
    />,
  );
  return { ...utils, onResult, onClose, onCardPhoto };
}

// jsdom's video never gets a frame: the scanner sees one as soon as the stream is there
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
});
afterEach(() => vi.restoreAllMocks());

describe('ContactScanner', () => {
  it('reads a badge code, shows what it found and gives the form the prefill with the source badge', async () => {
    const { onResult } = renderScanner();
    expect(await screen.findByText('jane@acme.example')).toBeInTheDocument();
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.getByText('4 Angaben erkannt')).toHaveAttribute('aria-live', 'polite');
    // the phone has no field on this form: offered to copy
    expect(screen.getByLabelText('Nicht zugeordnet – zum Kopieren')).toHaveValue('Telefon: +49 170 1');
    await userEvent.click(screen.getByRole('button', { name: 'In das Formular übernehmen' }));
    expect(onResult).toHaveBeenCalledWith(
      expect.objectContaining({
        source: 'badge',
        prefill: expect.objectContaining({
          values: { name: 'Jane Doe', email: 'jane@acme.example', customField1: 'ACME GmbH', customField2: '' },
        }),
      }),
    );
  });

  it('says how to allow the camera when the permission is denied', async () => {
    renderScanner({
      environment: environment({ openCamera: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Kamera-Zugriff verweigert\. So erlaubst du ihn/);
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('names a missing camera and an insecure page', async () => {
    const { unmount } = renderScanner({
      environment: environment({ openCamera: () => Promise.reject(new DOMException('none', 'NotFoundError')) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Keine Kamera gefunden.');
    unmount();
    const openCamera = vi.fn();
    renderScanner({ environment: environment({ isSecureContext: () => false, openCamera }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('sichere Verbindung (https)');
    expect(openCamera).not.toHaveBeenCalled();
  });

  it('stops the camera when it closes (Escape)', async () => {
    const { stream, track } = fakeCamera();
    const { onClose, rerender } = renderScanner({
      environment: environment({ openCamera: async () => stream, createDetector: async () => ({ detect: async () => [] }) }),
    });
    await screen.findByText('Suche nach einem Code …');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    rerender(
      <ContactScanner open={false} mode="badge" fields={{}} onClose={onClose} onResult={vi.fn()} onCardPhoto={vi.fn()} />,
    );
    expect(track.stop).toHaveBeenCalled();
  });

  it('reads a card photo from a file with a visible wait, and keeps the lines no field took to copy', async () => {
    let answer!: (result: CardScanResult) => void;
    const { onCardPhoto, onResult } = renderScanner({ mode: 'card' });
    onCardPhoto.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const photo = new File(['jpeg'], 'karte.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Foto wählen'), photo);
    expect(onCardPhoto).toHaveBeenCalledWith(photo);
    expect(screen.getByRole('status')).toHaveTextContent('Visitenkarte wird gelesen …');
    await act(async () =>
      answer({
        fields: { name: 'Max Muster', email: 'max@muster.example', phone: null, company: 'Muster AG', title: null, website: null },
        confidence: 0.5,
        text: 'Max Muster\nMuster AG\nmax@muster.example\nHauptstraße 1, 10115 Berlin',
      }),
    );
    expect(await screen.findByText('Die Karte war schwer zu lesen: bitte prüfe die Angaben.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nicht zugeordnet – zum Kopieren')).toHaveValue('Hauptstraße 1, 10115 Berlin');
    await userEvent.click(screen.getByRole('button', { name: 'In das Formular übernehmen' }));
    expect(onResult.mock.calls[0][0]).toMatchObject({ source: 'card', prefill: { values: { name: 'Max Muster', customField1: 'Muster AG' } } });
  });

  it('shows the server’s German refusal of a card photo and lets the team try again', async () => {
    const { onCardPhoto } = renderScanner({ mode: 'card' });
    onCardPhoto.mockRejectedValue(new ApiError('x', 415, 'Das ist kein Bild (JPEG, PNG oder WebP).'));
    await userEvent.upload(screen.getByLabelText('Foto wählen'), new File(['x'], 'x.txt', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Das ist kein Bild (JPEG, PNG oder WebP).');
    expect(screen.getByLabelText('Foto wählen')).toBeEnabled();
  });

  it('keeps card reading off without a network, with the reason', async () => {
    renderScanner({ mode: 'card', cardUnavailable: 'Zum Lesen einer Visitenkarte braucht das Gerät Netz.' });
    expect(await screen.findByText('Zum Lesen einer Visitenkarte braucht das Gerät Netz.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Foto aufnehmen' })).toBeDisabled();
    expect(screen.getByLabelText('Foto wählen')).toBeDisabled();
  });

  it('goes back to scanning with “Noch einmal scannen”', async () => {
    renderScanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Noch einmal scannen' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'In das Formular übernehmen' })).toBeInTheDocument());
  });
});

describe('scan results', () => {
  it('keeps the text of a code that is no contact to copy', () => {
    const scan = scanFromCode('TICKET-4711', {});
    expect(scan).toMatchObject({ source: 'badge', rawText: 'TICKET-4711', prefill: { values: { email: '', name: '' } } });
  });

  it('maps a card answer onto the form by the field labels', () => {
    const scan = scanFromCard(
      { fields: { name: 'A B', email: 'a@b.de', phone: '+49301', company: null, title: 'CEO', website: null }, confidence: 0.9, text: 'A B\nCEO\na@b.de\n+49301' },
      { customField1: 'Telefon', customField2: 'Position' },
    );
    expect(scan.prefill.values).toEqual({ name: 'A B', email: 'a@b.de', customField1: '+49301', customField2: 'CEO' });
    expect(scan.rawText).toBeNull();
  });
});
