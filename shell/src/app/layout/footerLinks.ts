import type { NavLink } from './navigation';

/** The footer's own links, in a module of their own so they load with the deferred footer, not the first page. */
export const HELP_LINKS: readonly NavLink[] = [
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact us', to: '/contact' },
  { label: 'Free postal entry', to: '/free-postal-route' },
  { label: 'Community chat', to: '/community-chat' },
  { label: 'Claim a prize', to: '/claim/prize' },
];

export const LEGAL_LINKS: readonly NavLink[] = [
  { label: 'Terms & conditions', to: '/legal-terms' },
  { label: 'Privacy policy', to: '/legal-terms?tab=3' },
  { label: 'Responsible gaming', to: '/account/responsible/gaming' },
];
