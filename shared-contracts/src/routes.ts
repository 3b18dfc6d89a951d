/**
 * The route table: every path of the shop. The shell owns it so URLs stay stable while remotes change inside;
 * each route names the remote that renders it and the screen id that remote exposes.
 */
export type RemoteName = 'catalog' | 'basket' | 'account';

export interface AppRoute {
  path: string;
  owner: RemoteName;
  /** Screen id passed to the owning remote's route element. */
  screen: string;
  title: string;
}

export const APP_ROUTES = [
  { path: '/', owner: 'catalog', screen: 'home', title: 'Home' },
  { path: '/competitions/instant_win_comps', owner: 'catalog', screen: 'instant-wins', title: 'Instant wins' },
  { path: '/competitions/instant/wins', owner: 'catalog', screen: 'instant-wins', title: 'Instant wins' },
  { path: '/competitions/:category', owner: 'catalog', screen: 'competitions', title: 'Competitions' },
  { path: '/competition/details/:competitionDetail', owner: 'catalog', screen: 'competition-details', title: 'Competition' },
  { path: '/competition/info/:id', owner: 'catalog', screen: 'competition-details', title: 'Competition' },
  { path: '/draw/results', owner: 'catalog', screen: 'draw-results', title: 'Draw results' },
  { path: '/results', owner: 'catalog', screen: 'draw-results', title: 'Draw results' },
  // Designed here (not in the original): one public page per competition proving its main draw.
  { path: '/draw/proof/:competitionDetail', owner: 'catalog', screen: 'draw-proof', title: 'Draw proof' },
  { path: '/claim/prize', owner: 'catalog', screen: 'claim-prize', title: 'Claim prize' },
  { path: '/legal-terms', owner: 'catalog', screen: 'legal-terms', title: 'Legal terms' },
  { path: '/contact', owner: 'catalog', screen: 'contact', title: 'Contact us' },
  { path: '/free-postal-route', owner: 'catalog', screen: 'free-postal-route', title: 'Free postal entry route' },
  { path: '/winners_list', owner: 'catalog', screen: 'winners', title: 'Winners' },
  { path: '/community-chat', owner: 'catalog', screen: 'community-chat', title: 'Community chat' },
  { path: '/faq', owner: 'catalog', screen: 'faq', title: 'FAQ' },
  { path: '/cart', owner: 'basket', screen: 'cart', title: 'Basket' },
  // The checkout and, below it, the return page from a payment provider (/checkout/order-received/<order>?key=…).
  { path: '/checkout/*', owner: 'basket', screen: 'checkout', title: 'Checkout' },
  { path: '/confirmation', owner: 'basket', screen: 'confirmation', title: 'Order confirmation' },
  { path: '/auth/login', owner: 'account', screen: 'login', title: 'Sign in' },
  { path: '/login-as-user', owner: 'account', screen: 'login-as-user', title: 'Signing you in' },
  { path: '/auth/forgot/password', owner: 'account', screen: 'forgot-password', title: 'Forgot password' },
  { path: '/auth/reset/password', owner: 'account', screen: 'reset-password', title: 'Reset password' },
  { path: '/account', owner: 'account', screen: 'overview', title: 'My account' },
  { path: '/account/responsible/gaming', owner: 'account', screen: 'responsible-gaming', title: 'Responsible gaming' },
  { path: '/account/points', owner: 'account', screen: 'points', title: 'Points' },
  { path: '/account/cred', owner: 'account', screen: 'credit', title: 'Site credit' },
  { path: '/account/coupons', owner: 'account', screen: 'coupons', title: 'Coupons' },
  { path: '/account/details', owner: 'account', screen: 'details', title: 'Account details' },
  { path: '/account/billing', owner: 'account', screen: 'billing', title: 'Billing details' },
  { path: '/account/financial-details', owner: 'account', screen: 'bank-details', title: 'Bank details' },
  { path: '/account/recent/orders', owner: 'account', screen: 'orders', title: 'Orders' },
  { path: '/account/recent/orders/order-detail/:order_id', owner: 'account', screen: 'order-detail', title: 'Order detail' },
] as const satisfies readonly AppRoute[];

/** The screen ids a remote must provide, typed from the table: a typo in a screen map fails to compile. */
export type ScreenId<R extends RemoteName = RemoteName> = Extract<(typeof APP_ROUTES)[number], { owner: R }>['screen'];

/** The shop's name, the last part of every page title ("Instant wins | Angling Prizes"). */
export const SITE_NAME = 'Angling Prizes';

export function pageTitle(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** The route table's title of a screen (the first route that shows it). */
export function screenTitle(screen: ScreenId): string {
  return APP_ROUTES.find((route) => route.screen === screen)?.title ?? '';
}

/** The slug rule: the title with each run of non-word characters replaced by a hyphen. */
export function competitionSlug(title: string): string {
  return title.replace(/\W+/g, '-');
}

/** `/competition/details/{slug}-{id}`: the shape used when navigating to a competition. */
export function competitionDetailsPath(competition: { id: number; title: string }): string {
  return `/competition/details/${competitionSlug(competition.title)}-${competition.id}`;
}

export function orderDetailPath(orderId: number): string {
  return `/account/recent/orders/order-detail/${orderId}`;
}
