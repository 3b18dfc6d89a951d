import type { RuntimeConfig } from '@shop/shared-contracts';
import type { FreshValue } from '../freshValue';
import { isHtml, type PageAnswer } from '../pageAnswer';
import { siteDataWithin, type SiteData } from '../siteData';
import {
  BASE_SECURITY_HEADERS,
  FILE_CONTENT_SECURITY_POLICY,
  frontendScriptAllowance,
  inlineScriptHashes,
  NO_FRONTEND_SCRIPTS,
  pageContentSecurityPolicy,
  type FrontendScriptAllowance,
} from './securityHeaders';

export interface PageSecurityOptions {
  /** The shell's built index.html, whose inline scripts the page policy allows by hash. */
  template: string;
  siteData: FreshValue<SiteData>;
  budgetMs: number;
  /** Origins the admin's front-end scripts load more from (a tag manager's). */
  frontendScriptOrigins?: readonly string[];
  /** Origins competition pictures come from besides the API host. */
  imageOrigins?: readonly string[];
}

/** The security headers of the render server's answers: a page's policy allows the admin's front-end scripts as last read. */
export function createPageSecurity(options: PageSecurityOptions) {
  const shellScriptHashes = inlineScriptHashes(options.template);
  /** The admin scripts' allowance as last read; null until the settings were read once. */
  let frontendScripts: FrontendScriptAllowance | null = null;

  /** The security headers of a page: the base ones and the page policy, with the admin scripts' allowance as last read. */
  function pageSecurityHeaders(config: RuntimeConfig): Record<string, string> {
    return {
      ...BASE_SECURITY_HEADERS,
      'Content-Security-Policy': pageContentSecurityPolicy({
        apiHost: config.apiHost,
        realtimeDatabase: config.realtimeDatabase,
        remoteOrigins: Object.values(config.remoteOrigins),
        imageOrigins: options.imageOrigins,
        shellScriptHashes,
        frontendScripts: frontendScripts ?? NO_FRONTEND_SCRIPTS,
      }),
    };
  }

  /**
   * Reads the admin's front-end scripts (the settings every page uses) so the page policy allows exactly
   * them. Only the first page waits for it; later pages use the allowance as last read while it refreshes.
   */
  async function refreshFrontendScripts(): Promise<void> {
    const refresh = siteDataWithin(options.siteData, options.budgetMs).then(
      ({ settings }) => {
        if (settings) frontendScripts = frontendScriptAllowance(settings.frontend_scripts, options.frontendScriptOrigins);
      },
      () => undefined, // the allowance last read stands; the page itself says why the settings are missing
    );
    if (frontendScripts === null) await refresh;
  }

  /** An answer with its security headers: a page's policy, or the file policy for anything else. */
  async function secured(answer: PageAnswer | null, config: RuntimeConfig): Promise<PageAnswer | null> {
    if (!answer) return null;
    const page = isHtml(answer);
    if (page) await refreshFrontendScripts();
    const security = page ? pageSecurityHeaders(config) : { ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': FILE_CONTENT_SECURITY_POLICY };
    return { ...answer, headers: { ...answer.headers, ...security } };
  }

  return { pageSecurityHeaders, secured };
}
