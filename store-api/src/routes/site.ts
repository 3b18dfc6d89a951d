import * as v from 'valibot';
import type { Faq, HowItWorks, LegalTab, SeoSettings, Settings } from '@shop/shared-contracts';
import { readContent } from '../domain/content';
import { field, ok, parseBody, type Handler } from '../http/context';
import { WpError } from '../http/wpError';

/** Site content and statistics: settings, SEO, how it works, FAQ, legal texts, winner stats, contact. */
export const siteRoutes: Record<string, Handler> = {
  'POST /api/v1/getSEOSettings': (context) => {
    const { page } = parseBody(context, v.object({ page: field.requiredText(50) }));
    const seo = readContent<SeoSettings | null>(context.db, `seo:${page}`, null);
    return ok({ success: true, data: seo ? [seo] : [] });
  },
  'GET /api/v1/getsettings': (context) => ok({ success: true, data: readContent<Settings | null>(context.db, 'settings', null) }),
  'GET /api/v1/gethowitworkssettings': (context) => ok({ success: true, data: readContent<HowItWorks | null>(context.db, 'how-it-works', null) }),
  'GET /api/v1/get_faqs': (context) => ok({ success: true, data: readContent<Faq[]>(context.db, 'faqs', []) }),
  'GET /api/v1/get_legal_terms': (context) => ok({ success: true, data: readContent<LegalTab[]>(context.db, 'legal', []) }),
  'GET /api/v1/get_realtime_winners_prize_value': (context) => {
    const stats = context.db.prepare('SELECT COUNT(*) AS winners, COALESCE(SUM(prize_value_minor), 0) AS value FROM winners').get() as { winners: number; value: number };
    return ok({ success: true, totalPrizeValue: stats.value / 100, totalWinner: stats.winners });
  },
  'POST /api/v1/contact': (context) => {
    const message = parseBody(
      context,
      v.object({
        name: field.requiredText(100),
        email: v.pipe(v.string(), v.trim(), v.email('Email address is invalid.'), v.maxLength(200)),
        subject: field.requiredText(200),
        message: field.requiredText(5000),
      }),
    );
    if (!message.message) throw new WpError(400, 'rest_invalid_param', 'Please write a message.');
    context.db
      .prepare('INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(message.name, message.email, message.subject, message.message, Date.now());
    return ok({ success: true, message: 'Thanks, we will reply within one working day.' });
  },
};
