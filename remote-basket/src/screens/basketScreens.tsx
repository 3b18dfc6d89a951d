import type { ComponentType } from 'react';
import { PlaceholderScreen } from './PlaceholderScreen';

/** Screen id (from the shell's route table) → component. Placeholders until each screen's issue lands. */
export const basketScreens: Readonly<Record<string, ComponentType>> = {
  cart: () => <PlaceholderScreen title="Your basket" blurb="Your tickets, quantities and total, ready for checkout." />,
  checkout: () => <PlaceholderScreen title="Checkout" blurb="Billing details and payment." />,
  confirmation: () => <PlaceholderScreen title="Order confirmed" blurb="Your ticket numbers and draw dates." />,
};
