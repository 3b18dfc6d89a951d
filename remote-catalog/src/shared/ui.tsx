import styled, { css } from 'styled-components';
import { focusRing } from '@shop/remote-kit';
import { media, theme } from '@shop/shared-contracts';

/**
 * The catalogue's styled building blocks: chips, badges, card rows and grids, the picture placeholder
 * (buttons come from the kit; the section and the sold bar are components of their own files).
 */

/** A pill-shaped chip (home anchor nav, list filters): 44 px tall, outlined in the brand colour, never wraps its text. */
export const chipStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 16px;
  border: 1px solid ${theme.color.brand};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  color: ${theme.color.brand};
  font: inherit;
  font-weight: 700;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${theme.color.brandLight};
  }
  ${focusRing}
`;

export type BadgeTone = 'brand' | 'accent' | 'dark' | 'danger';
const badgeColours: Record<BadgeTone, [string, string]> = {
  brand: [theme.color.brand, theme.color.onBrand],
  accent: [theme.color.accent, theme.color.ink],
  dark: [theme.color.ink, theme.color.onBrand],
  danger: [theme.color.danger, theme.color.onBrand],
};
export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 4px 10px;
  border-radius: ${theme.radius.pill};
  background: ${(props) => badgeColours[props.$tone][0]};
  color: ${(props) => badgeColours[props.$tone][1]};
  font-size: 0.75rem;
  font-weight: 800;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  line-height: 1.3;
`;

/** A row of cards: a sideways scroller with the next card peeking on phones, a grid from tablet up. */
export const CardRow = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(250px, 78%);
  gap: 14px;
  margin: 0 -${theme.layout.gutter};
  padding: 4px ${theme.layout.gutter} 16px;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-padding: 0 ${theme.layout.gutter};
  > li {
    scroll-snap-align: start;
    display: flex;
  }
  ${media.tablet} {
    grid-auto-flow: row;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    margin: 0;
    padding: 4px 0 16px;
    overflow: visible;
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** A grid of cards for the list pages: 1 column under 400 px, 2 on larger phones, 3 on tablet, 4 on desktop. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
  }
  @media (min-width: 400px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 18px;
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** Placeholder shown where a picture is missing: the shop's colours, never a broken image. */
export const PicturePlaceholder = styled.div`
  width: 100%;
  height: 100%;
  background: linear-gradient(160deg, ${theme.color.brand}, ${theme.color.brandDark});
`;
