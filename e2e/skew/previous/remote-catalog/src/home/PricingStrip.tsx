import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPounds, theme } from '@shop/shared-contracts';
import { headingType } from '@shop/remote-kit';

const Items = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  li {
    flex: 1 1 140px;
    padding: 10px 12px;
    border-radius: ${theme.radius.medium};
    background: ${theme.color.surface};
    text-align: center;
  }
  strong {
    display: block;
    ${headingType('1.3rem', theme.color.brandDark)}
  }
  a {
    color: ${theme.color.brand};
    font-weight: 700;
  }
`;

/**
 * N-1: home's trust strip from before the shell published winner stats: it does not subscribe to
 * `shell:winner-stats`, which the shell N sends on every page.
 */
export function PricingStrip({ lowestPrice }: { lowestPrice: number | null }) {
  return (
    <section aria-label="Why enter with us" data-testid="home-pricing" data-section="pricing">
      <Items>
        <li>
          <strong>{lowestPrice === null ? 'Low' : formatPounds(lowestPrice)}</strong> ticket prices
        </li>
        <li>
          <strong>Free</strong> <Link to="/free-postal-route">postal entry on every competition</Link>
        </li>
        <li>
          <strong>Live</strong> <Link to="/draw/results">draws, every result published</Link>
        </li>
      </Items>
    </section>
  );
}
