import type { CompetitionCard, Settings } from '@shop/shared-contracts';

const DEFAULT_HEIGHTS = { mobile: 260, tablet: 380, desktop: 520 };

/** Slider heights from settings (px), each falling back to the shop's default when unset. */
export function sliderHeights(settings: Settings) {
  return {
    mobile: settings.slider_height_mobile || DEFAULT_HEIGHTS.mobile,
    tablet: settings.slider_height_tablet || DEFAULT_HEIGHTS.tablet,
    desktop: settings.slider_height_desktop || DEFAULT_HEIGHTS.desktop,
  };
}

export type SliderHeights = ReturnType<typeof sliderHeights>;

/**
 * The slides: the main competition from settings first (named by id or by title), then the featured ones.
 */
export function carouselSlides(mainCompetition: string, featured: readonly CompetitionCard[]): CompetitionCard[] {
  const key = mainCompetition.trim().toLowerCase();
  const main = key ? featured.find((c) => String(c.id) === key || c.title.trim().toLowerCase() === key) : undefined;
  return main ? [main, ...featured.filter((c) => c !== main)] : [...featured];
}
