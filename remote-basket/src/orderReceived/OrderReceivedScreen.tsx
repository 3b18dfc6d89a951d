import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { formatPounds, type ShopApi } from '@shop/shared-contracts';
import { EmptyState, Page, PrimaryButton, PrimaryLink, SecondaryLink, showToast, Spinner, useShopApi, useUserState } from '@shop/remote-kit';
import { refreshCart } from '../cart/cartActions';
import { CHECKOUT_QUERY_KEYS } from '../checkout/useCheckoutDetails';
import { forgetPendingOrder, readPendingOrder, saveLastOrder, type PendingOrder } from '../order/lastOrder';
import { LinkRow, Muted, Section } from '../ui/layout';
import { paidOrder } from './paidOrder';
import type { OrderWait } from './orderWait';
import { readReturnLink, type ReturnLink } from './returnLink';
import { useOrderWait } from './useOrderWait';

export const PAYMENT_FAILED_MESSAGE = 'Your payment did not go through, so nothing has been charged. Your basket is as you left it; you can try again.';

/** Anything below /checkout that is no return link, or an order that is not this customer's: nothing is disclosed. */
function NotFound() {
  return (
    <Page title="Page not found" narrow>
      <EmptyState message="That one got away. The page you were looking for has moved or never existed.">
        <LinkRow>
          <PrimaryLink to="/competitions/all">Browse competitions</PrimaryLink>
        </LinkRow>
      </EmptyState>
    </Page>
  );
}

/**
 * `/checkout/order-received/<order>?key=<order key>`: where a payment provider sends the customer back. Says
 * "Confirming your payment" while the order is pending, then shows the confirmation (paid), goes back to the
 * basket (failed or cancelled), or says what to do when no answer came. Signed-in customers only.
 */
export default function OrderReceivedScreen({ splat }: { splat: string }) {
  const { pathname, search } = useLocation();
  const { user, authChecked } = useUserState();
  const link = readReturnLink(splat, search);
  if (!link) return <NotFound />;
  if (!authChecked)
    return (
      <Page title="Confirming your payment" narrow>
        <Spinner label="Checking your sign-in" />
      </Page>
    );
  if (!user) return <Navigate to={`/auth/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`} replace />;
  return <OrderWaitView key={`${link.orderId}-${link.orderKey}`} link={link} />;
}

function OrderWaitView({ link }: { link: ReturnLink }) {
  const api = useShopApi();
  const { wait, checkAgain } = useOrderWait(api, link);
  const pending = readPendingOrder(link.orderId, link.orderKey);
  useOutcome(api, wait, pending);

  if (wait.kind === 'not-found') return <NotFound />;
  if (wait.kind === 'refunded') {
    return (
      <Page title="Your payment has been refunded" narrow>
        <Section aria-label="Refund">
          <p>
            The competition closed before your payment reached us, so no tickets were allocated and your payment of {formatPounds(Number(wait.order.total))} has
            been refunded in full. Refunds usually reach your account within 5 working days.
          </p>
          <LinkRow>
            <PrimaryLink to="/competitions/all">See open competitions</PrimaryLink>
          </LinkRow>
        </Section>
      </Page>
    );
  }
  if (wait.kind === 'no-answer') {
    return (
      <Page title="We are still waiting for your payment provider" narrow>
        <Section aria-label="What to do now" data-testid="payment-no-answer">
          <p>
            Please do not pay again. Your order #{link.orderId} is waiting for your payment provider to confirm the payment; until it does, it is not paid and
            has no tickets.
          </p>
          <p>
            If the payment went through, the order shows as paid in your orders, with your ticket numbers, and we email your receipt. If it did not, the order
            is cancelled automatically within the hour, nothing is charged, and your basket is kept for you.
          </p>
          <LinkRow>
            <PrimaryButton type="button" onClick={checkAgain}>
              Check again
            </PrimaryButton>
            <SecondaryLink to="/account/recent/orders">Your orders</SecondaryLink>
          </LinkRow>
        </Section>
      </Page>
    );
  }
  return (
    <Page title="Confirming your payment" lead="This usually takes a few seconds. Please keep this page open and do not pay again." narrow>
      <Section aria-label="Your order" data-testid="payment-confirming">
        <Spinner compact label="Waiting for your payment provider" />
        <Muted>
          Order #{link.orderId}
          {pending ? ` · ${formatPounds(pending.total)}` : ''}
        </Muted>
        {pending ? (
          <ul>
            {pending.lines.map((line) => (
              <li key={line.competitionId}>
                {line.quantity} × {line.title}
              </li>
            ))}
          </ul>
        ) : null}
      </Section>
    </Page>
  );
}

/** Once the payment is known: paid -> the confirmation (the basket was emptied by the order); failed -> the basket, with a plain sentence. */
function useOutcome(api: Pick<ShopApi, 'getCart'>, wait: OrderWait, pending: PendingOrder | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (wait.kind === 'paid') {
      const order = paidOrder(wait.order, pending);
      saveLastOrder(order);
      forgetPendingOrder();
      for (const queryKey of CHECKOUT_QUERY_KEYS) queryClient.removeQueries({ queryKey });
      void refreshCart(api);
      navigate('/confirmation', { state: { order }, replace: true });
    } else if (wait.kind === 'failed') {
      forgetPendingOrder();
      showToast('error', PAYMENT_FAILED_MESSAGE);
      navigate('/cart', { replace: true });
    }
    // The outcome is acted on once: `pending` is read again on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wait]);
}
