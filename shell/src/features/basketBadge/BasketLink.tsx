import styled from 'styled-components';
import { BasketIcon, BasketLinkFrame } from '@shop/remote-kit';

/** Where the badge shows its count: kept empty, since the count is not known yet. */
const CountSpace = styled.span`
  min-width: 22px;
  height: 22px;
`;

/** A plain link to the basket that stands in for the basket team's badge until it loads (or if it cannot). */
export function BasketLink() {
  return (
    <BasketLinkFrame to="/cart" aria-label="Basket" data-testid="shell-basket-link">
      <BasketIcon />
      <CountSpace aria-hidden="true" />
    </BasketLinkFrame>
  );
}
