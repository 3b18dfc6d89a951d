import { APP_ROUTES, pageTitle, screenTitle, type PageHead, type ScreenId } from '@shop/shared-contracts';
import { SHOP_DETAILS } from '../../shared/shopDetails';

export type InfoScreen = Extract<ScreenId<'catalog'>, 'faq' | 'legal-terms' | 'contact' | 'free-postal-route' | 'winners' | 'community-chat'>;

/** Each page's description: what the page itself says it is (its lead), nothing it does not deliver. */
const DESCRIPTIONS: Readonly<Record<InfoScreen, string>> = {
  faq: "Answers to the questions we're asked most about entering, free postal entry, draws and prizes.",
  'legal-terms': 'Terms and conditions, competition rules, responsible play and privacy.',
  contact: `Questions about an entry or a prize? Email ${SHOP_DETAILS.email} or use our form; we answer within ${SHOP_DETAILS.replyWithin}.`,
  'free-postal-route': 'You can enter every competition for free by post, with exactly the same chance of winning as a paid entry.',
  winners: 'Our winners, with the prize each won and the winning ticket number.',
  'community-chat': 'Talk tactics and tackle with fellow anglers in our public community chat.',
};

/** The route table's path for a screen (the first that shows it). */
function screenPath(screen: InfoScreen): string {
  return APP_ROUTES.find((route) => route.screen === screen)?.path ?? '/';
}

/**
 * The head of a fixed information page. `path` is the canonical path when the query picks the content
 * (`/legal-terms?tab=3` is the privacy policy); it defaults to the page's route.
 */
export function infoPageHead(screen: InfoScreen, path: string = screenPath(screen)): PageHead {
  return {
    title: pageTitle(screenTitle(screen)),
    description: DESCRIPTIONS[screen],
    canonicalPath: path,
    type: 'website',
    jsonLd: [],
    status: 200,
  };
}
