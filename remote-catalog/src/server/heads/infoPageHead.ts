import {
  APP_ROUTES,
  pageTitle,
  readOperatorDetails,
  screenTitle,
  type OperatorDetails,
  type PageHead,
  type ScreenId,
  type Settings,
} from '@shop/shared-contracts';

export type InfoScreen = Extract<ScreenId<'catalog'>, 'faq' | 'legal-terms' | 'contact' | 'free-postal-route' | 'winners' | 'community-chat'>;

/** What the contact page's description names: the operator's settings, each part only when given. */
export type ContactFacts = Pick<OperatorDetails, 'contact_email' | 'reply_within'>;

/** "Questions about an entry or a prize? Email help@… or use our form; we answer within one working day." */
export function contactDescription({ contact_email, reply_within }: ContactFacts): string {
  const how = contact_email ? `Email ${contact_email} or use our form` : 'Use our form';
  return `Questions about an entry or a prize? ${how}${reply_within ? `; we answer within ${reply_within}` : ''}.`;
}

/** Each page's description: what the page itself says it is (its lead), nothing it does not deliver. */
const DESCRIPTIONS: Readonly<Record<Exclude<InfoScreen, 'contact'>, string>> = {
  faq: "Answers to the questions we're asked most about entering, free postal entry, draws and prizes.",
  'legal-terms': 'Terms and conditions, competition rules, responsible play and privacy.',
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
 * (`/legal-terms?tab=3` is the privacy policy); it defaults to the page's route. The contact page's
 * description names the operator's email and reply time, as the settings give them.
 */
export function infoPageHead(screen: InfoScreen, path: string = screenPath(screen), settings: Pick<Settings, 'operator'> = {}): PageHead {
  return {
    title: pageTitle(screenTitle(screen)),
    description: screen === 'contact' ? contactDescription(readOperatorDetails(settings)) : DESCRIPTIONS[screen],
    canonicalPath: path,
    type: 'website',
    jsonLd: [],
    status: 200,
  };
}
