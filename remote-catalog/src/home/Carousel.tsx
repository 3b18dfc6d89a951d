import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { media, theme, type CompetitionCard, type Settings } from '@shop/shared-contracts';
import { CarouselControls } from './CarouselControls';
import { CarouselSlide } from './CarouselSlide';
import { sliderHeights, type SliderHeights } from './carouselSlides';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

const DEFAULT_SPEED_MS = 5000;

const Region = styled.section<{ $h: SliderHeights }>`
  position: relative;
  margin: 0 -${theme.layout.gutter};
  background: ${theme.color.brandDark};
  ${media.tablet} {
    margin: 16px 0 0;
    border-radius: ${theme.radius.large};
    overflow: hidden;
  }
  --slide-h: ${(p) => p.$h.mobile}px;
  /* On phones the facts sit under the picture in a panel of fixed height, so the skeleton can match it. */
  --info-h: 340px;
  ${media.tablet} {
    --slide-h: ${(p) => p.$h.tablet}px;
  }
  ${media.desktop} {
    --slide-h: ${(p) => p.$h.desktop}px;
  }
`;
const Viewport = styled.div`
  overflow: hidden;
`;
// The slide position is an inline transform: one class for the track, not a new one per slide shown.
const Track = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  transition: transform 0.5s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
const Skeleton = styled.div`
  height: calc(var(--slide-h) + var(--info-h));
  ${media.tablet} {
    height: var(--slide-h);
  }
`;

/**
 * The home carousel: one slide per featured competition, the main one first. Autoplay at slider_speed,
 * paused on hover and focus and by its pause button, off under reduced motion. The first picture is the
 * page's LCP element: eager, high priority, with width and height; the others are lazy.
 */
export function Carousel({ slides, settings, loading, now }: { slides: CompetitionCard[]; settings: Settings; loading: boolean; now: number }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovering, setHovering] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const speed = settings.slider_speed > 0 ? settings.slider_speed : DEFAULT_SPEED_MS;
  const autoplay = count > 1 && !paused && !hovering && !focused && !reducedMotion;
  const regionRef = useRef<HTMLElement>(null);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  useEffect(() => {
    if (!autoplay) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), speed);
    return () => clearInterval(timer);
  }, [autoplay, count, speed]);

  const heights = sliderHeights(settings);
  if (loading && count === 0) {
    return (
      <Region $h={heights} aria-label="Featured competitions" aria-busy="true" data-testid="home-carousel">
        <Skeleton />
      </Region>
    );
  }
  if (count === 0) return null;
  return (
    <Region
      ref={regionRef}
      $h={heights}
      aria-roledescription="carousel"
      aria-label="Featured competitions"
      data-testid="home-carousel"
      onMouseEnter={() => setHovering(true)}
      onMouseLeave={() => setHovering(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!regionRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Viewport>
        <Track style={{ transform: `translateX(${-100 * index}%)` }} aria-live={autoplay ? 'off' : 'polite'}>
          {slides.map((competition, i) => (
            <CarouselSlide key={competition.id} competition={competition} position={i} count={count} hidden={i !== index} now={now} />
          ))}
        </Track>
      </Viewport>
      {count > 1 ? (
        <CarouselControls slides={slides} index={index} onGo={go} pause={reducedMotion ? null : { paused, onToggle: () => setPaused((p) => !p) }} />
      ) : null}
    </Region>
  );
}
