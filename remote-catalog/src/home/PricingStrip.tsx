import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useBusState, headingType } from '@shop/remote-kit';
import { formatPounds, media, theme, formatWholePounds, formatCount } from '@shop/shared-contracts';
import { focusRing } from '@shop/remote-kit';

const Strip = styled.section`
  margin-top: 16px;
`;
const Items = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  /* Rows as tall as the tallest, so the winner stats replacing the "Live" item move nothing below. */
  grid-auto-rows: 1fr;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 16px;
  }
`;
const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 10px 12px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  text-align: center;
  strong {
    ${headingType('1.3rem', theme.color.brandDark)}
  }
  span,
  a {
    font-size: 0.88rem;
    color: ${theme.color.inkMuted};
  }
  a {
    color: ${theme.color.brand};
    font-weight: 700;
    ${focusRing}
  }
`;

/**
 * Pricing (a home section named but not described by the product specification): a trust strip with the prize value won and
 * the number of winners (from the shell's winner stats), the lowest ticket price on the page, and the
 * free postal route. A figure the server has not sent is left out rather than guessed.
 */
export function PricingStrip({ lowestPrice }: { lowestPrice: number | null }) {
  const stats = useBusState('shell:winner-stats')?.stats;
  return (
    <Strip aria-label="Why enter with us" data-testid="home-pricing" data-section="pricing">
      <Items>
        <Item>
          <strong>{lowestPrice === null ? 'Low' : formatPounds(lowestPrice)}</strong>
          <span>{lowestPrice === null ? 'ticket prices' : 'tickets from'}</span>
        </Item>
        <Item>
          <strong>Free</strong>
          <Link to="/free-postal-route">postal entry on every competition</Link>
        </Item>
        {/* Last, so their arrival moves nothing above them. */}
        {stats ? (
          <>
            <Item>
              <strong>{formatWholePounds(stats.totalPrizeValue)}</strong>
              <span>in prizes won</span>
            </Item>
            <Item>
              <strong>{formatCount(stats.totalWinner)}</strong>
              <span>winners so far</span>
            </Item>
          </>
        ) : (
          <Item>
            <strong>Live</strong>
            <Link to="/draw/results">draws, every result published</Link>
          </Item>
        )}
      </Items>
    </Strip>
  );
}
