import type { FormEvent } from 'react';
import styled from 'styled-components';
import { formatPounds } from '@shop/shared-contracts';
import { EmptyState, ErrorState, Page, PrimaryLink, Spinner } from '@shop/remote-kit';
import { BASKET_FAILED_MESSAGE, useLoadedCart } from '../cart/useLoadedCart';
import { payableTotal } from '../cart/BasketSummary';
import { blockedLines } from '../cart/availability';
import { spendingLeft, spendingLimitStop } from '../cart/spendingLeft';
import { LinkRow, PhoneBar, PhoneBarSpace, PhoneBarTotal, TwoColumns } from '../ui/layout';
import { billingAddress } from './billing';
import { BillingSection } from './BillingSection';
import { PaymentSection } from './PaymentSection';
import { offeredPaymentMethods } from './paymentChoices';
import { BasketNotice } from '../cart/BasketNotice';
import { BeforeYouPaySection } from './BeforeYouPaySection';
import { CheckoutAlerts } from './CheckoutAlerts';
import { OrderSummaryCard } from './OrderSummaryCard';
import { PayButton } from './PayButton';
import { PhoneOrderTotal } from './PhoneOrderTotal';
import { SpendingLimitPrompt } from './SpendingLimitPrompt';
import { useCheckoutDetails } from './useCheckoutDetails';
import { useCheckoutForm } from './useCheckoutForm';
import { usePlaceOrder } from './usePlaceOrder';

const FormColumn = styled.div`
  display: grid;
  gap: 16px;
`;

/** The checkout of a signed-in customer: the basket as loaded, their details prefilled, then Pay. */
export function SignedInCheckout() {
  const { cart, loaded, failed, retry, api } = useLoadedCart();
  const { details, newestOrderBefore } = useCheckoutDetails(api);
  const offered = offeredPaymentMethods(cart.paymentMethods);
  const form = useCheckoutForm(details.data, offered);
  const order = usePlaceOrder(api, newestOrderBefore, form.showFieldErrors);

  if (!loaded && cart.cartItems.length === 0)
    return (
      <Page title="Checkout">
        <Spinner label="Loading your basket" />
      </Page>
    );
  if (failed && cart.cartItems.length === 0) {
    return (
      <Page title="Checkout" narrow>
        <ErrorState
          message={BASKET_FAILED_MESSAGE}
          onRetry={() => {
            retry();
            // The billing details (and the site credit they carry) most likely failed with it: asked for again too.
            if (details.isError) void details.refetch();
          }}
        />
      </Page>
    );
  }
  if (cart.cartItems.length === 0) {
    return (
      <Page title="Checkout" narrow>
        <EmptyState message="Your basket is empty">
          <BasketNotice notice={cart.notice} />
          <LinkRow>
            <PrimaryLink to="/competitions/all">Browse competitions</PrimaryLink>
          </LinkRow>
        </EmptyState>
      </Page>
    );
  }

  const total = payableTotal(cart);
  // Checked here before payment; store-api checks again when the order is placed.
  const limitStop = spendingLimitStop(details.data, total);
  const blocked = blockedLines(cart.cartItems, Date.now());
  const { billing, over18, acceptTerms, paymentMethod, cardNumber } = form.form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (order.isPlacing() || limitStop || !form.check()) return;
    void order.place({ billing: billingAddress(billing), paymentMethod, cardNumber, items: cart.cartItems, total });
  };
  const payButton = (testId: string) => (
    <PayButton total={total} placing={order.placing} disabled={blocked.length > 0 || limitStop !== null} overLimit={limitStop !== null} testId={testId} />
  );

  return (
    <Page title="Checkout">
      <PhoneBarSpace />
      <form onSubmit={submit} noValidate>
        <TwoColumns>
          <FormColumn>
            <PhoneOrderTotal total={total} />
            <BasketNotice notice={cart.notice} />
            <CheckoutAlerts notice={order.notice} limitStop={limitStop} blocked={blocked} errors={form.errors} />
            <BillingSection billing={billing} errors={form.errors} loading={details.isPending} onChange={form.setBillingField} />
            <PaymentSection
              api={api}
              coupons={cart.coupons}
              offered={offered}
              method={paymentMethod}
              onMethod={form.setPaymentMethod}
              cardNumber={cardNumber}
              onCardNumber={form.setCardNumber}
              cardError={form.errors.cardNumber}
              credit={details.data?.site_credit ?? 0}
              total={total}
            />
            {details.data && !spendingLeft(details.data) ? <SpendingLimitPrompt /> : null}
            <BeforeYouPaySection over18={over18} onOver18={form.setOver18} acceptTerms={acceptTerms} onAcceptTerms={form.setAcceptTerms} errors={form.errors} />
          </FormColumn>
          <OrderSummaryCard cart={cart} payButton={payButton('place-order')} overLimit={limitStop !== null} />
        </TwoColumns>
        <PhoneBar aria-label="Pay">
          <PhoneBarTotal>
            <span>{limitStop ? 'Over your spending limit' : 'Order total'}</span>
            <strong>{formatPounds(total)}</strong>
          </PhoneBarTotal>
          {payButton('place-order-bar')}
        </PhoneBar>
      </form>
    </Page>
  );
}
