import type { ComponentType } from 'react';
import { PlaceholderScreen } from './PlaceholderScreen';

/** Screen id (from the shell's route table) → component. Placeholders until each screen's issue lands. */
export const accountScreens: Readonly<Record<string, ComponentType>> = {
  login: () => <PlaceholderScreen title="Sign in" blurb="Sign in or create an account to enter competitions." />,
  'login-as-user': () => <PlaceholderScreen title="Signing you in" blurb="Support sign-in with a one-time link." />,
  'forgot-password': () => <PlaceholderScreen title="Forgot password" blurb="We'll send you a link to reset it." />,
  'reset-password': () => <PlaceholderScreen title="Reset password" blurb="Choose a new password." />,
  overview: () => <PlaceholderScreen title="My account" blurb="Your tickets, orders, points and settings." />,
  'responsible-gaming': () => <PlaceholderScreen title="Responsible gaming" blurb="Spending limits and account lockout." />,
  points: () => <PlaceholderScreen title="Points" blurb="Your points balance and history." />,
  credit: () => <PlaceholderScreen title="Site credit" blurb="Your site credit balance." />,
  coupons: () => <PlaceholderScreen title="Coupons" blurb="Your coupon codes." />,
  details: () => <PlaceholderScreen title="Account details" blurb="Your name, email and password." />,
  billing: () => <PlaceholderScreen title="Billing details" blurb="Your billing address." />,
  'bank-details': () => <PlaceholderScreen title="Bank details" blurb="Where we pay cash prizes." />,
  orders: () => <PlaceholderScreen title="Orders" blurb="Every order you've placed." />,
  'order-detail': () => <PlaceholderScreen title="Order detail" blurb="Tickets, draw dates and billing for one order." />,
};
