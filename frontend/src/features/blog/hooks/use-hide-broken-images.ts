import { useEffect, type RefObject } from 'react';
import { hideBrokenImages } from '../lib/images';

/** After the HTML is in the DOM: images that fail to load are hidden (no inline onerror, CSP). */
export function useHideBrokenImages(ref: RefObject<HTMLElement | null>, html: string) {
  useEffect(() => {
    if (!ref.current) return undefined;
    return hideBrokenImages(ref.current);
  }, [ref, html]);
}
