import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ImageUpload } from './image-upload';

const UPLOADED = 'http://localhost:3000/api/events/42/images/logo/0123456789abcdef0123456789abcdef.webp';

/** A stand-in for the browser's XMLHttpRequest: the test decides progress and answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const png = (bytes: number, name = 'logo.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function renderUpload(uploadedUrl: string | null = null) {
  const onChanged = vi.fn();
  renderWithProviders(<ImageUpload eventId="42" kind="logo" uploadedUrl={uploadedUrl} onChanged={onChanged} />);
  const input = screen.getByTestId('upload-logo').querySelector('input[type="file"]') as HTMLInputElement;
  return { onChanged, input };
}

describe('ImageUpload', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=test-token';
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('offers "Bild hochladen" with the rule, accepting only JPG, PNG and WebP in the picker', () => {
    const { input } = renderUpload();
    expect(screen.getByRole('button', { name: /Bild hochladen/ })).toBeEnabled();
    expect(screen.getByText('Nur JPG, PNG oder WebP bis 2 MB.')).toBeInTheDocument();
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
  });

  it('refuses a file over 2 MB before sending it', async () => {
    const { input, onChanged } = renderUpload();
    fireEvent.change(input, { target: { files: [png(3 * 1024 * 1024)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nur JPG, PNG oder WebP bis 2 MB.');
    expect(FakeXhr.last).toBeNull();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('sends the file with the XSRF header, shows the progress and hands on the saved event', async () => {
    const { input, onChanged } = renderUpload();
    fireEvent.change(input, { target: { files: [png(1000)] } });
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/events/42/images/logo');
    expect(xhr.headers['X-XSRF-TOKEN']).toBe('test-token');
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    act(() => xhr.progress(40));
    expect(screen.getByRole('progressbar', { name: 'Fortschritt beim Hochladen (Logo)' })).toHaveAttribute('value', '40');
    expect(screen.getByRole('button', { name: /Wird hochgeladen/ })).toBeDisabled();
    act(() => xhr.answer(200, { id: '42', uploadedLogoUrl: UPLOADED }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ id: '42', uploadedLogoUrl: UPLOADED }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the server’s German refusal, e.g. for an HTML file named .png', async () => {
    const { input } = renderUpload();
    fireEvent.change(input, { target: { files: [png(200, 'seite.png')] } });
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() => FakeXhr.last!.answer(400, { statusCode: 400, message: 'Nur JPG, PNG oder WebP bis 2 MB: Diese Datei ist kein solches Bild.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nur JPG, PNG oder WebP bis 2 MB: Diese Datei ist kein solches Bild.');
  });

  it('takes a dropped file like a picked one', async () => {
    renderUpload();
    const zone = screen.getByTestId('upload-logo').firstElementChild as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [png(500)] } });
    await waitFor(() => expect(FakeXhr.last?.url).toBe('/api/events/42/images/logo'));
  });

  it('shows the uploaded image and removes it on request', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ id: '42', uploadedLogoUrl: null }));
    vi.stubGlobal('fetch', fetchMock);
    const { onChanged } = renderUpload(UPLOADED);
    expect(screen.getByRole('img', { name: 'Hochgeladenes Logo' })).toHaveAttribute('src', UPLOADED);
    expect(screen.getByText('Logo hochgeladen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Entfernen/ }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ id: '42', uploadedLogoUrl: null }));
    expect(fetchMock).toHaveBeenCalledWith('/api/events/42/images/logo', expect.objectContaining({ method: 'DELETE' }));
  });
});
