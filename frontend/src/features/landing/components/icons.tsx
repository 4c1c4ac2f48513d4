/** The pictures of the landing page's feature lists. */
export type LandingIcon =
  | 'bolt'
  | 'mail'
  | 'shield'
  | 'palette'
  | 'download'
  | 'team'
  | 'phone'
  | 'clock'
  | 'gift'
  | 'lock'
  | 'booth'
  | 'store'
  | 'route'
  | 'agency';

/** Stroke icons (24 px grid, currentColor), inline so the landing page needs no icon font or request. */
const PATHS: Record<LandingIcon | 'check' | 'arrow-left' | 'arrow-right' | 'calendar' | 'qr' | 'chevron' | 'alert' | 'chart', string[]> = {
  bolt: ['M13 2 4 14h7l-1 8 9-12h-7l1-8Z'],
  mail: ['M3 6h18v12H3z', 'm3 7 9 6 9-6'],
  shield: ['M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Z', 'm8.5 12 2.5 2.5 4.5-5'],
  palette: [
    'M12 3a9 9 0 0 0 0 18c1.1 0 1.6-.8 1.6-1.6 0-1.2-.9-1.6-.9-2.6 0-.9.7-1.6 1.6-1.6H16a5 5 0 0 0 5-5C21 6.4 17 3 12 3Z',
    'M7.5 11.5h.01M10 7.5h.01M14.5 7.5h.01',
  ],
  download: ['M12 3v12', 'm7 10 5 5 5-5', 'M4 19h16'],
  team: ['M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z', 'M2.5 20c.6-3.4 3.2-5.5 6.5-5.5s5.9 2.1 6.5 5.5', 'M16 4.3a3.5 3.5 0 0 1 0 6.4', 'M18 14.8c1.9.7 3.1 2.5 3.5 5.2'],
  phone: ['M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Z', 'M11 18h2'],
  clock: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M12 7v5l3 2'],
  gift: ['M4 11h16v10H4z', 'M3 7h18v4H3z', 'M12 7v14', 'M12 7S10.5 3 8 3a2 2 0 0 0 0 4h4Zm0 0s1.5-4 4-4a2 2 0 0 1 0 4h-4Z'],
  lock: ['M5 11h14v10H5z', 'M8 11V7a4 4 0 0 1 8 0v4', 'M12 15v2'],
  booth: ['M3 21V9l9-5 9 5v12', 'M3 21h18', 'M8 21v-6h8v6', 'M8 11h8'],
  store: ['M4 10v11h16V10', 'M3 4h18l-1.5 6h-15L3 4Z', 'M10 21v-6h4v6'],
  route: ['M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z', 'M18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z', 'M8 17h6.5a3.5 3.5 0 0 0 0-7h-5a3.5 3.5 0 0 1 0-7H16'],
  agency: ['M3 21h18', 'M5 21V5l7-2v18', 'M19 21V9l-7-2', 'M8 8h1M8 12h1M8 16h1M15 12h1M15 16h1'],
  check: ['m5 12.5 4.5 4.5L19 7.5'],
  'arrow-left': ['M15 5l-7 7 7 7'],
  'arrow-right': ['m9 5 7 7-7 7'],
  calendar: ['M4 5h16v16H4z', 'M4 10h16', 'M8 3v4M16 3v4'],
  qr: ['M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4z', 'M14 14h2v2h-2zM18 14h2v2M14 18v2h2M18 18h2v2h-2'],
  chevron: ['m6 9 6 6 6-6'],
  alert: ['M12 3 2 20h20L12 3Z', 'M12 10v4M12 17h.01'],
  chart: ['M4 20V10M10 20V4M16 20v-7M22 20H2'],
};

type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
