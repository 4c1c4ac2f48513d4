import { useEffect, useState, type CSSProperties } from 'react';
import './confetti.css';

const PIECES = 40;
const DURATION_MS = 3200;
const PALETTE = ['#ffd23f', '#ffffff', '#3ddc97', '#ff6b6b'];

interface Piece {
  left: number;
  delay: number;
  duration: number;
  drift: number;
  spin: number;
  color: string;
  wide: boolean;
}

function makePieces(colors: string[]): Piece[] {
  const palette = [...colors, ...PALETTE];
  return Array.from({ length: PIECES }, (_, i) => ({
    left: Math.random() * 100,
    delay: Math.random() * 600,
    duration: 2000 + Math.random() * 600,
    drift: (Math.random() - 0.5) * 160,
    spin: 360 + Math.random() * 720,
    color: palette[i % palette.length],
    wide: i % 3 === 0,
  }));
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** ~40 CSS-animated pieces falling for about 3 s; nothing at all with prefers-reduced-motion. */
export function Confetti({ colors = [] }: { colors?: string[] }) {
  const [pieces] = useState(() => (prefersReducedMotion() ? [] : makePieces(colors)));
  const [done, setDone] = useState(pieces.length === 0);

  useEffect(() => {
    if (done) return;
    const timer = window.setTimeout(() => setDone(true), DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  if (done) return null;
  return (
    <div className="confetti" aria-hidden="true" data-testid="confetti">
      {pieces.map((p, i) => (
        <span
          key={i}
          className={`confetti__piece${p.wide ? ' confetti__piece--wide' : ''}`}
          style={
            {
              left: `${p.left}%`,
              background: p.color,
              animationDelay: `${p.delay}ms`,
              animationDuration: `${p.duration}ms`,
              '--drift': `${p.drift}px`,
              '--spin': `${p.spin}deg`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
