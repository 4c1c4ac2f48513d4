import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import de from '@/locales/de/landing.json';
import { Faq } from './faq';

const items = de.faq.items;

function question(q: string) {
  return screen.getByRole('button', { name: q });
}

describe('FAQ accordion', () => {
  it('has 10 questions, the first one open', () => {
    render(<Faq items={items} />);
    expect(items).toHaveLength(10);
    expect(screen.getAllByRole('button')).toHaveLength(10);
    expect(question(items[0].q)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: items[0].q })).toHaveTextContent(items[0].a);
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('keeps one answer open at a time and closes the open one on a second click', async () => {
    const u = userEvent.setup();
    render(<Faq items={items} />);

    await u.click(question(items[3].q));
    expect(question(items[3].q)).toHaveAttribute('aria-expanded', 'true');
    expect(question(items[0].q)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: items[3].q })).toHaveTextContent(items[3].a);
    expect(screen.queryByText(items[0].a)).not.toBeVisible();

    await u.click(question(items[3].q));
    expect(question(items[3].q)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('wires each button to its answer with aria-controls', () => {
    render(<Faq items={items} />);
    const button = question(items[0].q);
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).toHaveAttribute('aria-labelledby', button.id);
  });

  it('works with the keyboard (Enter and Space on the question)', async () => {
    const u = userEvent.setup();
    render(<Faq items={items} initiallyOpen={null} />);
    question(items[5].q).focus();
    await u.keyboard('{Enter}');
    expect(question(items[5].q)).toHaveAttribute('aria-expanded', 'true');
    await u.keyboard(' ');
    expect(question(items[5].q)).toHaveAttribute('aria-expanded', 'false');
  });
});
