import { memo, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  competitionDetailsPath,
  formatPounds,
  media,
  theme,
  ticketPrice,
  ticketsRemaining,
  type Competition,
  type Settings,
  formatCount,
} from '@shop/shared-contracts';
import { drawLabel } from '../rules/catalogRules';
import { rememberCompetition } from '../shared/rememberCompetition';
import { PicturePlaceholder, SoldBar } from '../shared/ui';
import { PrimaryLink, SecondaryLink, focusRing } from '@shop/remote-kit';

const DEFAULT_SPEED_MS = 5000;

/** A hidden slide is `inert` (its links leave the tab order). React 18 writes the attribute only as a string. */
const inertWhen = (hidden: boolean) => (hidden ? { inert: '' } : {});
const DEFAULT_HEIGHTS = { mobile: 260, tablet: 380, desktop: 520 };

/** Slider heights from settings (px), each falling back to the shop's default when unset. */
export function sliderHeights(settings: Settings) {
  return {
    mobile: settings.slider_height_mobile || DEFAULT_HEIGHTS.mobile,
    tablet: settings.slider_height_tablet || DEFAULT_HEIGHTS.tablet,
    desktop: settings.slider_height_desktop || DEFAULT_HEIGHTS.desktop,
  };
}

/**
 * The slides: the main competition from settings first (named by id or by title), then the featured ones.
 */
export function carouselSlides(mainCompetition: string, featured: readonly Competition[]): Competition[] {
  const key = mainCompetition.trim().toLowerCase();
  const main = key ? featured.find((c) => String(c.id) === key || c.title.trim().toLowerCase() === key) : undefined;
  return main ? [main, ...featured.filter((c) => c !== main)] : [...featured];
}

type Heights = ReturnType<typeof sliderHeights>;

const Region = styled.section<{ $h: Heights }>`
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
const Slide = styled.li`
  position: relative;
  flex: 0 0 100%;
  min-width: 0;
`;
const Picture = styled.div`
  height: var(--slide-h);
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const Info = styled.div`
  box-sizing: border-box;
  height: var(--info-h);
  overflow: hidden;
  padding: 18px ${theme.layout.gutter} 56px;
  background: ${theme.color.brandDark};
  color: ${theme.color.onBrand};
  ${media.tablet} {
    height: auto;
    position: absolute;
    inset: 0 auto 0 0;
    display: flex;
    flex-direction: column;
    justify-content: center;
    width: min(560px, 60%);
    padding: 32px 40px 56px 48px;
    background: linear-gradient(90deg, rgba(10, 63, 55, 0.96) 0%, rgba(10, 63, 55, 0.88) 70%, rgba(10, 63, 55, 0) 100%);
  }
`;
const Kicker = styled.p`
  margin: 0 0 6px;
  color: ${theme.color.accent};
  font-weight: 800;
  font-size: 0.85rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;
const SlideTitle = styled.h2`
  margin: 0 0 10px;
  font-family: ${theme.font.heading};
  font-size: clamp(1.5rem, 4.2vw, 2.6rem);
  line-height: 1.15;
  /* Two lines at most, so every slide's panel holds the same facts. */
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;
const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0 0 14px;
  font-size: 1rem;
  strong {
    color: ${theme.color.accent};
    font-size: 1.25rem;
  }
`;
const Bar = styled.div`
  max-width: 380px;
  margin-bottom: 16px;
  p,
  p strong {
    color: ${theme.color.onBrand};
  }
  div[role='progressbar'] {
    background: rgba(255, 255, 255, 0.25);
  }
  div[role='progressbar'] > div {
    background: ${theme.color.accent};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  a {
    flex: 1 1 140px;
    max-width: 220px;
  }
`;
const FreeLink = styled(SecondaryLink)`
  background: transparent;
  color: ${theme.color.onBrand};
  border-color: ${theme.color.onBrand};
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.12);
  }
`;
const Controls = styled.div`
  position: absolute;
  left: 50%;
  bottom: 8px;
  display: flex;
  align-items: center;
  gap: 2px;
  transform: translateX(-50%);
`;
const ControlButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: transparent;
  color: ${theme.color.onBrand};
  font-size: 1.2rem;
  cursor: pointer;
  ${focusRing}
  &:focus-visible {
    outline-color: ${theme.color.accent};
  }
`;
/** Dots from tablet up; a phone shows "2 / 6" between the arrows so the controls fit 360 px. */
const DotButton = styled(ControlButton)`
  display: none;
  ${media.tablet} {
    display: inline-flex;
  }
`;
const Counter = styled.span`
  min-width: 56px;
  color: ${theme.color.onBrand};
  font-weight: 700;
  text-align: center;
  font-variant-numeric: tabular-nums;
  ${media.tablet} {
    display: none;
  }
`;
const Dot = styled.span<{ $active: boolean }>`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  border: 2px solid ${theme.color.onBrand};
  background: ${(p) => (p.$active ? theme.color.accent : 'transparent')};
`;
const Skeleton = styled.div`
  height: calc(var(--slide-h) + var(--info-h));
  ${media.tablet} {
    height: var(--slide-h);
  }
`;

function usePrefersReducedMotion(): boolean {
  // Read once mounted: the server cannot know, and the first render must be the one the server sent.
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

interface CarouselSlideProps {
  competition: Competition;
  position: number;
  count: number;
  hidden: boolean;
  now: number;
}

/** One slide; memoised, so moving to the next slide re-renders the two that change, not all of them. */
const CarouselSlide = memo(function CarouselSlide({ competition, position, count, hidden, now }: CarouselSlideProps) {
  const path = competitionDetailsPath(competition);
  const remember = () => rememberCompetition({ id: competition.id, category: competition.category });
  return (
    <Slide aria-roledescription="slide" aria-label={`${position + 1} of ${count}`} aria-hidden={hidden} {...inertWhen(hidden)}>
      <Picture>
        {competition.image ? (
          <img
            src={competition.image}
            alt={competition.title}
            width={800}
            height={600}
            loading={position === 0 ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : 'low'}
            decoding={position === 0 ? 'sync' : 'async'}
          />
        ) : (
          <PicturePlaceholder />
        )}
      </Picture>
      <Info>
        <Kicker>{position === 0 ? 'Main competition' : 'Featured'}</Kicker>
        <SlideTitle>{competition.title}</SlideTitle>
        <Facts>
          <span>
            <strong>{formatPounds(ticketPrice(competition, now))}</strong> per ticket
          </span>
          <span>{drawLabel(competition, now)}</span>
          <span>{formatCount(ticketsRemaining(competition))} tickets left</span>
        </Facts>
        {competition.hide_ticket_count ? null : (
          <Bar>
            <SoldBar sold={competition.total_ticket_sold} total={competition.total_sell_tickets} />
          </Bar>
        )}
        <Actions>
          <PrimaryLink to={path} onClick={remember}>
            Enter now
          </PrimaryLink>
          <FreeLink to="/free-postal-route">Free entry</FreeLink>
        </Actions>
      </Info>
    </Slide>
  );
});

/**
 * The home carousel: one slide per featured competition, the main one first. Autoplay at slider_speed,
 * paused on hover and focus and by its pause button, off under reduced motion. The first picture is the
 * page's LCP element: eager, high priority, with width and height; the others are lazy.
 */
export function Carousel({ slides, settings, loading, now }: { slides: Competition[]; settings: Settings; loading: boolean; now: number }) {
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
        <Controls>
          <ControlButton type="button" aria-label="Previous slide" onClick={() => go(index - 1)}>
            ‹
          </ControlButton>
          {slides.map((competition, i) => (
            <DotButton
              key={competition.id}
              type="button"
              aria-label={`Show slide ${i + 1}: ${competition.title}`}
              aria-current={i === index}
              onClick={() => go(i)}
            >
              <Dot $active={i === index} />
            </DotButton>
          ))}
          <Counter aria-hidden="true">
            {index + 1} / {count}
          </Counter>
          <ControlButton type="button" aria-label="Next slide" onClick={() => go(index + 1)}>
            ›
          </ControlButton>
          {reducedMotion ? null : (
            <ControlButton type="button" aria-label={paused ? 'Play slides' : 'Pause slides'} aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
              {paused ? '▶' : '❚❚'}
            </ControlButton>
          )}
        </Controls>
      ) : null}
    </Region>
  );
}
