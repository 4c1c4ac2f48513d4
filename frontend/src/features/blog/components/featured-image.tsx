import { useState } from 'react';
import { reportEarlyImageError } from '@/lib/image-error';

interface FeaturedImageProps {
  src: string | null;
  alt: string | null;
  width: number;
  height: number;
  className?: string;
  /** The article's own image is above the fold: load it at once. */
  eager?: boolean;
}

/**
 * A post's featured image (the API gives external ones as image-proxy addresses), sized (no
 * layout shift), lazy unless `eager`; when missing or broken nothing is rendered (the frame shows
 * its background instead), also when it broke before the page's script was running.
 */
export function FeaturedImage({ src, alt, width, height, className, eager }: FeaturedImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return null;
  return (
    <img
      className={className}
      src={src}
      alt={alt ?? ''}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setFailedSrc(src)}
      ref={reportEarlyImageError(() => setFailedSrc(src))}
    />
  );
}
