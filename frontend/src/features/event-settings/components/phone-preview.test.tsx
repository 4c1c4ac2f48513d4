import { fireEvent, render, screen } from '@testing-library/react';
import { toSettings, type EventDetail } from '../types';
import { PhonePreview } from './phone-preview';

const base = { id: '42', name: 'Messe Wien', slug: 'messe-wien', downloadUrl: 'https://example.com/a.pdf' } as EventDetail;
const values = (patch: Partial<EventDetail>) => toSettings({ ...base, ...patch });
const UPLOADED = 'http://localhost:3000/api/events/42/images/logo/0123456789abcdef0123456789abcdef.webp';

describe('PhonePreview images', () => {
  it('says why a logo over http:// does not show instead of drawing a broken image', () => {
    render(<PhonePreview values={values({ logoUrl: 'http://firma.de/logo.png' })} formUrl={null} />);
    expect(screen.getByText('Logo nicht erreichbar: nur https')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Logo' })).not.toBeInTheDocument();
  });

  it('replaces a logo that fails to load by the reason the server found for that URL', () => {
    const url = 'https://firma.de/weg.png';
    render(
      <PhonePreview
        values={values({ logoUrl: url })}
        formUrl={null}
        images={{ uploadedLogoUrl: null, uploadedHeaderImageUrl: null, logoProblem: { url, reason: 'Logo nicht erreichbar: der Server antwortet mit 404.' } }}
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Logo' }));
    expect(screen.getByText('Logo nicht erreichbar: der Server antwortet mit 404.')).toBeInTheDocument();
  });

  it('says "nicht erreichbar" for a dead header image the server has not checked yet', () => {
    const { container } = render(<PhonePreview values={values({ headerImageUrl: 'https://firma.de/neu.png' })} formUrl={null} />);
    fireEvent.error(container.querySelector('img.es-phone__header')!);
    expect(screen.getByText('Header-Bild nicht erreichbar')).toBeInTheDocument();
  });

  it('shows the uploaded logo instead of the URL', () => {
    render(
      <PhonePreview values={values({ logoUrl: 'http://firma.de/logo.png' })} formUrl={null} images={{ uploadedLogoUrl: UPLOADED, uploadedHeaderImageUrl: null }} />,
    );
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', UPLOADED);
    expect(screen.queryByText(/nur https/)).not.toBeInTheDocument();
  });
});
