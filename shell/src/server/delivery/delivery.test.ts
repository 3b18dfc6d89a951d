/** @jest-environment node */
import crypto from 'node:crypto';
import type { RemoteName, RemoteManifestEntry } from '@shop/shared-contracts';
import { controlledClock } from '../../testing/controlledClock';
import { browserCohort, cookiesOf } from './browserCohort';
import { readPreviewToken, signPreview } from './previewToken';
import { chooseReleases } from './releaseChoice';
import { ReleaseDelivery } from './releaseDelivery';

const SECRET = 'preview-secret-for-tests';
const INTEGRITY = 'sha384-Vloc9KqyGohddBCRvaNUII8XnKpilJwDMAyYVT/VOs/vFDBharL5x9wcOahoPqxy';
const OTHER_INTEGRITY = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';

const entryOf = (version: string, integrity = INTEGRITY): RemoteManifestEntry => ({
  version,
  entry: `${version}/remoteEntry.js`,
  contract: '1.0.0',
  integrity,
});

describe('preview tokens', () => {
  const request = { remote: 'catalog', version: '0.2.0', expires: 2_000_000 };

  it('are the request and its HMAC-SHA256, and read back to the same request', () => {
    const token = signPreview(request, SECRET);
    const signature = crypto.createHmac('sha256', SECRET).update('catalog~0.2.0~2000000').digest('base64url');
    expect(token).toBe(`catalog~0.2.0~2000000~${signature}`);
    expect(readPreviewToken(token, SECRET, 1_999_999)).toEqual(request);
  });

  it('refuses a token whose remote, version or expiry was changed, or which another secret signed', () => {
    const [, , , signature] = signPreview(request, SECRET).split('~');
    const refused = { refused: 'the preview link is not signed by this shop' };
    expect(readPreviewToken(`basket~0.2.0~2000000~${signature}`, SECRET, 1_000_000)).toEqual(refused);
    expect(readPreviewToken(`catalog~0.2.1~2000000~${signature}`, SECRET, 1_000_000)).toEqual(refused);
    expect(readPreviewToken(`catalog~0.2.0~9999999~${signature}`, SECRET, 1_000_000)).toEqual(refused);
    expect(readPreviewToken(`catalog~0.2.0~2000000~${signature!.slice(0, -1)}`, SECRET, 1_000_000)).toEqual(refused);
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    expect(readPreviewToken(`catalog~0.2.0~2000000~${flipped}`, SECRET, 1_000_000)).toEqual(refused);
    expect(readPreviewToken(signPreview(request, 'another-secret'), SECRET, 1_000_000)).toEqual(refused);
  });

  it('refuses a token at or after its expiry', () => {
    const token = signPreview(request, SECRET);
    expect(readPreviewToken(token, SECRET, 2_000_000)).toEqual({ refused: 'the preview link has expired' });
    expect(readPreviewToken(token, SECRET, 3_000_000)).toEqual({ refused: 'the preview link has expired' });
  });

  it('refuses a signed token whose expiry is not a number', () => {
    const signature = crypto.createHmac('sha256', SECRET).update('catalog~0.2.0~never').digest('base64url');
    expect(readPreviewToken(`catalog~0.2.0~never~${signature}`, SECRET, 1)).toEqual({ refused: 'the preview link has expired' });
  });

  it.each(['', 'catalog', 'catalog~0.2.0~2000000', 'catalog~0.2.0~2000000~sig~extra'])('refuses the malformed token %j', (token) => {
    expect(readPreviewToken(token, SECRET, 1)).toEqual({ refused: 'the preview link is malformed' });
  });
});

describe('browser cohorts', () => {
  it('reads the cookie header, decoding values', () => {
    expect([...cookiesOf('a=1; shop_cohort=42;  b = x%3Dy ; junk')]).toEqual([
      ['a', '1'],
      ['shop_cohort', '42'],
      ['b', 'x=y'],
    ]);
    expect(cookiesOf(undefined).size).toBe(0);
  });

  // Another script of the shop's origin may set a cookie with a stray '%': it must not cost this browser its cohort.
  it('reads the other cookies when one of them is not URI-encoded', () => {
    const cookies = cookiesOf('promo=100%; shop_cohort=42; note=%E0%A4%A');
    expect(cookies.get('shop_cohort')).toBe('42');
    expect(browserCohort(cookies)).toStrictEqual({ cohort: 42 });
  });

  it.each(['0', '7', '42', '99'])('keeps a known cohort %s and sets no cookie', (value) => {
    expect(browserCohort(cookiesOf(`theme=dark; shop_cohort=${value}`))).toStrictEqual({ cohort: Number(value) });
  });

  it.each([undefined, '', '100', '-1', '5.5', 'abc', '1e1'])('gives a browser with cohort cookie %j a new cohort and its cookie', (value) => {
    const header = value === undefined ? 'theme=dark' : `theme=dark; shop_cohort=${value}`;
    const { cohort, setCookie } = browserCohort(cookiesOf(header));
    expect(Number.isInteger(cohort) && cohort >= 0 && cohort <= 99).toBe(true);
    expect(setCookie).toBe(`shop_cohort=${cohort}; Path=/; Max-Age=31536000; SameSite=Lax`);
  });

  it('spreads new browsers over 0 to 99', () => {
    const cohorts = Array.from({ length: 400 }, () => browserCohort(new Map()).cohort);
    expect(cohorts.every((cohort) => Number.isInteger(cohort) && cohort >= 0 && cohort <= 99)).toBe(true);
    expect(cohorts.some((cohort) => cohort < 50)).toBe(true);
    expect(cohorts.some((cohort) => cohort >= 50)).toBe(true);
    expect(new Set(cohorts).size).toBeGreaterThan(50);
  });
});

describe('chooseReleases', () => {
  const canary = { ...entryOf('0.2.0', OTHER_INTEGRITY), percent: 50, since: '2025-01-01T12:00:00.000Z' };
  const withCanary = () => ({ catalog: { ...entryOf('0.1.0'), canary }, basket: entryOf('1.0.0'), account: entryOf('2.0.0') });

  it.each([0, 10, 49])('gives cohort %i the canary, as a plain entry', (cohort) => {
    const choice = chooseReleases(withCanary(), cohort, null);
    expect(choice.manifest).toEqual({ catalog: entryOf('0.2.0', OTHER_INTEGRITY), basket: entryOf('1.0.0'), account: entryOf('2.0.0') });
    expect(Object.keys(choice.manifest.catalog as object).sort()).toEqual(['contract', 'entry', 'integrity', 'version']);
    expect(choice.served).toEqual({
      catalog: { version: '0.2.0', as: 'canary' },
      basket: { version: '1.0.0', as: 'live' },
      account: { version: '2.0.0', as: 'live' },
    });
    expect(choice.dependsOnBrowser).toBe(true);
  });

  it.each([50, 70, 99])('gives cohort %i the live release without the canary field', (cohort) => {
    const choice = chooseReleases(withCanary(), cohort, null);
    expect(choice.manifest).toEqual({ catalog: entryOf('0.1.0'), basket: entryOf('1.0.0'), account: entryOf('2.0.0') });
    expect(choice.manifest.catalog).not.toHaveProperty('canary');
    expect(choice.served.catalog).toEqual({ version: '0.1.0', as: 'live' });
    expect(choice.dependsOnBrowser).toBe(true);
  });

  it('does not depend on the browser when no canary runs and no preview is on', () => {
    const manifest = { catalog: entryOf('0.1.0'), basket: entryOf('1.0.0'), account: entryOf('2.0.0') };
    const choice = chooseReleases(manifest, 10, null);
    expect(choice).toEqual({
      manifest,
      served: { catalog: { version: '0.1.0', as: 'live' }, basket: { version: '1.0.0', as: 'live' }, account: { version: '2.0.0', as: 'live' } },
      dependsOnBrowser: false,
    });
  });

  it('a preview replaces only its own remote', () => {
    const preview = { request: { remote: 'basket', version: '1.1.0', expires: 2_000_000 }, entry: entryOf('1.1.0', OTHER_INTEGRITY) };
    const choice = chooseReleases(withCanary(), 10, preview);
    expect(choice.manifest).toEqual({ catalog: entryOf('0.2.0', OTHER_INTEGRITY), basket: entryOf('1.1.0', OTHER_INTEGRITY), account: entryOf('2.0.0') });
    expect(choice.served).toEqual({
      catalog: { version: '0.2.0', as: 'canary' },
      basket: { version: '1.1.0', as: 'preview' },
      account: { version: '2.0.0', as: 'live' },
    });
    expect(choice.dependsOnBrowser).toBe(true);
  });

  it('a preview of the canary remote wins over the canary', () => {
    const preview = { request: { remote: 'catalog', version: '0.3.0', expires: 2_000_000 }, entry: entryOf('0.3.0') };
    const choice = chooseReleases(withCanary(), 10, preview);
    expect(choice.manifest.catalog).toEqual(entryOf('0.3.0'));
    expect(choice.served.catalog).toEqual({ version: '0.3.0', as: 'preview' });
  });

  it("an ignored preview changes no release but still makes the page this browser's own", () => {
    const manifest = { catalog: entryOf('0.1.0'), basket: entryOf('1.0.0'), account: entryOf('2.0.0') };
    const choice = chooseReleases(manifest, 10, { ignored: 'Preview ignored: the preview link has expired.' });
    expect(choice.manifest).toEqual(manifest);
    expect(choice.served.catalog).toEqual({ version: '0.1.0', as: 'live' });
    expect(choice.dependsOnBrowser).toBe(true);
  });

  it('passes a malformed entry through unchanged and serves nothing for it', () => {
    const malformed = { version: '2.0.0', contract: 'one' };
    const choice = chooseReleases({ catalog: entryOf('0.1.0'), basket: 'not an entry', account: malformed }, 10, null);
    expect(choice.manifest).toEqual({ catalog: entryOf('0.1.0'), basket: 'not an entry', account: malformed });
    expect(choice.manifest.account).toEqual({ version: '2.0.0', contract: 'one' });
    expect(choice.served).toEqual({ catalog: { version: '0.1.0', as: 'live' } });
    expect(choice.dependsOnBrowser).toBe(false);
  });

  it('ignores a malformed canary (live for everybody, not per browser)', () => {
    const manifest = { catalog: { ...entryOf('0.1.0'), canary: { ...canary, percent: 0 } } };
    const choice = chooseReleases(manifest, 0, null);
    expect(choice.manifest).toEqual({ catalog: entryOf('0.1.0') });
    expect(choice.served).toEqual({ catalog: { version: '0.1.0', as: 'live' } });
    expect(choice.dependsOnBrowser).toBe(false);
  });
});

describe('ReleaseDelivery', () => {
  const NOW_MS = 1_750_000_000_000;
  const clock = controlledClock(NOW_MS);
  const ORIGIN = 'https://cdn.example/catalog';
  const live = () => ({ catalog: entryOf('0.1.0'), basket: entryOf('1.0.0'), account: entryOf('2.0.0') });
  const previewEntry = { ...entryOf('0.2.0', OTHER_INTEGRITY), preload: { home: ['0.2.0/screen-home.js'] } };

  function delivery(options: { previewSecret?: string } = { previewSecret: SECRET }) {
    const fetched: string[] = [];
    const logged: string[] = [];
    const fetchImpl: typeof fetch = async (input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      fetched.push(url);
      if (url === `${ORIGIN}/0.2.0/entry.json`) return new Response(JSON.stringify(previewEntry), { headers: { 'Content-Type': 'application/json' } });
      if (url === `${ORIGIN}/0.5.0/entry.json`) return new Response('busy', { status: 503 });
      if (url === `${ORIGIN}/0.6.0/entry.json`) return new Response(JSON.stringify(entryOf('0.7.0')), { headers: { 'Content-Type': 'application/json' } });
      return new Response('not found', { status: 404 });
    };
    const remoteOrigin = (remote: RemoteName) => `https://cdn.example/${remote}`;
    return { fetched, logged, subject: new ReleaseDelivery({ ...options, remoteOrigin, fetchImpl, log: (line) => logged.push(line) }) };
  }

  const tokenFor = (version: string, remote = 'catalog', lifetimeS = 3600) => signPreview({ remote, version, expires: NOW_MS / 1000 + lifetimeS }, SECRET);
  const previewCookie = (token: string) => `shop_cohort=70; shop_preview=${encodeURIComponent(token)}`;

  describe('previewRedirect', () => {
    it('is null without a preview parameter', () => {
      expect(delivery().subject.previewRedirect('/faq', '?sort=ending')).toBeNull();
      expect(delivery().subject.previewRedirect('/faq', '')).toBeNull();
    });

    it('?preview=off clears the cookie and keeps the other parameters', () => {
      expect(delivery().subject.previewRedirect('/competitions/all', '?sort=ending&preview=off&page=2')).toEqual({
        location: '/competitions/all?sort=ending&page=2',
        setCookie: 'shop_preview=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
      });
      expect(delivery().subject.previewRedirect('/', '?preview=off')).toEqual({
        location: '/',
        setCookie: 'shop_preview=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
      });
    });

    it('a signed token goes into an HttpOnly cookie that lasts as long as the token, and out of the address', () => {
      const token = tokenFor('0.2.0');
      expect(delivery().subject.previewRedirect('/', `?preview=${encodeURIComponent(token)}`)).toEqual({
        location: '/',
        setCookie: `shop_preview=${encodeURIComponent(token)}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax`,
      });
      const withOthers = delivery().subject.previewRedirect('/faq', `?a=1&preview=${encodeURIComponent(token)}&b=2`);
      expect(withOthers).toEqual({
        location: '/faq?a=1&b=2',
        setCookie: expect.stringMatching(/^shop_preview=[^;]+; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax$/),
      });
    });

    it('refuses a token this shop did not sign, an expired one and one for no remote', () => {
      const unsigned = signPreview({ remote: 'catalog', version: '0.2.0', expires: NOW_MS / 1000 + 3600 }, 'guessed');
      expect(delivery().subject.previewRedirect('/', `?preview=${unsigned}`)).toEqual({ refused: 'the preview link is not signed by this shop' });
      expect(delivery().subject.previewRedirect('/', `?preview=${tokenFor('0.2.0', 'catalog', -1)}`)).toEqual({ refused: 'the preview link has expired' });
      expect(delivery().subject.previewRedirect('/', `?preview=${tokenFor('0.2.0', 'search')}`)).toEqual({ refused: 'there is no remote "search"' });
      expect(delivery().subject.previewRedirect('/', '?preview=whatever')).toEqual({ refused: 'the preview link is malformed' });
    });

    it('refuses every token when the server has no preview secret, but still lets a browser leave', () => {
      const { subject } = delivery({});
      expect(subject.previewRedirect('/', `?preview=${tokenFor('0.2.0')}`)).toEqual({ refused: 'previews are not enabled on this server' });
      expect(subject.previewRedirect('/', '?preview=off')).toEqual({ location: '/', setCookie: 'shop_preview=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax' });
    });
  });

  describe('deliver', () => {
    it('serves a browser with no cookies the live releases, with no banner and no cookie (a CDN may share the page)', async () => {
      const { subject, fetched } = delivery();
      const delivered = await subject.deliver(live(), {});
      expect(delivered.manifest).toEqual(live());
      expect(delivered.banner).toBe('');
      expect(delivered.dependsOnBrowser).toBe(false);
      expect(delivered.setCookies).toEqual([]);
      expect(fetched).toEqual([]);
    });

    it('serves a previewed release from its own entry.json, with the banner', async () => {
      const { subject, fetched } = delivery();
      const delivered = await subject.deliver(live(), { cookie: previewCookie(tokenFor('0.2.0')) });

      expect(fetched).toEqual([`${ORIGIN}/0.2.0/entry.json`]);
      expect(delivered.served).toEqual({
        catalog: { version: '0.2.0', as: 'preview' },
        basket: { version: '1.0.0', as: 'live' },
        account: { version: '2.0.0', as: 'live' },
      });
      expect(delivered.manifest).toEqual({ ...live(), catalog: previewEntry });
      expect(delivered.dependsOnBrowser).toBe(true);
      expect(delivered.setCookies).toEqual([]);
      expect(delivered.banner).toContain('Preview: remote-catalog 0.2.0');
      expect(delivered.banner).toContain(
        '<span>Preview: remote-catalog 0.2.0. Only this browser sees it; customers get the live release.</span><a href="?preview=off">Leave preview</a>',
      );
      expect(delivered.banner).toContain('Leave preview');

      await subject.deliver(live(), { cookie: previewCookie(tokenFor('0.2.0')) });
      expect(fetched).toHaveLength(1); // a release folder never changes: read once
    });

    it('ignores a preview of a release that does not exist, serving the live one and saying so', async () => {
      const { subject, logged } = delivery();
      const delivered = await subject.deliver(live(), { cookie: previewCookie(tokenFor('9.9.9')) });

      expect(delivered.served.catalog).toEqual({ version: '0.1.0', as: 'live' });
      expect(delivered.manifest).toEqual(live());
      expect(delivered.banner).toContain('<span>Preview ignored: remote-catalog has no release 9.9.9. You are seeing the live shop.</span>');
      expect(delivered.banner).toContain('Leave preview');
      expect(delivered.dependsOnBrowser).toBe(true);
      expect(logged).toEqual(['[render-server] preview of remote-catalog 9.9.9 ignored: remote-catalog has no release 9.9.9']);
    });

    it('says why when the release cannot be read or its entry.json is not its own', async () => {
      const { subject } = delivery();
      const unreadable = await subject.deliver(live(), { cookie: previewCookie(tokenFor('0.5.0')) });
      expect(unreadable.banner).toContain('<span>Preview ignored: remote-catalog 0.5.0 could not be read (HTTP 503). You are seeing the live shop.</span>');
      const mismatched = await subject.deliver(live(), { cookie: previewCookie(tokenFor('0.6.0')) });
      expect(mismatched.banner).toContain('<span>Preview ignored: remote-catalog 0.6.0&#39;s entry.json is malformed. You are seeing the live shop.</span>');
      expect(mismatched.served.catalog).toEqual({ version: '0.1.0', as: 'live' });
    });

    it('looks a failed release up again only after a few seconds', async () => {
      const { subject, fetched } = delivery();
      const cookie = previewCookie(tokenFor('9.9.9'));
      await subject.deliver(live(), { cookie });
      clock.now += 4_000;
      await subject.deliver(live(), { cookie });
      expect(fetched).toHaveLength(1);
      clock.now += 2_000;
      await subject.deliver(live(), { cookie });
      expect(fetched).toHaveLength(2);
    });

    it('ignores a preview cookie that is not signed by this shop', async () => {
      const { subject, fetched } = delivery();
      const forged = signPreview({ remote: 'catalog', version: '0.2.0', expires: NOW_MS / 1000 + 3600 }, 'guessed');
      const delivered = await subject.deliver(live(), { cookie: previewCookie(forged) });
      expect(delivered.served.catalog).toEqual({ version: '0.1.0', as: 'live' });
      expect(delivered.banner).toContain('<span>Preview ignored: the preview link is not signed by this shop.</span>');
      expect(fetched).toEqual([]);
    });

    it('shows why a ?preview= link was refused, as text', async () => {
      const { subject } = delivery();
      const delivered = await subject.deliver(live(), { cookie: 'shop_cohort=70' }, 'the preview link is not signed by this shop');
      expect(delivered.banner).toContain('<span>Preview not started: the preview link is not signed by this shop.</span>');
      expect(delivered.manifest).toEqual(live());
    });

    it('escapes HTML in the banner', async () => {
      const { subject } = delivery();
      const delivered = await subject.deliver(live(), { cookie: 'shop_cohort=70' }, 'there is no remote "<img src=x onerror=alert(1)>" & more');
      expect(delivered.banner).toContain('<span>Preview not started: there is no remote &quot;&lt;img src=x onerror=alert(1)&gt;&quot; &amp; more.</span>');
      expect(delivered.banner).not.toContain('<img');

      const token = signPreview({ remote: '<script>alert(1)</script>', version: '1.0.0', expires: NOW_MS / 1000 + 3600 }, SECRET);
      const fromCookie = await subject.deliver(live(), { cookie: previewCookie(token) });
      expect(fromCookie.banner).toContain('<span>Preview ignored: there is no remote &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;.</span>');
      expect(fromCookie.banner).not.toContain('<script>');
    });

    it('serves a browser its side of a canary, with no canary fields', async () => {
      const { subject } = delivery();
      const canary = { ...entryOf('0.3.0', OTHER_INTEGRITY), percent: 20, since: '2025-01-01T12:00:00.000Z' };
      const raw = { ...live(), catalog: { ...entryOf('0.1.0'), canary } };
      const inside = await subject.deliver(raw, { cookie: 'shop_cohort=19' });
      expect(inside.manifest.catalog).toEqual(entryOf('0.3.0', OTHER_INTEGRITY));
      expect(inside.served.catalog).toEqual({ version: '0.3.0', as: 'canary' });
      expect(inside.dependsOnBrowser).toBe(true);
      expect(inside.banner).toBe('');
      const outside = await subject.deliver(raw, { cookie: 'shop_cohort=20' });
      expect(outside.manifest.catalog).toEqual(entryOf('0.1.0'));
      expect(outside.served.catalog).toEqual({ version: '0.1.0', as: 'live' });
      expect([...inside.setCookies, ...outside.setCookies]).toEqual([]);
      const newcomer = await subject.deliver(raw, {});
      expect(newcomer.setCookies).toHaveLength(1);
      expect(newcomer.setCookies[0]).toMatch(/^shop_cohort=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    });
  });
});
