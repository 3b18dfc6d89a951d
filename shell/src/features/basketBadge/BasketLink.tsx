import styled from 'styled-components';
import { BasketIcon, BasketLinkFrame } from '@shop/remote-kit';
import { theme } from '@shop/shared-contracts';

/**
 * Where the badge shows its count, which is not known yet: the badge's pill, faint and empty, so the link
 * reads as a basket whose count is on its way rather than a button with a gap in it.
 */
const CountSpace = styled.span`
  min-width: 22px;
  height: 22px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brandDark};
  opacity: 0.2;
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
