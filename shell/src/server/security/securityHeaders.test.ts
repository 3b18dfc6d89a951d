/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  describeCspReport,
  frontendScriptAllowance,
  inlineScriptHashes,
  NO_FRONTEND_SCRIPTS,
  pageContentSecurityPolicy,
  scriptHashSource,
  type PagePolicySources,
} from './securityHeaders';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const SOURCES: PagePolicySources = {
  apiHost: 'https://api.anglingprizes.test/competition',
  realtimeDatabase: { databaseURL: 'https://rtdb.anglingprizes.test?ns=shop' },
  remoteOrigins: ['https://catalog.anglingprizes.test', 'https://basket.anglingprizes.test/'],
  shellScriptHashes: [sha256('one()')],
  frontendScripts: NO_FRONTEND_SCRIPTS,
};

/** The policy as name → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('the page Content-Security-Policy', () => {
  it('runs scripts only from the shop, its remotes, the realtime database and the shell’s inline scripts by hash', () => {
    const policy = directives(pageContentSecurityPolicy(SOURCES));
    expect(policy.get('script-src')).toEqual([
      "'self'",
      sha256('one()'),
      'https://catalog.anglingprizes.test',
      'https://basket.anglingprizes.test',
      'https://rtdb.anglingprizes.test',
    ]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('lets the page call the API, the remotes and the realtime database over HTTP and WebSocket, and nowhere else', () => {
    const policy = directives(pageContentSecurityPolicy(SOURCES));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.anglingprizes.test',
      'https://catalog.anglingprizes.test',
      'https://basket.anglingprizes.test',
      'https://rtdb.anglingprizes.test',
      'wss://rtdb.anglingprizes.test',
    ]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.anglingprizes.test']);
  });

  it('shows pictures from the origins ops add for them (a CDN in front of the media) besides the API host', () => {
    const policy = directives(pageContentSecurityPolicy({ ...SOURCES, imageOrigins: ['https://cdn.anglingprizes.test/wp-content/uploads'] }));
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.anglingprizes.test', 'https://cdn.anglingprizes.test']);
    expect(policy.get('script-src')).not.toContain('https://cdn.anglingprizes.test');
  });

  it('allows a local realtime database emulator by its host and port', () => {
    const policy = directives(
      pageContentSecurityPolicy({
        ...SOURCES,
        realtimeDatabase: { databaseURL: 'http://127.0.0.1:3101?ns=angling-shop', emulator: { host: '127.0.0.1', port: 3101 } },
      }),
    );
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(['http://127.0.0.1:3101', 'ws://127.0.0.1:3101']));
  });

  it('forbids framing, plugins and <base>, and says where to report', () => {
    const policy = directives(pageContentSecurityPolicy(SOURCES));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('report-uri')).toEqual(['/ops/csp-reports']);
  });

  it('ignores an origin that is not http(s)', () => {
    const policy = pageContentSecurityPolicy({ ...SOURCES, remoteOrigins: ['javascript:alert(1)', 'not a url'] });
    expect(policy).not.toContain('javascript:');
    expect(policy).not.toContain('not a url');
  });
});

describe('the shell’s inline scripts', () => {
  it('hashes each inline script a browser runs, and none that is data or loaded from a file', () => {
    const html =
      '<head><script defer src="/main.js"></script><script type="application/json" id="state">{"a":1}</script>' +
      '<script type="application/ld+json">{}</script></head><body><script>first()</script><script type="module">second()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha256('first()'), sha256('second()')]);
  });

  it('hashes the text as the HTML parser gives it to the browser (CR LF becomes LF)', () => {
    expect(scriptHashSource('a()\r\nb()\rc()')).toBe(sha256('a()\nb()\nc()'));
  });
});

describe('the admin front-end scripts’ allowance', () => {
  const snippet = `<!-- analytics --><script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>
<script>window.dataLayer = window.dataLayer || [];</script><noscript><img src="https://px.example/x.gif"></noscript>
<script type="text/plain">not run</script>`;

  it('is exactly the snippet’s inline scripts by hash and the origins of its script files', () => {
    expect(frontendScriptAllowance([{ html: snippet }])).toEqual({
      hashes: [sha256('window.dataLayer = window.dataLayer || [];')],
      origins: ['https://www.googletagmanager.com'],
    });
  });

  it('covers every script, those that wait for consent and those that do not, each parsed on its own', () => {
    const scripts = [
      { html: '<script>window.status = 1</script>', needs_consent: false },
      { html: '<script src="https://analytics.example/tag.js"></script><script>', needs_consent: true },
      { html: 'window.notAScript = 1</script>', needs_consent: false },
    ];
    expect(frontendScriptAllowance(scripts)).toEqual({ hashes: [sha256('window.status = 1')], origins: ['https://analytics.example'] });
  });

  it('adds the origins ops list for what the scripts load themselves, and ignores what is not an http(s) origin', () => {
    expect(frontendScriptAllowance([], ['https://connect.facebook.net/en_GB/fbevents.js', 'javascript:void(0)', 'nonsense']).origins).toEqual([
      'https://connect.facebook.net',
    ]);
  });

  it('reaches the page policy: scripts, connections, images and frames from those origins', () => {
    const policy = directives(pageContentSecurityPolicy({ ...SOURCES, frontendScripts: frontendScriptAllowance([{ html: snippet }]) }));
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining([sha256('window.dataLayer = window.dataLayer || [];'), 'https://www.googletagmanager.com']),
    );
    expect(policy.get('connect-src')).toContain('https://www.googletagmanager.com');
    expect(policy.get('img-src')).toContain('https://www.googletagmanager.com');
    expect(policy.get('frame-src')).toEqual(['https://www.googletagmanager.com']);
  });
});

describe('a violation report', () => {
  it('becomes one log line: what was blocked, by which directive, on which page', () => {
    const body = JSON.stringify({
      'csp-report': {
        'document-uri': 'https://shop.test/',
        'effective-directive': 'script-src-elem',
        'violated-directive': 'script-src-elem',
        'blocked-uri': 'inline',
      },
    });
    expect(describeCspReport(body)).toBe('script-src-elem blocked inline on https://shop.test/');
  });

  it('is refused when it is not a report', () => {
    expect(describeCspReport('not json')).toBeNull();
    expect(describeCspReport('{"something":"else"}')).toBeNull();
    expect(describeCspReport('null')).toBeNull();
  });
});
