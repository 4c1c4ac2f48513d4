import type { CSSProperties } from 'react';

/** The pages' default colours: orange E76E33 for buttons, teal 007E87 for accents and as the page background. */
export const DEFAULT_PRIMARY = '#E76E33';
export const DEFAULT_SECONDARY = '#007E87';
const DEFAULT_BACKGROUND = '#007E87';

export const WHITE = '#ffffff';
/** Same as --color-text. */
export const DARK_TEXT = '#1f2933';

export interface BrandColors {
  primaryColor?: string | null;
  secondaryColor?: string | null;
  backgroundColor?: string | null;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#abc' / 'AABBCC' / '#AaBbCc' -> '#aabbcc'; anything else -> the fallback. */
export function normalizeHex(value: string | null | undefined, fallback: string): string {
  const match = HEX.exec((value ?? '').trim());
  if (!match) return fallback.toLowerCase();
  let hex = match[1].toLowerCase();
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  return `#${hex}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a normalised '#rrggbb'. */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** White text when it reaches 4.5:1 on `background`, otherwise whichever of white/dark reads better. */
export function readableTextOn(background: string): string {
  const onWhite = contrastRatio(WHITE, background);
  if (onWhite >= 4.5) return WHITE;
  return contrastRatio(DARK_TEXT, background) > onWhite ? DARK_TEXT : WHITE;
}

function mixTowardBlack(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const scale = (c: number) => Math.round(c * (1 - amount));
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(scale);
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A fill that carries readable button text: the brand colour itself when white or dark text
 * reaches 4.5:1 on it, else the colour darkened in 5 % steps until white text does (mid-tones
 * such as the default blue #3b82f6 reach neither; they become a slightly deeper shade).
 */
export function accessibleFill(hex: string): string {
  if (contrastRatio(WHITE, hex) >= 4.5 || contrastRatio(DARK_TEXT, hex) >= 4.5) return hex;
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const darker = mixTowardBlack(hex, amount);
    if (contrastRatio(WHITE, darker) >= 4.5) return darker;
  }
  return DARK_TEXT;
}

/**
 * CSS custom properties for a branded page. Buttons use the primary colour, accents the
 * secondary colour, the page the background colour; text colours are picked for contrast.
 * Accents used as text or focus ring on the white card fall back to dark text when too light.
 */
export function brandStyle(colors: BrandColors | null | undefined): CSSProperties {
  const primary = accessibleFill(normalizeHex(colors?.primaryColor, DEFAULT_PRIMARY));
  const accent = normalizeHex(colors?.secondaryColor, DEFAULT_SECONDARY);
  const background = normalizeHex(colors?.backgroundColor, DEFAULT_BACKGROUND);
  const onBackground = readableTextOn(background);
  return {
    '--vp-bg': background,
    '--vp-on-bg': onBackground,
    '--vp-primary': primary,
    '--vp-on-primary': readableTextOn(primary),
    '--vp-accent': accent,
    '--vp-accent-text': contrastRatio(accent, WHITE) >= 4.5 ? accent : DARK_TEXT,
    '--vp-accent-ring': contrastRatio(accent, WHITE) >= 3 ? accent : DARK_TEXT,
    '--vp-bg-ring': onBackground,
  } as CSSProperties;
}

/** Only http(s) or same-origin paths may become links or be opened (no javascript: etc.). */
export function safeUrl(value: string | null | undefined): string | null {
  const raw = (value ?? '').trim();
  if (!raw) return null;
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i;

/** Image sources: like safeUrl, plus inline data:image URLs (an <img> never runs their scripts). */
export function safeImageUrl(value: string | null | undefined): string | null {
  const raw = (value ?? '').trim();
  if (DATA_IMAGE.test(raw)) return raw;
  return safeUrl(raw);
}
