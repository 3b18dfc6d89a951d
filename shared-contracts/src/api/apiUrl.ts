/**
 * Every rest_route the storefront calls. Spec section 7 lists the first group verbatim; the rest are
 * calls the spec does not show (sign-in, content pages), designed for this shop and served by store-api.
 */
export const REST_ROUTES = {
  // Spec section 7
  seoSettings: '/api/v1/getSEOSettings',
  cart: '/wc/store/v1/cart',
  cartAddItem: '/wc/store/v1/cart/add-item',
  cartItems: '/wc/store/v1/cart/items',
  checkAuth: '/api/v1/check-auth',
  updateProfile: '/api/v1/updateProfile',
  getUserDetails: '/api/v1/get_user_details',
  updateUserDetails: '/api/v1/update_user_details',
  bankDetails: '/api/v1/get_bank_details',
  points: '/api/v1/points',
  coupons: '/api/v1/get_coupons',
  orders: '/api/v1/orders',
  orderDetail: '/api/v1/order_detail',
  purchasedCompetitions: '/api/v1/get_purchased_competition',
  settings: '/api/v1/getsettings',
  winnerStats: '/api/v1/get_realtime_winners_prize_value',
  competitions: '/api/v1/competition',
  drawnNext: '/api/v1/drawn_next_competition',
  finishedSoldOut: '/api/v1/finished_soldout_competition',
  featured: '/api/v1/featured_competition',
  competitionDetail: '/api/v1/getcompetition',
  otherCompetitions: '/api/v1/getOtherComps',
  howItWorks: '/api/v1/gethowitworkssettings',
  // WooCommerce Store API calls beyond the spec's three (basket page and checkout)
  cartUpdateItem: '/wc/store/v1/cart/update-item',
  cartRemoveItem: '/wc/store/v1/cart/remove-item',
  cartApplyCoupon: '/wc/store/v1/cart/apply-coupon',
  cartRemoveCoupon: '/wc/store/v1/cart/remove-coupon',
  checkout: '/wc/store/v1/checkout',
  // Designed here (spec: not shown)
  login: '/api/v1/login',
  register: '/api/v1/register',
  forgotPassword: '/api/v1/forgot_password',
  resetPassword: '/api/v1/reset_password',
  logout: '/api/v1/logout',
  loginAsUser: '/api/v1/login_as_user',
  siteCredit: '/api/v1/get_site_credit',
  responsibleGaming: '/api/v1/update_responsible_gaming',
  drawResults: '/api/v1/draw_results',
  winners: '/api/v1/winners',
  faqs: '/api/v1/get_faqs',
  legalTerms: '/api/v1/get_legal_terms',
  contact: '/api/v1/contact',
  claimPrize: '/api/v1/claim_prize',
} as const;

export type RestRouteName = keyof typeof REST_ROUTES;
export type RestRoute = (typeof REST_ROUTES)[RestRouteName];

/** The path every call goes to, before `?rest_route=`. */
export const WP_JSON_PATH = '/competition/index.php/wp-json/';

/** Builds `{host}/competition/index.php/wp-json/?rest_route=/x&k=v` exactly as spec section 7 says. */
export function buildApiUrl(host: string, route: string, query: Record<string, string | number> = {}): string {
  const base = host.replace(/\/+$/, '') + WP_JSON_PATH;
  const params = Object.entries(query)
    .map(([key, value]) => `&${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('');
  // rest_route keeps its slashes readable, as WordPress writes it.
  return `${base}?rest_route=${encodeURI(route)}${params}`;
}
