import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';

const ITEMS = [
  { id: 'a', label: 'Eins' },
  { id: 'b', label: 'Zwei' },
  { id: 'c', label: 'Drei' },
] as const;

function Harness() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs label="Bereiche" items={ITEMS} value={value} onValueChange={setValue} layout="side">
      <p>Inhalt {value}</p>
    </Tabs>
  );
}

function wide(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

describe('Tabs layout="side"', () => {
  it('is a vertical tablist on wide screens: the up and down arrows move too', async () => {
    wide(true);
    const u = userEvent.setup();
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Bereiche' });
    expect(list).toHaveAttribute('aria-orientation', 'vertical');
    screen.getByRole('tab', { name: 'Eins' }).focus();
    await u.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Zwei' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Inhalt b');
    await u.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Drei' })).toHaveAttribute('aria-selected', 'true');
  });

  it('is a row on small screens: left and right move, up and down leave the page alone', async () => {
    wide(false);
    const u = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('tablist')).not.toHaveAttribute('aria-orientation');
    screen.getByRole('tab', { name: 'Eins' }).focus();
    await u.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Eins' })).toHaveAttribute('aria-selected', 'true');
    await u.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Zwei' })).toHaveFocus();
  });
});
