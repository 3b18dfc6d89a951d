import { useEffect } from 'react';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { BasketIcon, BasketLinkFrame, TeamBoundary, useBusState } from '@shop/remote-kit';
import { startBasketListeners } from '../flow/listeners';
import { BasketModalHost } from '../modal/BasketModalHost';
import { QuestionModalHost } from '../question/QuestionModalHost';

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

/** The header's basket badge (and the hosts of the basket modal and the question modal): the number of tickets in the basket, from the basket team's summary topic. */
export default function BasketBadge() {
  // The badge is on every page, so the basket's bus listeners (load, add) start here, once per page.
  useEffect(() => startBasketListeners(), []);
  const count = useBusState('basket:summary')?.summary.count ?? 0;
  return (
    <TeamBoundary team="basket-badge">
      <BasketLinkFrame to="/cart" aria-label={`Basket, ${count} ticket${count === 1 ? '' : 's'}`}>
        <BasketIcon />
        <Count data-testid="basket-count">{count}</Count>
      </BasketLinkFrame>
      <BasketModalHost />
      <QuestionModalHost />
    </TeamBoundary>
  );
}
