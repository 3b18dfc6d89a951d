/** The header's links (the footer shows the categories too). Category slugs match the store's competition categories. */
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
