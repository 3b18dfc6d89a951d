import * as v from 'valibot';
import { numeric, text } from '../../entities/primitives';
import { SeoSettingsSchema, SettingsSchema } from '../../entities/site';
import { successFlag } from './common';

/** Response schemas of the site calls (settings, SEO, winner stats, how it works, FAQs, legal terms). */

export const SeoSettingsResponseSchema = v.object({ success: successFlag, data: v.array(SeoSettingsSchema) });

export const SettingsResponseSchema = v.object({ success: successFlag, data: SettingsSchema });

export const WinnerStatsResponseSchema = v.object({
  success: successFlag,
  totalPrizeValue: numeric,
  totalWinner: numeric,
});

export const HowItWorksSchema = v.object({
  title: text,
  steps: v.array(v.object({ title: text, description: text })),
});

export type HowItWorks = v.InferOutput<typeof HowItWorksSchema>;

export const HowItWorksResponseSchema = v.object({ success: successFlag, data: HowItWorksSchema });

export const FaqSchema = v.object({ question: text, answer: text });

export type Faq = v.InferOutput<typeof FaqSchema>;

export const FaqsResponseSchema = v.object({ success: successFlag, data: v.array(FaqSchema) });

/** Legal terms come as tabs; the cookie notice links to tab 3 (the privacy policy). */
export const LegalTabSchema = v.object({ title: text, content: text });

export type LegalTab = v.InferOutput<typeof LegalTabSchema>;

export const LegalTermsResponseSchema = v.object({ success: successFlag, data: v.array(LegalTabSchema) });
