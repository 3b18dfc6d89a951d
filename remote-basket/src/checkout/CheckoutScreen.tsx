import { Navigate } from 'react-router-dom';
import { Page, Spinner, useUserState } from '@shop/remote-kit';
import { SignedInCheckout } from './SignedInCheckout';

export const CHECKOUT_LOGIN_PATH = '/auth/login?redirect=/checkout';

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
