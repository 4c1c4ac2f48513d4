import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScreenshotCarousel } from './screenshot-carousel';

describe('screenshot carousel', () => {
  it('shows 6 slides one at a time with sized lazy images, moves with buttons, dots and arrow keys', async () => {
    const u = userEvent.setup();
    render(<ScreenshotCarousel />);
    const img = screen.getByRole('img', { name: 'Screenshot: Dashboard' });
    expect(img).toHaveAttribute('src', '/screenshots/dashboard.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '800');
    expect(screen.getAllByRole('button', { name: /Screenshot \d anzeigen/ })).toHaveLength(6);

    await u.click(screen.getByRole('button', { name: 'Nächster Screenshot' }));
    expect(screen.getByRole('group', { name: '2 von 6: Event-Einstellungen' })).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Vorheriger Screenshot' }));
    await u.click(screen.getByRole('button', { name: 'Vorheriger Screenshot' }));
    expect(screen.getByRole('group', { name: '6 von 6: Archiv' })).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Screenshot 4 anzeigen' }));
    expect(screen.getByRole('button', { name: 'Screenshot 4 anzeigen' })).toHaveAttribute('aria-current', 'true');

    const region = screen.getByRole('region', { name: 'Screenshots von FairLeads' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(screen.getByRole('group', { name: '5 von 6: QR-Code' })).toBeVisible();
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(screen.getByRole('group', { name: '4 von 6: Leads in Echtzeit' })).toBeVisible();
  });

  it('falls back to the -alt screenshot, then hides the image and keeps the caption', () => {
    render(<ScreenshotCarousel />);
    fireEvent.error(screen.getByRole('img', { name: 'Screenshot: Dashboard' }));
    const alt = screen.getByRole('img', { name: 'Screenshot: Dashboard' });
    expect(alt).toHaveAttribute('src', '/screenshots/dashboard-alt.jpg');
    fireEvent.error(alt);
    expect(screen.queryByRole('img', { name: 'Screenshot: Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByText('Alle Events und neuen Leads auf einen Blick.')).toBeVisible();
  });
});
