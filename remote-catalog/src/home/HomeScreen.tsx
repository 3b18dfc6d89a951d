import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useShopApi } from '@shop/remote-kit';
import { ticketPrice } from '@shop/shared-contracts';
import { HOME_CAROUSEL_LIMIT } from '../rules/constants';
import { useNow } from '@shop/remote-kit';
import { ALL_COMPETITIONS, competitionRowQuery, useSettings, type ListSource } from '../shared/queries';
import { AnchorNav, type Anchor } from './AnchorNav';
import { Carousel } from './Carousel';
import { carouselSlides } from './carouselSlides';
import { CompetitionRowSection, type CompetitionRowProps } from './CompetitionRowSection';
import { useHomeSeo } from './homeSeo';
import { HowItWorks } from './HowItWorks';
import { PricingStrip } from './PricingStrip';

/** The carousel's list: featured_competition answers the featured competitions first, so its first page is the carousel. */
export const FEATURED: ListSource = ALL_COMPETITIONS;

/** The sections below the anchor nav, in the spec's order. */
const ANCHORS: readonly Anchor[] = [
  { id: 'drawing-next', label: 'Drawing next' },
  { id: 'instant-wins', label: 'Instant wins' },
  { id: 'comps-for-everyone', label: 'Comps for everyone' },
  { id: 'finished', label: 'Finished' },
  { id: 'how-it-works', label: 'How it works' },
];

/**
 * The rows below the anchor nav, in the spec's order. Module constants, so a row (memoised) does not
 * render again when the carousel's or the settings' answer arrives: React renders those answers at once,
 * not in slices, and a row's cards are most of the page.
 */
export const HOME_ROWS: readonly Omit<CompetitionRowProps, 'now'>[] = [
  {
    id: 'drawing-next',
    title: 'Drawing next',
    source: { kind: 'drawn-next' },
    seeAll: '/competitions/drawing-next',
    empty: 'No competitions are waiting to be drawn right now.',
  },
  {
    id: 'instant-wins',
    title: 'Instant wins',
    source: { kind: 'category', category: 'instant_win_comps' },
    seeAll: '/competitions/instant_win_comps',
    empty: 'No instant-win competitions are open right now.',
  },
  {
    id: 'comps-for-everyone',
    title: 'Comps for everyone',
    source: ALL_COMPETITIONS,
    seeAll: '/competitions/all',
    empty: 'No competitions are open right now.',
  },
  {
    id: 'finished',
    title: 'Finished',
    source: { kind: 'finished' },
    seeAll: '/competitions/finished',
    empty: 'No competitions have finished yet.',
  },
];

/** Home, a stack of sections: Carousel, Pricing, AnchorNav, Draw-next, Instant-wins, Comps for Everyone, Finished, Wrapper. */
export default function HomeScreen() {
  useHomeSeo();
  const api = useShopApi();
  const settings = useSettings();
  const now = useNow(60_000);
  const featuredQuery = competitionRowQuery(api, FEATURED, HOME_CAROUSEL_LIMIT);
  // The carousel's first picture is the page's largest paint: its data is asked for while the sections
  // still render (not after they have all mounted), and its slides render at once (not deferred).
  usePrefetchQuery(featuredQuery);
  const featured = useQuery(featuredQuery);
  const featuredList = featured.data?.data ?? [];
  const slides = carouselSlides(settings.main_competition, featuredList);
  const prices = featuredList.map((competition) => ticketPrice(competition, now));
  return (
    <div data-testid="home">
      <h1 className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
        Angling Prizes: win fishing tackle, cash and more
      </h1>
      <Carousel slides={slides} settings={settings} loading={featured.isPending} now={now} />
      <PricingStrip lowestPrice={prices.length ? Math.min(...prices) : null} />
      <AnchorNav anchors={ANCHORS} />
      {HOME_ROWS.map((row) => (
        <CompetitionRowSection key={row.id} {...row} now={now} />
      ))}
      <HowItWorks />
    </div>
  );
}
