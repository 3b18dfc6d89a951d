import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { TeamBoundary, useBusState } from '@shop/remote-kit';
import { startBasketListeners } from '../flow/listeners';
import { BasketModalHost } from '../modal/BasketModalHost';

const BadgeLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 8px 12px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accent};
  color: ${theme.color.ink};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${theme.color.accentDark};
  }
`;
const Count = styled.span`
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brandDark};
  color: ${theme.color.onBrand};
  font-size: 0.8rem;
  line-height: 22px;
  text-align: center;
`;

function BasketIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2.2 8.3a2 2 0 0 1-1.9 1.5H8.1a2 2 0 0 1-2-1.6L4 2H1V0h4.6l.6 4Z"
        transform="translate(0 1)"
      />
    </svg>
  );
}

/** The header's basket badge (and the basket modal's host): the number of tickets in the basket, from the basket team's summary topic. */
export default function BasketBadge() {
  // The badge is on every page, so the basket's bus listeners (load, add) start here, once per page.
  useEffect(() => startBasketListeners(), []);
  const count = useBusState('basket:summary')?.summary.count ?? 0;
  return (
    <TeamBoundary team="basket-badge">
      <BadgeLink to="/cart" aria-label={`Basket, ${count} ticket${count === 1 ? '' : 's'}`}>
        <BasketIcon />
        <Count data-testid="basket-count">{count}</Count>
      </BadgeLink>
      <BasketModalHost />
    </TeamBoundary>
  );
}
