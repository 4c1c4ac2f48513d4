/**
 * Blog images: external http(s) images load through our image proxy, so a reader's
 * browser never asks another site; lazy-load plug-in markup (WordPress: data-src & co. with a
 * placeholder in src) becomes native lazy loading. Done here, once, so the pages rendered on the
 * server and the API's answers carry the same HTML.
 */

export const IMAGE_PROXY_PATH = '/api/image-proxy';

/** Lazy-load attributes that carry the real address, in order of preference. */
export const LAZY_SRC_ATTRIBUTES = ['data-src', 'data-lazy-src', 'data-original'] as const;
export const LAZY_SRCSET_ATTRIBUTES = ['data-srcset', 'data-lazy-srcset'] as const;
const LAZY_CLASSES = new Set(['lazyload', 'lazy', 'lazyloaded', 'lazyloading']);

/**
 * The address to load an image from: external http(s) (and protocol-relative) addresses go
 * through the proxy; relative, same-origin (`appOrigin`) and data: addresses stay as they are.
 */
export function proxiedImageUrl(src: string, appOrigin: string): string {
  const value = src.trim();
  if (!value) return value;
  const absolute = value.startsWith('//') ? `https:${value}` : value;
  if (!/^https?:\/\//i.test(absolute)) return value;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return value;
  }
  if (url.origin === appOrigin) return value;
  return `${IMAGE_PROXY_PATH}?url=${encodeURIComponent(url.href)}`;
}

/** A stand-in that a lazy-load plug-in puts in src until the real image is loaded. */
export function isPlaceholderSrc(src: string | undefined): boolean {
  if (!src || !src.trim()) return true;
  const value = src.trim().toLowerCase();
  if (value.startsWith('data:')) return true;
  const file = value.split(/[?#]/)[0].split('/').pop() ?? '';
  return /placeholder|lazy|blank|spacer|transparent|loading/.test(file);
}

/** Every candidate of a srcset through the proxy ("url 2x, url 800w"). */
export function proxiedSrcset(srcset: string, appOrigin: string): string {
  return srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim())
    .filter(Boolean)
    .map((candidate) => {
      const [url, ...descriptor] = candidate.split(/\s+/);
      return [proxiedImageUrl(url, appOrigin), ...descriptor].join(' ');
    })
    .join(', ');
}

type Attributes = Record<string, string>;

function firstAttribute(attribs: Attributes, names: readonly string[], accept: (value: string) => boolean = () => true): string | null {
  for (const name of names) {
    const value = attribs[name]?.trim();
    if (value && accept(value)) return value;
  }
  return null;
}

function lastCandidate(srcset: string, accept: (url: string) => boolean): string | null {
  const candidates = srcset.split(/,\s+/).map((c) => c.trim().split(/\s+/)[0]).filter((url) => url && accept(url));
  return candidates.at(-1) ?? null;
}

/**
 * An <img>'s attributes as the page loads it: the lazy-load attribute's address replaces the
 * placeholder in src (with only a lazy srcset, its last, largest candidate), src and srcset go
 * through the proxy, lazy-load classes and attributes are dropped, loading is lazy and decoding
 * async. `isSafe` decides which lazy-load addresses may become src.
 */
export function rewriteImageAttributes(attribs: Attributes, appOrigin: string, isSafe: (url: string) => boolean): Attributes {
  const lazySrcset = firstAttribute(attribs, LAZY_SRCSET_ATTRIBUTES);
  const srcset = lazySrcset ?? attribs.srcset ?? null;
  const usableSrcset = srcset && !srcset.trim().startsWith('data:') ? srcset : null;
  const lazySrc = firstAttribute(attribs, LAZY_SRC_ATTRIBUTES, isSafe);
  const realSrc = lazySrc ?? (isPlaceholderSrc(attribs.src) && usableSrcset ? lastCandidate(usableSrcset, isSafe) : attribs.src);

  const out: Attributes = { ...attribs };
  for (const name of [...LAZY_SRC_ATTRIBUTES, ...LAZY_SRCSET_ATTRIBUTES, 'data-sizes']) delete out[name];
  if (realSrc) out.src = proxiedImageUrl(realSrc, appOrigin);
  else delete out.src;
  if (usableSrcset) out.srcset = proxiedSrcset(usableSrcset, appOrigin);
  else delete out.srcset;
  const lazySizes = attribs['data-sizes'];
  if (lazySizes && lazySizes !== 'auto') out.sizes = lazySizes;
  const classes = (attribs.class ?? '').split(/\s+/).filter((name) => name && !LAZY_CLASSES.has(name));
  if (classes.length) out.class = classes.join(' ');
  else delete out.class;
  out.loading = 'lazy';
  out.decoding = 'async';
  return out;
}
