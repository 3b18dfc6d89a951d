import type { Faq, HowItWorks, LegalTab, SeoSettings, Settings } from '@shop/shared-contracts';
import { readContent } from '../domain/content';
import { ok, requireUser, type EndpointHandlers } from '../http/context';
import { postChatMessage } from '../domain/chat';
import { sql } from '../db/statements';

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
    const stats = sql(context.db, 'SELECT COUNT(*) AS winners, COALESCE(SUM(prize_value_minor), 0) AS value FROM winners').get() as {
      winners: number;
      value: number;
    };
    return ok({ success: true, totalPrizeValue: stats.value / 100, totalWinner: stats.winners });
  },
  contact: (context, message) => {
    sql(context.db, 'INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES (?, ?, ?, ?, ?)').run(
      message.name,
      message.email,
      message.subject,
      message.message,
      Date.now(),
    );
    return ok({ success: true, message: 'Thanks, we will reply within one working day.' });
  },
  communityChat: async (context, { message }) => {
    const userId = requireUser(context);
    return ok(await postChatMessage(context, userId, message));
  },
} satisfies Partial<EndpointHandlers>;
