import { Page, type ScreenMap } from '@shop/remote-kit';

/** Screen id (from the shell's route table) → component. */
export const accountScreens: ScreenMap<'account'> = {
  login: () => <Page title="Sign in" lead="Sign in or create an account to enter competitions." />,
  'login-as-user': () => <Page title="Signing you in" lead="Support sign-in with a one-time link." />,
  'forgot-password': () => <Page title="Forgot password" lead="We'll send you a link to reset it." />,
  'reset-password': () => <Page title="Reset password" lead="Choose a new password." />,
  overview: () => <Page title="My account" lead="Your tickets, orders, points and settings." />,
  'responsible-gaming': () => <Page title="Responsible gaming" lead="Spending limits and account lockout." />,
  points: () => <Page title="Points" lead="Your points balance and history." />,
  credit: () => <Page title="Site credit" lead="Your site credit balance." />,
  coupons: () => <Page title="Coupons" lead="Your coupon codes." />,
  details: () => <Page title="Account details" lead="Your name, email and password." />,
  billing: () => <Page title="Billing details" lead="Your billing address." />,
  'bank-details': () => <Page title="Bank details" lead="Where we pay cash prizes." />,
  orders: () => <Page title="Orders" lead="Every order you've placed." />,
  'order-detail': () => <Page title="Order detail" lead="Tickets, draw dates and billing for one order." />,
};
