/** @jest-environment node */
import { htmlAnswer, PER_BROWSER_HTML_CACHE, PRIVATE_HTML_CACHE, PUBLIC_HTML_CACHE } from '../pageAnswer';
import { forThisBrowser } from './forThisBrowser';
import type { Delivery } from './releaseDelivery';
import { releaseEvents } from './releaseEvents';

const TEMPLATE_BODY = '<html><body><div id="root"></div></body></html>';
const delivery = (overrides: Partial<Delivery> = {}): Delivery => ({
  manifest: {},
  served: {},
  dependsOnBrowser: false,
  setCookies: [],
  banner: '',
  ...overrides,
});

describe('forThisBrowser', () => {
  it('leaves a page every browser shares as it is', () => {
    const page = htmlAnswer(200, PUBLIC_HTML_CACHE, TEMPLATE_BODY);
    expect(forThisBrowser(page, delivery())).toEqual(page);
  });

  it("sets the browser's cookies, and keeps a public page from being shared when its releases depend on the browser", () => {
    const page = forThisBrowser(htmlAnswer(200, PUBLIC_HTML_CACHE, TEMPLATE_BODY), delivery({ dependsOnBrowser: true, setCookies: ['cohort=7'] }));
    expect(page.headers).toMatchObject({ 'Set-Cookie': ['cohort=7'], 'Cache-Control': PER_BROWSER_HTML_CACHE, Vary: 'Cookie' });
    const personal = forThisBrowser(htmlAnswer(200, PRIVATE_HTML_CACHE, TEMPLATE_BODY), delivery({ dependsOnBrowser: true }));
    expect(personal.headers['Cache-Control']).toBe(PRIVATE_HTML_CACHE);
    expect(personal.headers.Vary).toBeUndefined();
  });

  it('puts the preview banner above #root, and drops the brotli copy of the page without it', () => {
    const page = forThisBrowser(
      { ...htmlAnswer(200, PUBLIC_HTML_CACHE, TEMPLATE_BODY), brotli: Buffer.from('old') },
      delivery({ banner: '<aside>Preview</aside>' }),
    );
    expect(page.body).toBe('<html><body><aside>Preview</aside><div id="root"></div></body></html>');
    expect(page.brotli).toBeUndefined();
  });
});

describe('releaseEvents', () => {
  it('counts an event for the release the browser was served, never for a preview', () => {
    const report = jest.fn();
    const reportFor = releaseEvents(report);
    const delivered = delivery({ served: { catalog: { version: '1.2.0', as: 'canary' }, basket: { version: '0.9.0', as: 'preview' } } });
    reportFor(delivered, 'catalog', 'view');
    reportFor(delivered, 'basket', 'view');
    reportFor(delivered, 'account', 'view');
    expect(report.mock.calls).toEqual([[{ remote: 'catalog', version: '1.2.0', kind: 'view' }]]);
  });
});
