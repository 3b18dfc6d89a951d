import * as v from 'valibot';
import {
  FaqsResponseSchema,
  HowItWorksResponseSchema,
  LegalTermsResponseSchema,
  SeoSettingsResponseSchema,
  SettingsResponseSchema,
  WinnerStatsResponseSchema,
} from '../responses/site';
import { field, NoBody } from './fields';

/** Request and response schemas of the site calls every page may make as it starts (settings, SEO, content pages). */
export const siteSchemas = {
  seoSettings: { request: v.object({ page: field.requiredText(50) }), response: SeoSettingsResponseSchema },
  settings: { request: NoBody, response: SettingsResponseSchema },
  winnerStats: { request: NoBody, response: WinnerStatsResponseSchema },
  howItWorks: { request: NoBody, response: HowItWorksResponseSchema },
  faqs: { request: NoBody, response: FaqsResponseSchema },
  legalTerms: { request: NoBody, response: LegalTermsResponseSchema },
};
