import { lazy } from 'react';
import type { ScreenMap } from '@shop/remote-kit';

/** Screen id (from the shell's route table) → component. Each screen is its own chunk: a page loads only its code. */
export const catalogScreens: ScreenMap<'catalog'> = {
  home: lazy(() => import('../home/HomeScreen')),
  competitions: lazy(() => import('../lists/CompetitionListScreen')),
  'instant-wins': lazy(() => import('../lists/InstantWinListScreen')),
  'competition-details': lazy(() => import('../details/DetailsScreen')),
  'draw-results': lazy(() => import('../info/DrawResultsScreen')),
  'claim-prize': lazy(() => import('../info/ClaimPrizeScreen')),
  'legal-terms': lazy(() => import('../info/LegalTermsScreen')),
  contact: lazy(() => import('../info/ContactScreen')),
  'free-postal-route': lazy(() => import('../info/FreePostalRouteScreen')),
  winners: lazy(() => import('../info/WinnersScreen')),
  'community-chat': lazy(() => import('../chat/CommunityChatScreen')),
  faq: lazy(() => import('../info/FaqScreen')),
};
