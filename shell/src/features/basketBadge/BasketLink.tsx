import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';

// The same box as the basket team's badge (remote-basket's exposed/BasketBadge.tsx), so the header does
// not move when the badge takes its place.
const Badge = styled(Link)`
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
Badge.displayName = 'ShellBasketLink';
/** Where the badge shows its count: kept empty, since the count is not known yet. */
const CountSpace = styled.span`
  min-width: 22px;
  height: 22px;
`;

export function BasketIcon() {
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

/** A plain link to the basket that stands in for the basket team's badge until it loads (or if it cannot). */
export function BasketLink() {
  return (
    <Badge to="/cart" aria-label="Basket" data-testid="shell-basket-link">
      <BasketIcon />
      <CountSpace aria-hidden="true" />
    </Badge>
  );
}
