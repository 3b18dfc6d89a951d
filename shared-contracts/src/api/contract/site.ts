import * as v from 'valibot';
import { SuccessResponseSchema } from '../responses/common';
import {
  FaqsResponseSchema,
  HowItWorksResponseSchema,
  LegalTermsResponseSchema,
  SeoSettingsResponseSchema,
  SettingsResponseSchema,
  WinnerStatsResponseSchema,
} from '../responses/site';
import { field, NoBody } from './fields';

/** Request and response schemas of the site calls (settings, SEO, content pages, contact, chat). */
export const siteSchemas = {
  seoSettings: { request: v.object({ page: field.requiredText(50) }), response: SeoSettingsResponseSchema },
  settings: { request: NoBody, response: SettingsResponseSchema },
  winnerStats: { request: NoBody, response: WinnerStatsResponseSchema },
  howItWorks: { request: NoBody, response: HowItWorksResponseSchema },
  faqs: { request: NoBody, response: FaqsResponseSchema },
  legalTerms: { request: NoBody, response: LegalTermsResponseSchema },
  contact: {
    request: v.object({
      name: field.requiredText(100),
      email: field.email(),
      subject: field.requiredText(200),
      message: field.requiredText(5000),
      order_number: field.optionalText(40),
    }),
    response: SuccessResponseSchema,
  },
  communityChat: {
    request: v.object({
      token: field.token(),
      message: v.pipe(v.string(), v.trim(), v.minLength(1, 'Please write a message.'), v.maxLength(500, 'Messages can be up to 500 characters.')),
    }),
    response: SuccessResponseSchema,
  },
};
