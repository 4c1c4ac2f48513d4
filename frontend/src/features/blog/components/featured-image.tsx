import { useState } from 'react';
import { proxiedImageUrl } from '../lib/images';

export interface FeaturedImageProps {
  src: string | null;
  alt: string | null;
  width: number;
  height: number;
  className?: string;
  /** The article's own image is above the fold: load it at once. */
  eager?: boolean;
}

/**
 * A post's featured image: external addresses through the image proxy, sized (no layout shift),
 * lazy unless `eager`; when missing or broken nothing is rendered (the frame shows its
 * background instead).
 */
export function FeaturedImage({ src, alt, width, height, className, eager }: FeaturedImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return null;
  return (
    <img
      className={className}
      src={proxiedImageUrl(src)}
      alt={alt ?? ''}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}
