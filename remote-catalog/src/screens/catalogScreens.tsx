import { Page, type ScreenMap } from '@shop/remote-kit';

/** Screen id (from the shell's route table) → component. */
export const catalogScreens: ScreenMap<'catalog'> = {
  home: () => <Page title="Win fishing tackle, cash and more" lead="Carousel, pricing, draw-next, instant wins, comps for everyone and finished competitions." />,
  competitions: () => <Page title="Competitions" lead="Every live competition in this category." />,
  'instant-wins': () => <Page title="Instant wins" lead="Competitions with prizes won the moment your ticket number is drawn." />,
  'competition-details': () => <Page title="Competition details" lead="Prize, ticket picker, qualifying question and draw details." />,
  'draw-results': () => <Page title="Draw results" lead="Every draw, with the winning ticket number." />,
  'claim-prize': () => <Page title="Claim your prize" lead="Tell us where to send your prize." />,
  'legal-terms': () => <Page title="Legal terms" lead="Terms and conditions, competition rules and privacy policy." />,
  contact: () => <Page title="Contact us" lead="Questions about an entry or a prize? We're here to help." />,
  'free-postal-route': () => <Page title="Free postal entry route" lead="Enter any competition for free by post." />,
  winners: () => <Page title="Winners" lead="Our latest winners and their prizes." />,
  'community-chat': () => <Page title="Community chat" lead="Talk tactics and tackle with fellow anglers." />,
  faq: () => <Page title="FAQ" lead="Answers to the questions we're asked most." />,
};
