import { lazy } from 'react';
import type { ScreenMap } from '@shop/remote-kit';

/**
 * Screen id (from the shell's route table) → component. Each screen is its own chunk, named
 * `screen-<id>`, so a page loads only its own code and the release can list each screen's files in
 * remotes.json for the shell to fetch early (build-config/screenAssetsPlugin.cjs).
 */
export const catalogScreens: ScreenMap<'catalog'> = {
  home: lazy(() => import(/* webpackChunkName: "screen-home" */ '../home/HomeScreen')),
  competitions: lazy(() => import(/* webpackChunkName: "screen-competitions" */ '../lists/CompetitionListScreen')),
  'instant-wins': lazy(() => import(/* webpackChunkName: "screen-instant-wins" */ '../lists/InstantWinListScreen')),
  'competition-details': lazy(() => import(/* webpackChunkName: "screen-competition-details" */ '../details/DetailsScreen')),
  'draw-results': lazy(() => import(/* webpackChunkName: "screen-draw-results" */ '../info/DrawResultsScreen')),
  'draw-proof': lazy(() => import(/* webpackChunkName: "screen-draw-proof" */ '../proof/DrawProofScreen')),
  'claim-prize': lazy(() => import(/* webpackChunkName: "screen-claim-prize" */ '../info/ClaimPrizeScreen')),
  'legal-terms': lazy(() => import(/* webpackChunkName: "screen-legal-terms" */ '../info/LegalTermsScreen')),
  contact: lazy(() => import(/* webpackChunkName: "screen-contact" */ '../info/ContactScreen')),
  'free-postal-route': lazy(() => import(/* webpackChunkName: "screen-free-postal-route" */ '../info/FreePostalRouteScreen')),
  winners: lazy(() => import(/* webpackChunkName: "screen-winners" */ '../info/WinnersScreen')),
  'community-chat': lazy(() => import(/* webpackChunkName: "screen-community-chat" */ '../chat/CommunityChatScreen')),
  faq: lazy(() => import(/* webpackChunkName: "screen-faq" */ '../info/FaqScreen')),
};
