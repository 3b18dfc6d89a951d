import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  billingFormFromUser,
  EMPTY_BILLING_FORM,
  formatPounds,
  media,
  theme,
  type BillingForm,
  type FieldErrors,
  type PaymentMethod,
} from '@shop/shared-contracts';
import {
  ButtonSpinner,
  EmptyState,
  ErrorState,
  Page,
  PrimaryButton,
  PrimaryLink,
  SecondaryLink,
  showToast,
  Spinner,
  useUserState,
  textType,
} from '@shop/remote-kit';
import { ChoiceLabel, Field } from '@shop/remote-kit/forms';
import { BASKET_FAILED_MESSAGE, useLoadedCart } from '../cart/useLoadedCart';
import { BasketSummary, payableTotal } from '../cart/BasketSummary';
import { CouponForm } from '../cart/CouponForm';
import { basketTotal } from '../cart/basketTotal';
import { refreshCart } from '../cart/cartActions';
import { dispatchCart, getCartState, storeCart } from '../state/basketStore';
import { blockedLines, checkoutFailureToast } from '../cart/availability';
import { saveLastOrder, type PlacedOrder } from '../order/lastOrder';
import { LinkRow, Muted, PhoneBar, PhoneBarTotal, Section, SummaryCard, TwoColumns, PhoneBarSpace } from '../ui/layout';
import { BILLING_FIELDS, billingAddress } from './billing';
import { CHECKOUT_FIELD_ORDER, validateCheckout, type CheckoutField } from './checkoutRules';
import { CART_EMPTY_CODE, placedOrder, placeOrder } from './placeOrder';
import { checkoutOutcome, newestOrderId, ORDER_NOT_PLACED_MESSAGE, ORDER_RECOVERED_MESSAGE, ORDER_UNCONFIRMED_MESSAGE } from './orderRecovery';
import { spendingLeft, spendingLimitStop } from '../cart/spendingLeft';
import { SPENDING_LIMIT_STOP_ID, SpendingLimitPrompt, SpendingLimitStop } from './SpendingLimitNotices';

export const CHECKOUT_LOGIN_PATH = '/auth/login?redirect=/checkout';

const Grid = styled.div`
  position: relative;
  display: grid;
  gap: 12px;
  @media (min-width: 600px) {
    grid-template-columns: 1fr 1fr;
  }
`;
/** Covers the billing fields while the profile loads, so nothing moves when the values arrive. */
const LoadingCover = styled.div`
  position: absolute;
  z-index: 1;
  inset: 0;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding-top: 24px;
  background: rgba(255, 255, 255, 0.75);
`;
const Fixed = styled.p`
  margin: 0;
  span {
    display: block;
    font-weight: 600;
  }
`;
const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  min-height: 44px;
  font-weight: 600;
  input {
    width: 24px;
    height: 24px;
    margin: 0;
    flex: none;
    accent-color: ${theme.color.brand};
  }
  input:focus-visible {
    outline: 2px solid ${theme.color.brandDark};
    outline-offset: 2px;
  }
  a {
    color: ${theme.color.brand};
  }
`;
const FieldError = styled.p`
  margin: -6px 0 0 34px;
  color: ${theme.color.danger};
  font-size: 0.9rem;
  font-weight: 600;
  &::before {
    content: '⚠ ';
  }
`;
const Methods = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 700;
    margin-bottom: 8px;
  }
`;
const ErrorSummary = styled.div`
  padding: 12px 16px;
  border: 2px solid ${theme.color.danger};
  border-radius: ${theme.radius.small};
  background: #fdf1f0;
  &:focus {
    outline: 2px solid ${theme.color.brandDark};
    outline-offset: 2px;
  }
  h2 {
    margin: 0 0 6px;
    ${textType('1rem', theme.color.ink)}
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;
const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 6px 0;
    border-bottom: 1px solid ${theme.color.border};
  }
`;
const PhoneTotal = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 16px;
  margin: 0;
  padding: 12px 16px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.brandLight};
  font-weight: 700;
  a {
    color: ${theme.color.brand};
  }
  ${media.desktop} {
    display: none;
  }
`;
const PayRow = styled.div`
  display: grid;
  gap: 10px;
  button,
  a {
    width: 100%;
  }
`;
/** The summary card's Pay button: on phones the sticky pay bar holds it instead. */
const PayOnWide = styled.div`
  display: none;
  ${media.tablet} {
    display: contents;
  }
`;

const PayOff = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: 0.92rem;
  font-weight: 600;
`;

/** A required, unticked confirmation box with its message under it. */
function ConfirmBox({
  id,
  checked,
  onChange,
  error,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <Check>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
        />
        {children}
      </Check>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </>
  );
}

const METHOD_LABELS: Record<PaymentMethod, string> = { site_credit: 'Site credit', coupon: 'Coupon (covers the whole order)', test_card: 'Card' };

/** /checkout: signed-in customers only; billing, the 18+ and terms boxes, payment and place order. */
export default function CheckoutScreen() {
  const { user, authChecked } = useUserState();
  if (!authChecked)
    return (
      <Page title="Checkout">
        <Spinner label="Checking your sign-in" />
      </Page>
    );
  if (!user) return <Navigate to={CHECKOUT_LOGIN_PATH} replace />;
  return <SignedInCheckout />;
}

function SignedInCheckout() {
  const { cart, loaded, failed, retry, api } = useLoadedCart();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const details = useQuery({ queryKey: ['basket', 'user-details'], queryFn: () => api.getUserDetails() });
  // The account's newest order as the page opened: after a Pay whose answer is lost, a newer one holding the
  // basket's lines is the order that went through. Read once; unknown (null) if this call fails.
  const newestBefore = useQuery({
    queryKey: ['basket', 'newest-order'],
    queryFn: () => newestOrderId(api),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [billing, setBilling] = useState<BillingForm>(EMPTY_BILLING_FORM);
  const [prefilled, setPrefilled] = useState(false);
  const [over18, setOver18] = useState(false);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('site_credit');
  const [cardNumber, setCardNumber] = useState('');
  const [errors, setErrors] = useState<FieldErrors<CheckoutField>>({});
  const [placing, setPlacing] = useState(false);
  const placingRef = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (details.data && !prefilled) {
      setBilling(billingFormFromUser(details.data));
      setPrefilled(true);
    }
  }, [details.data, prefilled]);
  useEffect(() => {
    if (details.error) console.error('[basket] could not load the billing details', details.error);
  }, [details.error]);

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
          <LinkRow>
            <PrimaryLink to="/competitions/all">Browse competitions</PrimaryLink>
          </LinkRow>
        </EmptyState>
      </Page>
    );
  }

  const total = payableTotal(cart);
  const credit = details.data?.site_credit ?? 0;
  // Checked here before payment; store-api checks again when the order is placed.
  const limitStop = spendingLimitStop(details.data, total);
  const setField = (field: keyof BillingForm, value: string) => setBilling((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (placingRef.current || limitStop) return;
    const found = validateCheckout({ billing, over18, acceptTerms, paymentMethod, cardNumber });
    setErrors(found);
    const first = CHECKOUT_FIELD_ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(`checkout-${first}`)?.focus();
      return;
    }
    placingRef.current = true;
    setPlacing(true);
    setNotice(null);
    const input = { billing: billingAddress(billing), paymentMethod, cardNumber, items: cart.cartItems, total };
    const complete = (order: PlacedOrder) => {
      saveLastOrder(order);
      // Spending, site credit and the newest order have changed: the next checkout reads them again.
      queryClient.removeQueries({ queryKey: ['basket', 'user-details'] });
      queryClient.removeQueries({ queryKey: ['basket', 'newest-order'] });
      dispatchCart({ type: 'empty' });
      navigate('/confirmation', { state: { order } });
    };
    const result = await placeOrder(api, input);
    if (result.ok) return complete(result.order);
    // No answer, or the server's basket is already empty (a Pay pressed again): the order may exist. It is
    // looked for before anything else, so the customer is never charged twice and keeps the basket until then.
    if (result.outcomeUnknown || result.code === CART_EMPTY_CODE) {
      const outcome = await checkoutOutcome(api, { items: input.items, newestOrderBefore: newestBefore.data ?? null });
      if (outcome.status === 'placed') {
        showToast('success', ORDER_RECOVERED_MESSAGE);
        return complete(placedOrder(input, { orderId: outcome.order.id, orderNumber: String(outcome.order.id) }));
      }
      if (outcome.status === 'not-placed') storeCart(outcome.cart);
      if (outcome.status === 'not-placed' || result.outcomeUnknown) {
        setNotice(outcome.status === 'not-placed' ? ORDER_NOT_PLACED_MESSAGE : ORDER_UNCONFIRMED_MESSAGE);
        placingRef.current = false;
        setPlacing(false);
        return;
      }
    }
    // The basket as the server now holds it (a rule may have failed meanwhile).
    await refreshCart(api);
    showToast('error', checkoutFailureToast(result.message, getCartState().cartItems, Date.now()));
    placingRef.current = false;
    setPlacing(false);
  };

  const errorList = CHECKOUT_FIELD_ORDER.filter((field) => errors[field]);
  const blocked = blockedLines(cart.cartItems, Date.now());
  const payButton = (testId: string) => (
    <PrimaryButton
      type="submit"
      disabled={placing || blocked.length > 0 || limitStop !== null}
      aria-busy={placing}
      aria-describedby={limitStop ? SPENDING_LIMIT_STOP_ID : undefined}
      data-testid={testId}
    >
      {placing ? <ButtonSpinner aria-hidden="true" /> : null}
      {placing ? 'Placing your order…' : `Pay ${formatPounds(total)}`}
    </PrimaryButton>
  );
  return (
    <Page title="Checkout">
      <PhoneBarSpace />
      <form onSubmit={submit} noValidate>
        <TwoColumns>
          <div style={{ display: 'grid', gap: 16 }}>
            <PhoneTotal>
              <span>Order total {formatPounds(total)}</span>
              <a href="#order-summary-title">Show summary</a>
            </PhoneTotal>
            {notice ? (
              <ErrorSummary role="alert" data-testid="checkout-notice">
                <p>{notice}</p>
              </ErrorSummary>
            ) : null}
            {limitStop ? <SpendingLimitStop message={limitStop} /> : null}
            {blocked.length > 0 ? (
              <ErrorSummary role="alert" data-testid="checkout-blocked">
                <h2>Your basket needs a change before you pay</h2>
                <ul>
                  {blocked.map(({ item, problem }) => (
                    <li key={item.key}>
                      <strong>{item.competition.title}</strong>: {problem.message}
                    </li>
                  ))}
                </ul>
                <p>
                  <Link to="/cart">Go to your basket</Link>
                </p>
              </ErrorSummary>
            ) : null}
            {errorList.length > 0 ? (
              <ErrorSummary ref={summaryRef} role="alert">
                <h2>Please check these details</h2>
                <ul>
                  {errorList.map((field) => (
                    <li key={field}>
                      <a href={`#checkout-${field}`}>{errors[field]}</a>
                    </li>
                  ))}
                </ul>
              </ErrorSummary>
            ) : null}
            <Section aria-labelledby="billing-title">
              <h2 id="billing-title">Billing details</h2>
              <Grid>
                {details.isPending ? (
                  <LoadingCover>
                    <Spinner compact label="Loading your details" />
                  </LoadingCover>
                ) : null}
                {BILLING_FIELDS.map(({ field, label, autoComplete, type }) => (
                  <Field
                    key={field}
                    id={`checkout-${field}`}
                    label={label}
                    type={type ?? 'text'}
                    autoComplete={autoComplete}
                    value={billing[field]}
                    error={errors[field]}
                    onChange={(event) => setField(field, event.target.value)}
                  />
                ))}
                <Fixed>
                  <span>Country</span>United Kingdom
                </Fixed>
              </Grid>
            </Section>
            <Section aria-labelledby="payment-title">
              <h2 id="payment-title">Payment</h2>
              <Methods>
                <legend>How would you like to pay?</legend>
                {(Object.keys(METHOD_LABELS) as PaymentMethod[]).map((method) => (
                  <ChoiceLabel key={method}>
                    <input type="radio" name="payment_method" value={method} checked={paymentMethod === method} onChange={() => setPaymentMethod(method)} />
                    <span>
                      {METHOD_LABELS[method]}
                      {method === 'site_credit' ? ` · ${formatPounds(credit)} available` : ''}
                    </span>
                  </ChoiceLabel>
                ))}
              </Methods>
              {paymentMethod === 'test_card' ? (
                <Field
                  id="checkout-cardNumber"
                  label="Card number"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  value={cardNumber}
                  error={errors.cardNumber}
                  onChange={(event) => setCardNumber(event.target.value)}
                />
              ) : null}
              {paymentMethod === 'coupon' ? <CouponForm api={api} coupons={cart.coupons} /> : null}
              {paymentMethod === 'site_credit' && credit < total ? (
                <Muted role="status">Your site credit does not cover this order; add a coupon or choose card.</Muted>
              ) : null}
            </Section>
            {details.data && !spendingLeft(details.data) ? <SpendingLimitPrompt /> : null}
            <Section aria-labelledby="confirm-title">
              <h2 id="confirm-title">Before you pay</h2>
              <ConfirmBox id="checkout-over18" checked={over18} onChange={setOver18} error={errors.over18}>
                I am 18 or over
              </ConfirmBox>
              <ConfirmBox id="checkout-acceptTerms" checked={acceptTerms} onChange={setAcceptTerms} error={errors.acceptTerms}>
                <span>
                  I accept the{' '}
                  <a href="/legal-terms" target="_blank" rel="noopener">
                    terms and competition rules
                  </a>
                </span>
              </ConfirmBox>
            </Section>
          </div>
          <SummaryCard aria-labelledby="order-summary-title">
            <h2 id="order-summary-title">Order summary</h2>
            <Lines>
              {cart.cartItems.map((item) => (
                <li key={item.key}>
                  <span>
                    {item.competition.title} × {item.quantity}
                  </span>
                  <span>{formatPounds(basketTotal([item]))}</span>
                </li>
              ))}
            </Lines>
            <BasketSummary cart={cart} />
            <PayRow>
              <PayOnWide>
                {payButton('place-order')}
                {limitStop ? <PayOff>Pay is off: this order would pass your spending limit.</PayOff> : null}
              </PayOnWide>
              <SecondaryLink to="/free-postal-route">Enter free by post</SecondaryLink>
              <Muted>Free entry is open to everyone, with the same chance of winning.</Muted>
              <Muted>
                <Link to="/cart">Back to basket</Link>
              </Muted>
            </PayRow>
          </SummaryCard>
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
