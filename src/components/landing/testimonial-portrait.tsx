import { useEffect, useRef, useState } from 'react';

type PortraitProps = { src: string; width: number; height: number; alt: string; initials: string };

/**
 * The director's portrait. A soft placeholder holds its place until the image has loaded; if it
 * fails, their initials take its place, so the card never shows a broken image.
 */
export function TestimonialPortrait({ src, width, height, alt, initials }: PortraitProps) {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // The prerendered image may have settled before React was there to hear its load or error event.
    const element = image.current;
    if (element?.complete) setStatus(element.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);
  return (
    <div className="relative h-28 w-28 shrink-0 overflow-hidden rounded-2xl sm:h-36 sm:w-36">
      {status === 'loading' && (
        <div
          data-testid="portrait-placeholder"
          aria-hidden="true"
          className="absolute inset-0 bg-slate-800 motion-safe:animate-pulse"
        />
      )}
      {status === 'failed' ? (
        <div
          role="img"
          aria-label={alt}
          className="flex h-full w-full items-center justify-center bg-gradient-to-br from-brand-600 to-accent-500 text-3xl font-bold text-white"
        >
          {initials}
        </div>
      ) : (
        <img
          ref={image}
          src={src}
          width={width}
          height={height}
          alt={alt}
          loading="lazy"
          decoding="async"
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
          className={`h-full w-full object-cover ${status === 'loaded' ? 'opacity-100' : 'opacity-0'}`}
        />
      )}
    </div>
  );
}
