/** ~40 CSS-animated pieces falling for about 3 s (styles in components/ui/confetti.css); none with reduced motion. */
const PIECES = 40;
const DURATION_MS = 3200;
const PALETTE = ['#ffd23f', '#ffffff', '#3ddc97', '#ff6b6b'];

export function showConfetti(colors: string[]): void {
  if (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const palette = [...colors, ...PALETTE];
  const layer = document.createElement('div');
  layer.className = 'confetti';
  layer.setAttribute('aria-hidden', 'true');
  layer.dataset.testid = 'confetti';
  for (let i = 0; i < PIECES; i++) {
    const piece = document.createElement('span');
    piece.className = `confetti__piece${i % 3 === 0 ? ' confetti__piece--wide' : ''}`;
    piece.style.left = `${Math.random() * 100}%`;
    piece.style.background = palette[i % palette.length];
    piece.style.animationDelay = `${Math.random() * 600}ms`;
    piece.style.animationDuration = `${2000 + Math.random() * 600}ms`;
    piece.style.setProperty('--drift', `${(Math.random() - 0.5) * 160}px`);
    piece.style.setProperty('--spin', `${360 + Math.random() * 720}deg`);
    layer.append(piece);
  }
  document.body.append(layer);
  window.setTimeout(() => layer.remove(), DURATION_MS);
}
