/** @jest-environment node */
import { DEFAULT_RUNTIME_CONFIG, DEFAULT_SETTINGS } from '@shop/shared-contracts';
import { deferred } from '../../testing/controlledClock';
import { FreshValue } from '../freshValue';
import { htmlAnswer, PUBLIC_HTML_CACHE } from '../pageAnswer';
import type { SiteData } from '../siteData';
import { createPageSecurity } from './pageSecurity';
import { BASE_SECURITY_HEADERS, FILE_CONTENT_SECURITY_POLICY } from './securityHeaders';

const TEMPLATE = '<html><head><script>boot()</script></head><body></body></html>';
const SNIPPET = { ...DEFAULT_SETTINGS, frontend_scripts: [{ html: '<script src="https://tags.example/gtm.js"></script>', needs_consent: false }] };
const page = htmlAnswer(200, PUBLIC_HTML_CACHE, '<html></html>');
const scriptSources = (headers: Record<string, string | string[]>) =>
  String(headers['Content-Security-Policy'])
    .split(';')
    .find((directive) => directive.trim().startsWith('script-src ')) ?? '';

function security(read: () => Promise<SiteData>) {
  return createPageSecurity({ template: TEMPLATE, siteData: new FreshValue(read, 0), budgetMs: 300 });
}

describe('createPageSecurity', () => {
  it('gives a file the base headers and the file policy, and nothing to what is no answer', async () => {
    const secured = security(async () => ({ settings: null, winnerStats: null })).secured;
    const file = await secured({ status: 200, headers: { 'Content-Type': 'image/svg+xml' }, body: '<svg/>' }, DEFAULT_RUNTIME_CONFIG);
    expect(file?.headers).toEqual({ 'Content-Type': 'image/svg+xml', ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': FILE_CONTENT_SECURITY_POLICY });
    await expect(secured(null, DEFAULT_RUNTIME_CONFIG)).resolves.toBeNull();
  });

  it("makes the first page wait for the admin's front-end scripts, so its policy allows them", async () => {
    const { secured } = security(async () => ({ settings: SNIPPET, winnerStats: null }));
    const answer = await secured(page, DEFAULT_RUNTIME_CONFIG);
    expect(answer?.headers).toMatchObject(BASE_SECURITY_HEADERS);
    expect(scriptSources(answer!.headers)).toContain('https://tags.example');
  });

  it('gives later pages the allowance as last read, without waiting, while the settings are read again', async () => {
    const reads = [deferred<SiteData>(), deferred<SiteData>()];
    let read = 0;
    const { secured, pageSecurityHeaders } = security(() => reads[read++]!.promise);
    const first = secured(page, DEFAULT_RUNTIME_CONFIG);
    reads[0]!.resolve({ settings: SNIPPET, winnerStats: null });
    await first;
    // The second read never answers: the page does not wait for it.
    const second = await secured(page, DEFAULT_RUNTIME_CONFIG);
    expect(scriptSources(second!.headers)).toContain('https://tags.example');
    expect(scriptSources(pageSecurityHeaders(DEFAULT_RUNTIME_CONFIG))).toContain('https://tags.example');
  });

  it('allows no front-end scripts while the settings were never read', async () => {
    const { secured } = security(async () => ({ settings: null, winnerStats: null }));
    const answer = await secured(page, DEFAULT_RUNTIME_CONFIG);
    expect(scriptSources(answer!.headers)).not.toContain('https://tags.example');
  });
});
