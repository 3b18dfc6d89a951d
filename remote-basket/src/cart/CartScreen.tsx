import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPounds, media, theme } from '@shop/shared-contracts';
import { EmptyState, ErrorState, Page, PrimaryButton, PrimaryLink, SecondaryLink, Spinner, useUserState } from '@shop/remote-kit';
import { callout, LinkRow, Muted, PhoneBar, PhoneBarTotal, SummaryCard, TwoColumns, PhoneBarSpace } from '../ui/layout';
import { BLOCKED_CHECKOUT_MESSAGE, blockedLines, lineProblem, unsaidCartErrors } from './availability';
import { BasketNotice } from './BasketNotice';
import { BasketSummary, payableTotal } from './BasketSummary';
import { CartErrors } from './CartErrors';
import { CartLine } from './CartLine';
import { CouponForm } from './CouponForm';
import { RemovedLine } from './RemovedLine';
import { spendingLeftLabel } from './spendingLeft';
import { BASKET_FAILED_MESSAGE, useLoadedCart } from './useLoadedCart';
import { useRemovalUndo } from './useRemovalUndo';

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
const Blocked = styled.p`
  margin: 0;
  ${callout('danger')}
`;
const SummaryOnDesktop = styled.div`
  display: none;
  ${media.tablet} {
    display: contents;
  }
`;

export const EMPTY_BASKET_MESSAGE = 'Your basket is empty';

/** Checkout, or a disabled button with the reason while a flagged line blocks it. */
function CheckoutAction({ blocked, busy }: { blocked: boolean; busy: boolean }) {
  if (blocked) {
    return (
      <PrimaryButton type="button" disabled aria-describedby="checkout-blocked">
        Checkout
      </PrimaryButton>
    );
  }
  return (
    <PrimaryLink to="/checkout" aria-disabled={busy}>
      Checkout
    </PrimaryLink>
  );
}

/**
 * /cart: the basket's lines with quantity and remove (Undo for 5 s), flagged lines and the site's other cart
 * errors, coupons, the total and Checkout; and why the basket was replaced when it had expired.
 */
export default function CartScreen() {
  const { cart, loaded, failed, retry, api } = useLoadedCart();
  const { user, purchasedTickets } = useUserState();
  const { removed, offer, forget } = useRemovalUndo();
  if (!loaded && cart.cartItems.length === 0)
    return (
      <Page title="Your basket">
        <Spinner label="Loading your basket" />
      </Page>
    );
  if (failed && cart.cartItems.length === 0 && removed.length === 0) {
    return (
      <Page title="Your basket" narrow>
        <ErrorState message={BASKET_FAILED_MESSAGE} onRetry={retry} />
      </Page>
    );
  }
  if (cart.cartItems.length === 0 && removed.length === 0) {
    return (
      <Page title="Your basket" narrow>
        <EmptyState message={EMPTY_BASKET_MESSAGE}>
          <BasketNotice notice={cart.notice} />
          <LinkRow>
            <PrimaryLink to="/#draw-next">Drawing next</PrimaryLink>
            <SecondaryLink to="/competitions/instant_win_comps">Instant wins</SecondaryLink>
          </LinkRow>
        </EmptyState>
      </Page>
    );
  }
  const now = Date.now();
  const busy = cart.isUpdating || cart.isDeleting;
  const blocked = blockedLines(cart.cartItems, now).length > 0;
  const left = spendingLeftLabel(user);
  const empty = cart.cartItems.length === 0;
  return (
    <Page title="Your basket">
      {empty ? null : <PhoneBarSpace />}
      <TwoColumns>
        <div>
          <BasketNotice notice={cart.notice} />
          <CartErrors messages={unsaidCartErrors(cart.errors, cart.cartItems, now)} />
          <Lines aria-label="Basket lines">
            {cart.cartItems.map((item) => (
              <CartLine key={item.key} item={item} api={api} purchased={purchasedTickets} busy={busy} problem={lineProblem(item, now)} onRemoved={offer} />
            ))}
            {removed.map((item) => (
              <RemovedLine key={item.key} item={item} api={api} onDone={() => forget(item.key)} />
            ))}
          </Lines>
          <Busy role="status">{cart.isUpdating ? 'Updating your basket…' : cart.isDeleting ? 'Removing…' : ''}</Busy>
        </div>
        {empty ? null : (
          <SummaryCard aria-labelledby="basket-summary-title">
            <h2 id="basket-summary-title">Summary</h2>
            <BasketSummary cart={cart} />
            {left ? <Muted data-testid="spending-left">{left}</Muted> : null}
            <CouponForm api={api} coupons={cart.coupons} />
            {blocked ? (
              <Blocked id="checkout-blocked" role="alert">
                {BLOCKED_CHECKOUT_MESSAGE}
              </Blocked>
            ) : null}
            <SummaryOnDesktop>
              <CheckoutAction blocked={blocked} busy={busy} />
            </SummaryOnDesktop>
            <Muted>
              Prefer not to pay? Every competition can be entered free by post: see our <Link to="/free-postal-route">free postal route</Link>.
            </Muted>
          </SummaryCard>
        )}
      </TwoColumns>
      {empty ? null : (
        <PhoneBar aria-label="Basket total">
          <PhoneBarTotal>
            <span>{left ? `Total · ${left}` : 'Total'}</span>
            <strong>{formatPounds(payableTotal(cart))}</strong>
          </PhoneBarTotal>
          <CheckoutAction blocked={blocked} busy={busy} />
        </PhoneBar>
      )}
    </Page>
  );
}
