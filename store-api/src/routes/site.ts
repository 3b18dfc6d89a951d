import * as v from 'valibot';
import { readOperatorDetails, SettingsSchema, type Faq, type HowItWorks, type LegalTab, type SeoSettings, type Settings } from '@shop/shared-contracts';
import { readContent } from '../domain/content';
import { ok, requireUser, type EndpointHandlers } from '../http/context';
import { chatHistory, postChatMessage } from '../domain/chat';
import { saveContactMessage } from '../domain/contactMessages';
import { winnerTotals } from '../domain/winners';

/** The contact form's thanks, promising the reply time the operator's settings state (none when they state none). */
export function contactThanks(storedSettings: unknown): string {
  const settings = v.safeParse(SettingsSchema, storedSettings);
  const replyWithin = settings.success ? readOperatorDetails(settings.output).reply_within : '';
  return replyWithin ? `Thanks, we will reply within ${replyWithin}.` : 'Thanks, your message has been sent.';
}

/** Site content and statistics: settings, SEO, how it works, FAQ, legal texts, winner stats, contact. */
export const siteHandlers = {
  seoSettings: (context, { page }) => {
    const seo = readContent<SeoSettings | null>(context.db, `seo:${page}`, null);
    return ok({ success: true, data: seo ? [seo] : [] });
  },
  settings: (context) => ok({ success: true, data: readContent<Settings | null>(context.db, 'settings', null) }),
  howItWorks: (context) => ok({ success: true, data: readContent<HowItWorks | null>(context.db, 'how-it-works', null) }),
  faqs: (context) => ok({ success: true, data: readContent<Faq[]>(context.db, 'faqs', []) }),
  legalTerms: (context) => ok({ success: true, data: readContent<LegalTab[]>(context.db, 'legal', []) }),
  winnerStats: (context) => {
    const totals = winnerTotals(context.db);
    return ok({ success: true, totalPrizeValue: totals.valueMinor / 100, totalWinner: totals.winners });
  },
  contact: (context, message) => {
    saveContactMessage(context.db, message);
    return ok({ success: true, message: contactThanks(readContent<unknown>(context.db, 'settings', null)) });
  },
  chatHistory: (context) => ok({ success: true, data: chatHistory(context.db) }),
  communityChat: async (context, { message }) => {
    const userId = requireUser(context);
    return ok(await postChatMessage(context.db, context.notices, userId, message, context.now()));
  },
} satisfies Partial<EndpointHandlers>;
