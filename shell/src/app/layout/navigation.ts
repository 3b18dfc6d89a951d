/** The header's and footer's links. Category slugs match the store's competition categories. */
export interface NavLink {
  label: string;
  to: string;
}

export const CATEGORY_LINKS: readonly NavLink[] = [
  { label: 'Tackle', to: '/competitions/tackle' },
  { label: 'Carp fishing', to: '/competitions/carp-fishing' },
  { label: 'Cash', to: '/competitions/cash' },
  { label: 'Cars & boats', to: '/competitions/cars-boats' },
];

export const MAIN_LINKS: readonly NavLink[] = [
  { label: 'All competitions', to: '/competitions/all' },
  { label: 'Instant wins', to: '/competitions/instant_win_comps' },
  ...CATEGORY_LINKS,
  { label: 'Draw results', to: '/draw/results' },
  { label: 'Winners', to: '/winners_list' },
];

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
