import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reportEarlyImageError } from '@/lib/image-error';
import { LANG, NS } from '../i18n';
import { Icon } from './icons';

/** Screenshots are generated at 1280 x 800; width/height keep the layout stable while they load. */
const WIDTH = 1280;
const HEIGHT = 800;

type Source = 'primary' | 'alt' | 'none';

function screenshotSrc(name: string, source: Exclude<Source, 'none'>): string {
  return source === 'primary' ? `/screenshots/${name}.jpg` : `/screenshots/${name}-alt.jpg`;
}

/**
 * Six product screenshots. No autoplay; previous/next buttons, dots and the arrow keys move.
 * Each image falls back to its "-alt" screenshot and, if that fails too, is hidden so that only
 * the caption remains.
 */
export function ScreenshotCarousel() {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'carousel' });
  const slides = Object.entries(t('slides', { returnObjects: true })).map(([name, slide]) => ({ name, ...slide }));
  const total = slides.length;
  const [index, setIndex] = useState(0);
  const [sources, setSources] = useState<Source[]>(() => slides.map(() => 'primary'));

  const go = (next: number) => setIndex((next + total) % total);

  /** The next source after `failed`; a second report of the same failure changes nothing. */
  function onError(i: number, failed: Source) {
    setSources((s) => s.map((src, j) => (j !== i || src !== failed ? src : failed === 'primary' ? 'alt' : 'none')));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  }

  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription={t('roleDescription')}
      aria-label={t('label')}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="carousel__viewport" aria-live="polite">
        {slides.map((slide, i) => {
          const source = sources[i];
          return (
            <div
              key={slide.name}
              className={`carousel__slide${source === 'none' ? ' carousel__slide--no-image' : ''}`}
              role="group"
              aria-roledescription={t('slideRoleDescription')}
              aria-label={`${t('slideLabel', { n: i + 1, total })}: ${slide.title}`}
              hidden={i !== index}
            >
              <figure className="carousel__figure">
                {source !== 'none' && (
                  <div className="carousel__frame">
                    <div className="carousel__chrome" aria-hidden="true">
                      <span />
                      <span />
                      <span />
                    </div>
                    <img
                      key={source}
                      className="carousel__image"
                      src={screenshotSrc(slide.name, source)}
                      alt={t('imageAlt', { title: slide.title })}
                      width={WIDTH}
                      height={HEIGHT}
                      loading="lazy"
                      decoding="async"
                      onError={() => onError(i, source)}
                      ref={reportEarlyImageError(() => onError(i, source))}
                    />
                  </div>
                )}
                <figcaption className="carousel__caption">
                  <strong>{slide.title}</strong> {slide.caption}
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>
      <div className="carousel__controls">
        <button type="button" className="carousel__arrow" onClick={() => go(index - 1)} aria-label={t('previous')}>
          <Icon name="arrow-left" size={20} />
        </button>
        <div className="carousel__dots">
          {slides.map((slide, i) => (
            <button
              key={slide.name}
              type="button"
              className={`carousel__dot${i === index ? ' is-active' : ''}`}
              aria-label={t('goTo', { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button type="button" className="carousel__arrow" onClick={() => go(index + 1)} aria-label={t('next')}>
          <Icon name="arrow-right" size={20} />
        </button>
      </div>
    </div>
  );
}
