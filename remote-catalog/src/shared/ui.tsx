import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { focusRing, headingType, spreadRow } from '@shop/remote-kit';
import { media, theme, formatCount } from '@shop/shared-contracts';
import { percentSold } from '../rules/catalogRules';

/** The catalogue's own building blocks: sections, badges, the sold bar, card rows (buttons come from the kit). */

/** The shell's main column already sets the page width and gutter; sections only space themselves. */
export const SectionBlock = styled.section`
  padding: 28px 0 8px;
  scroll-margin-top: 72px;
  ${media.tablet} {
    padding: 36px 0 8px;
  }
`;
const SectionHead = styled.div`
  ${spreadRow('baseline')}
  gap: 12px;
  margin-bottom: 14px;
`;
export const SectionTitle = styled.h2`
  margin: 0;
  ${headingType('clamp(1.3rem, 3.2vw, 1.75rem)', theme.color.brandDark)}
`;
const SeeAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${theme.color.brand};
  font-weight: 700;
  white-space: nowrap;
  ${focusRing}
`;

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

/** A home or page section: an h2, an optional "See all" link, the content. */
interface SectionProps {
  id?: string;
  title: string;
  seeAll?: string;
  children: ReactNode;
  testId?: string;
  sectionRef?: Ref<HTMLElement>;
}

export function Section({ id, title, seeAll, children, testId, sectionRef }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <SectionBlock ref={sectionRef} id={id} aria-labelledby={headingId} data-testid={testId}>
      <SectionHead>
        <SectionTitle id={headingId} tabIndex={-1}>
          {title}
        </SectionTitle>
        {seeAll ? (
          <SeeAll to={seeAll} aria-label={`See all: ${title}`}>
            See all
          </SeeAll>
        ) : null}
      </SectionHead>
      {children}
    </SectionBlock>
  );
}

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

const Track = styled.div`
  height: 8px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brandLight};
  overflow: hidden;
`;
const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${theme.color.brand};
`;
const BarText = styled.p`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  margin: 6px 0 0;
  font-size: 0.85rem;
  color: ${theme.color.inkMuted};
  strong {
    color: ${theme.color.ink};
  }
`;

/** "62% sold · 1,240 / 2,000" (UX brief); the bar is floor(sold / total * 100), never rounded up. */
export function SoldBar({ sold, total, hideCount = false }: { sold: number; total: number; hideCount?: boolean }) {
  const percent = percentSold(sold, total);
  return (
    <div>
      <Track role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-label={`${percent}% of tickets sold`}>
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <BarText>
        <span>
          <strong>{percent}%</strong> sold
        </span>
        {hideCount ? null : (
          <span>
            {formatCount(sold || 0)} / {formatCount(total || 0)}
          </span>
        )}
      </BarText>
    </div>
  );
}

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
