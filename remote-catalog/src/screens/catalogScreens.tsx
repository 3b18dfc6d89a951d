import type { ComponentType } from 'react';
import { PlaceholderScreen } from './PlaceholderScreen';

/** Screen id (from the shell's route table) → component. Placeholders until each screen's issue lands. */
export const catalogScreens: Readonly<Record<string, ComponentType>> = {
  home: () => <PlaceholderScreen title="Win fishing tackle, cash and more" blurb="Carousel, pricing, draw-next, instant wins, comps for everyone and finished competitions." />,
  competitions: () => <PlaceholderScreen title="Competitions" blurb="Every live competition in this category." />,
  'instant-wins': () => <PlaceholderScreen title="Instant wins" blurb="Competitions with prizes won the moment your ticket number is drawn." />,
  'competition-details': () => <PlaceholderScreen title="Competition details" blurb="Prize, ticket picker, qualifying question and draw details." />,
  'draw-results': () => <PlaceholderScreen title="Draw results" blurb="Every draw, with the winning ticket number." />,
  'claim-prize': () => <PlaceholderScreen title="Claim your prize" blurb="Tell us where to send your prize." />,
  'legal-terms': () => <PlaceholderScreen title="Legal terms" blurb="Terms and conditions, competition rules and privacy policy." />,
  contact: () => <PlaceholderScreen title="Contact us" blurb="Questions about an entry or a prize? We're here to help." />,
  'free-postal-route': () => <PlaceholderScreen title="Free postal entry route" blurb="Enter any competition for free by post." />,
  winners: () => <PlaceholderScreen title="Winners" blurb="Our latest winners and their prizes." />,
  'community-chat': () => <PlaceholderScreen title="Community chat" blurb="Talk tactics and tackle with fellow anglers." />,
  faq: () => <PlaceholderScreen title="FAQ" blurb="Answers to the questions we're asked most." />,
};
