import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toSettings, type EventDetail } from '../types';
import { PhonePreview } from './phone-preview';

const base = { id: '42', name: 'Messe Wien', slug: 'messe-wien', downloadUrl: 'https://example.com/a.pdf' } as EventDetail;
const values = (patch: Partial<EventDetail>) => toSettings({ ...base, ...patch });
const UPLOADED = 'http://localhost:3000/api/events/42/images/logo/0123456789abcdef0123456789abcdef.webp';

describe('PhonePreview images', () => {
  it('says why a logo over http:// does not show instead of drawing a broken image', () => {
    render(<PhonePreview values={values({ logoUrl: 'http://firma.de/logo.png' })} formUrl={null} />);
    expect(screen.getByText('Logo nicht erreichbar: nur https')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Messe Wien' })).not.toBeInTheDocument();
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
    fireEvent.error(screen.getByRole('img', { name: 'Messe Wien' }));
    expect(screen.getByText('Logo nicht erreichbar: der Server antwortet mit 404.')).toBeInTheDocument();
  });

  it('says "nicht erreichbar" for a dead header image the server has not checked yet', () => {
    const { container } = render(<PhonePreview values={values({ headerImageUrl: 'https://firma.de/neu.png' })} formUrl={null} />);
    fireEvent.error(container.querySelector('img.vp-card__header')!);
    expect(screen.getByText('Header-Bild nicht erreichbar')).toBeInTheDocument();
  });

  it('shows the uploaded logo instead of the URL', () => {
    render(
      <PhonePreview values={values({ logoUrl: 'http://firma.de/logo.png' })} formUrl={null} images={{ uploadedLogoUrl: UPLOADED, uploadedHeaderImageUrl: null }} />,
    );
    expect(screen.getByRole('img', { name: 'Messe Wien' })).toHaveAttribute('src', UPLOADED);
    expect(screen.queryByText(/nur https/)).not.toBeInTheDocument();
  });
});

describe('PhonePreview is the visitor form', () => {
  it("shows the form's own words: '(optional)' on the name, the privacy link inside the consent, no placeholder the form lacks", () => {
    render(<PhonePreview values={values({ privacyUrl: 'https://firma.de/datenschutz', nameRequired: false })} formUrl={null} />);
    const preview = within(screen.getByTestId('phone-preview'));
    expect(preview.getByLabelText('Name (optional)')).not.toHaveAttribute('placeholder');
    expect(preview.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', 'https://firma.de/datenschutz');
    expect(preview.getByRole('checkbox').closest('.vp-check')).toHaveTextContent(
      'Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden.',
    );
    expect(preview.getByRole('heading', { name: 'Messe Wien' })).not.toHaveAttribute('style');
  });

  it('names a required name without "(optional)" and shows the thank-you page without double opt-in', async () => {
    render(<PhonePreview values={values({ nameRequired: true, doubleOptIn: false })} formUrl={null} />);
    const preview = within(screen.getByTestId('phone-preview'));
    expect(preview.getByLabelText('Name')).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Erfolg' }));
    expect(preview.getByRole('heading', { name: 'Vielen Dank!' })).toBeInTheDocument();
    expect(preview.getByRole('link', { name: '📥 Jetzt herunterladen' })).toHaveAttribute('href', 'https://example.com/a.pdf');
  });

  it('on a narrow screen opens from its bar and closes with Escape', async () => {
    const u = userEvent.setup();
    render(<PhonePreview values={values({})} formUrl={null} />);
    const toggle = screen.getByRole('button', { name: 'Vorschau anzeigen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await u.click(toggle);
    expect(screen.getByRole('button', { name: 'Vorschau schließen' })).toHaveAttribute('aria-expanded', 'true');
    await u.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Vorschau anzeigen' })).toHaveAttribute('aria-expanded', 'false');
  });
});
