import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Page, Spinner, useUserState } from '@shop/remote-kit';
import { SignedInCheckout } from './SignedInCheckout';

/** The return page from a payment provider (the route's `/checkout/*` below the checkout): a chunk of its own. */
const OrderReceivedScreen = lazy(() => import(/* webpackChunkName: "order-received" */ '../orderReceived/OrderReceivedScreen'));

export const CHECKOUT_LOGIN_PATH = '/auth/login?redirect=/checkout';

/**
 * /checkout: signed-in customers only; billing, the 18+ and terms boxes, payment and place order. Anything
 * below it is the return page (`/checkout/order-received/<order>?key=…`) or not found.
 */
export default function CheckoutScreen() {
  const splat = useParams()['*'] ?? '';
  return splat === '' ? <Checkout /> : <Suspense fallback={<Spinner label="Loading" />}>{<OrderReceivedScreen splat={splat} />}</Suspense>;
}

function Checkout() {
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
