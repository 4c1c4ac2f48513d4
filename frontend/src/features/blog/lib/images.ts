/**
 * Blog images (spec 2 "Blog"): external http(s) images load through our image proxy, lazy-load
 * plug-in markup (WordPress: data-src & co. with a placeholder in src) becomes native lazy
 * loading, and images that fail to load are hidden.
 */

export const IMAGE_PROXY_PATH = '/api/image-proxy';

/** Lazy-load attributes that carry the real address, in order of preference. */
const LAZY_SRC_ATTRIBUTES = ['data-src', 'data-lazy-src', 'data-original'] as const;
const LAZY_SRCSET_ATTRIBUTES = ['data-srcset', 'data-lazy-srcset'] as const;
const LAZY_CLASSES = ['lazyload', 'lazy', 'lazyloaded', 'lazyloading'];

function currentOrigin(): string {
  return typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
}

/**
 * The address to load an image from: external http(s) (and protocol-relative) addresses go
 * through the proxy; relative, same-origin and data: addresses stay as they are.
 */
export function proxiedImageUrl(src: string, origin: string = currentOrigin()): string {
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
  if (url.origin === origin) return value;
  return `${IMAGE_PROXY_PATH}?url=${encodeURIComponent(url.href)}`;
}

/** A stand-in that a lazy-load plug-in puts in src until the real image is loaded. */
export function isPlaceholderSrc(src: string | null): boolean {
  if (!src || !src.trim()) return true;
  const value = src.trim().toLowerCase();
  if (value.startsWith('data:')) return true;
  const file = value.split(/[?#]/)[0].split('/').pop() ?? '';
  return /placeholder|lazy|blank|spacer|transparent|loading/.test(file);
}

/** Every candidate of a srcset through the proxy ("url 2x, url 800w"). */
export function proxiedSrcset(srcset: string, origin: string = currentOrigin()): string {
  return srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim())
    .filter(Boolean)
    .map((candidate) => {
      const [url, ...descriptor] = candidate.split(/\s+/);
      return [proxiedImageUrl(url, origin), ...descriptor].join(' ');
    })
    .join(', ');
}

function firstAttribute(element: Element, names: readonly string[]): string | null {
  for (const name of names) {
    const value = element.getAttribute(name);
    if (value && value.trim()) return value.trim();
  }
  return null;
}

function lastCandidate(srcset: string): string | null {
  const candidates = srcset.split(/,\s+/).map((c) => c.trim().split(/\s+/)[0]).filter(Boolean);
  return candidates.at(-1) ?? null;
}

function rewriteImage(img: HTMLImageElement, origin: string) {
  const lazySrcset = firstAttribute(img, LAZY_SRCSET_ATTRIBUTES);
  const srcset = lazySrcset ?? img.getAttribute('srcset');
  const usableSrcset = srcset && !srcset.trim().startsWith('data:') ? srcset : null;

  // The lazy-load attribute carries the real image and replaces the placeholder in src; with
  // only a lazy srcset, its last (largest) candidate stands in for the placeholder.
  const src = img.getAttribute('src');
  const lazySrc = firstAttribute(img, LAZY_SRC_ATTRIBUTES);
  const realSrc = lazySrc ?? (isPlaceholderSrc(src) && usableSrcset ? lastCandidate(usableSrcset) : src);
  if (realSrc) img.setAttribute('src', proxiedImageUrl(realSrc, origin));
  else img.removeAttribute('src');

  if (usableSrcset) img.setAttribute('srcset', proxiedSrcset(usableSrcset, origin));
  else img.removeAttribute('srcset');

  const lazySizes = img.getAttribute('data-sizes');
  if (lazySizes && lazySizes !== 'auto') img.setAttribute('sizes', lazySizes);
  for (const name of [...LAZY_SRC_ATTRIBUTES, ...LAZY_SRCSET_ATTRIBUTES, 'data-sizes']) img.removeAttribute(name);

  img.classList.remove(...LAZY_CLASSES);
  if (img.classList.length === 0) img.removeAttribute('class');
  img.setAttribute('loading', 'lazy');
  img.setAttribute('decoding', 'async');
}

function rewriteSource(source: Element, origin: string) {
  const srcset = firstAttribute(source, LAZY_SRCSET_ATTRIBUTES) ?? source.getAttribute('srcset');
  if (srcset) source.setAttribute('srcset', proxiedSrcset(srcset, origin));
  for (const name of LAZY_SRCSET_ATTRIBUTES) source.removeAttribute(name);
}

/**
 * Rewrites the images of a post's (server-sanitised) HTML. Pure: parses the string with
 * DOMParser and returns new HTML; nothing of it is executed or loaded while parsing.
 */
export function rewriteBlogImages(html: string, origin: string = currentOrigin()): string {
  if (!html || !/<(img|source)\b/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
  doc.body.querySelectorAll('img').forEach((img) => rewriteImage(img, origin));
  doc.body.querySelectorAll('picture > source').forEach((source) => rewriteSource(source, origin));
  // <noscript> fallbacks of lazy-load plug-ins would show the image twice where scripts are off.
  doc.body.querySelectorAll('noscript').forEach((node) => node.remove());
  return doc.body.innerHTML;
}

/**
 * Hides every image in `root` that fails (or already failed) to load. Listeners, not inline
 * onerror attributes: the Content-Security-Policy forbids inline handlers. Returns the cleanup.
 */
export function hideBrokenImages(root: ParentNode): () => void {
  const cleanups: (() => void)[] = [];
  root.querySelectorAll('img').forEach((img) => {
    const hide = () => {
      img.hidden = true;
      const figure = img.closest('figure');
      if (figure && figure.querySelectorAll('img:not([hidden])').length === 0) figure.hidden = true;
    };
    if (img.complete && img.getAttribute('src') && img.naturalWidth === 0 && img.currentSrc) hide();
    img.addEventListener('error', hide);
    cleanups.push(() => img.removeEventListener('error', hide));
  });
  return () => cleanups.forEach((cleanup) => cleanup());
}
