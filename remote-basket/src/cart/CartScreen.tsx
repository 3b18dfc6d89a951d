import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { EmptyState, Page, PrimaryLink, SecondaryLink, Spinner, useUserState } from '@shop/remote-kit';
import { LinkRow, Muted, SummaryCard, TwoColumns } from '../ui/layout';
import { BasketSummary } from './BasketSummary';
import { CartLine } from './CartLine';
import { CouponForm } from './CouponForm';
import { useLoadedCart } from './useLoadedCart';

const Lines = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Busy = styled.p`
  margin: 0;
  color: ${theme.color.inkMuted};
  min-height: 1.4em;
`;

export const EMPTY_BASKET_MESSAGE = 'Your basket is empty';

/** /cart: the basket's lines with quantity and remove, coupons, the total and Checkout. */
export default function CartScreen() {
  const { cart, loaded, api } = useLoadedCart();
  const { purchasedTickets } = useUserState();
  if (!loaded && cart.cartItems.length === 0) return <Page title="Your basket"><Spinner label="Loading your basket" /></Page>;
  if (cart.cartItems.length === 0) {
    return (
      <Page title="Your basket" narrow>
        <EmptyState message={EMPTY_BASKET_MESSAGE}>
          <LinkRow>
            <PrimaryLink to="/#draw-next">Drawing next</PrimaryLink>
            <SecondaryLink to="/competitions/instant_win_comps">Instant wins</SecondaryLink>
          </LinkRow>
        </EmptyState>
      </Page>
    );
  }
  const busy = cart.isUpdating || cart.isDeleting;
  return (
    <Page title="Your basket">
      <TwoColumns>
        <div>
          <Lines aria-label="Basket lines">
            {cart.cartItems.map((item) => (
              <CartLine key={item.key} item={item} api={api} purchased={purchasedTickets} busy={busy} />
            ))}
          </Lines>
          <Busy role="status">{cart.isUpdating ? 'Updating your basket…' : cart.isDeleting ? 'Removing…' : ''}</Busy>
        </div>
        <SummaryCard aria-labelledby="basket-summary-title">
          <h2 id="basket-summary-title">Summary</h2>
          <BasketSummary cart={cart} />
          <CouponForm api={api} coupons={cart.coupons} />
          <PrimaryLink to="/checkout" aria-disabled={busy}>Checkout</PrimaryLink>
          <Muted>
            Prefer not to pay? Every competition can be entered free by post: see our <Link to="/free-postal-route">free postal route</Link>.
          </Muted>
        </SummaryCard>
      </TwoColumns>
    </Page>
  );
}
