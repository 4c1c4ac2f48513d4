/**
 * Blog images: the API hands out post HTML and featured images that already load
 * through the image proxy with native lazy loading (backend/src/modules/blog/html/post-images.ts);
 * here, images that fail to load are hidden.
 */

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
