// An image that loads when it comes near the screen (see lazy-loader.ts for the settings) and
// shows the default icon when it fails. Width and height reserve its box, so nothing shifts.
import { useEffect, useRef, useState } from 'react';
import { loadedImages, watchForLoad } from './lazy-loader';
import './lazy-image.css';

export interface LazyImageProps {
  src: string;
  /** Empty for a purely decorative image. */
  alt: string;
  /** The image's natural size, for the aspect ratio of the reserved box. */
  width: number;
  height: number;
  /** Shown when the image fails (spec 8 "Image-load failure: default game icon"). */
  fallback?: string;
  /** Load at once with high priority: for the first thing on the screen, such as a banner. */
  eager?: boolean;
  className?: string;
}

export const defaultImageFallback = '/images/default-game.svg';

export function LazyImage({
  src,
  alt,
  width,
  height,
  fallback = defaultImageFallback,
  eager = false,
  className,
}: LazyImageProps) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const [visibleSrc, setVisibleSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [isFallbackBroken, setFallbackBroken] = useState(false);

  const isCached = loadedImages.has(src);
  const isInView = eager || isCached || visibleSrc === src;
  const hasFailed = failedSrc === src;
  const shown = hasFailed ? fallback : src;

  useEffect(() => {
    const box = boxRef.current;
    if (isInView || !box) return;
    return watchForLoad(box, () => setVisibleSrc(src));
  }, [isInView, src]);

  const isLoaded = isCached || loadedSrc === shown;
  const classes = [
    'lazy-image',
    isLoaded && 'is-loaded',
    eager && 'is-eager',
    hasFailed && 'is-fallback',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const showsImage = isInView && !(hasFailed && isFallbackBroken);

  return (
    <span
      ref={boxRef}
      className={classes}
      style={{ aspectRatio: `${width} / ${height}` }}
      // Until the <img> exists the box stands in for it, so the alt text is never missing.
      role={!showsImage && alt ? 'img' : undefined}
      aria-label={!showsImage && alt ? alt : undefined}
    >
      {showsImage && (
        <img
          src={shown}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : undefined}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onLoad={() => {
            if (!hasFailed) loadedImages.add(src);
            setLoadedSrc(shown);
          }}
          onError={() => {
            // One attempt (spec): no retry, straight to the fallback, and stop if that fails too.
            if (hasFailed) setFallbackBroken(true);
            else setFailedSrc(src);
          }}
        />
      )}
    </span>
  );
}
