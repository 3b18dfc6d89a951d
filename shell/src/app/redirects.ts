export interface AppRedirect {
  from: string;
  to: string;
}

/** The privacy policy: tab 3 of the legal terms, where the cookie notice's Privacy Policy button goes too. */
export const PRIVACY_POLICY_PATH = '/legal-terms?tab=3';

/** Redirects of old paths (privacy policy, winner, draw results). Each family goes to the page that replaced it. */
export const APP_REDIRECTS: readonly AppRedirect[] = [
  { from: '/legal/privacy-policy', to: PRIVACY_POLICY_PATH },
  { from: '/legal/privacy-policy/*', to: PRIVACY_POLICY_PATH },
  { from: '/winner', to: '/winners_list' },
  { from: '/winner/*', to: '/winners_list' },
  { from: '/draw-results', to: '/draw/results' },
  { from: '/draw-results/*', to: '/draw/results' },
  { from: '/draw-results/instant-wins/page/33', to: '/draw/results' },
];
