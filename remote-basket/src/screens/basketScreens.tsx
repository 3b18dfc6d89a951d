import { Page, type ScreenMap } from '@shop/remote-kit';

/** Screen id (from the shell's route table) → component. */
export const basketScreens: ScreenMap<'basket'> = {
  cart: () => <Page title="Your basket" lead="Your tickets, quantities and total, ready for checkout." />,
  checkout: () => <Page title="Checkout" lead="Billing details and payment." />,
  confirmation: () => <Page title="Order confirmed" lead="Your ticket numbers and draw dates." />,
};
