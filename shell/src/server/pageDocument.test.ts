/** @jest-environment node */
import { pageDocument } from './pageDocument';
import type { PageState } from '../ssr/pageState';

// The shape of the shell's built (minified) index.html, shortened: unquoted attributes, boot styles, the
// bundle script in the head, #root holding the boot spinner, then the cookie notice and its scripts.
const HEAD_START =
  '<!doctype html><html lang=en-GB><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
  '<meta name=theme-color content=#0f5b4f>';
const DESCRIPTION = '<meta name=description content="UK prize competitions for anglers: tackle, carp fishing, cash and instant wins.">';
const TITLE = '<title>Angling Prize Competitions | Win tackle, cash and more</title>';
const HEAD_END = '<style>.boot-spinner{display:flex;min-height:60vh}</style><script defer src=/main.e00935c52d.js></script></head><body>';
const ROOT = '<div id=root><div class=boot-spinner role=status aria-label=Loading></div></div>';
const BODY_END =
  '<style id=shell-cookie-notice-style>#shell-cookie-notice[hidden]{display:none}</style>' +
  '<div id=shell-cookie-notice data-testid=shell-cookie-notice role=region aria-label="Cookie notice" hidden>' +
  '<p>We use cookies to give you the best experience on our website.<div><button type=button data-action=privacy>Privacy Policy</button>' +
  '<button type=button data-action=ok>OK</button></div></div>' +
  '<script>!function(){var e=document.getElementById("shell-cookie-notice");e&&(e.hidden=!1)}();</script></body></html>';
const TEMPLATE = `${HEAD_START}${DESCRIPTION}${TITLE}${HEAD_END}${ROOT}${BODY_END}`;

const STATE_OPEN = '<script type="application/json" id="shop-page-state">';
const ASSETS_OPEN = '<script type="application/json" id="shop-route-assets">';

const state: PageState = { config: { apiHost: 'https://api.shop.example' }, manifest: { catalog: { version: '1.2.3' } }, rendered: null };
/** What follows #root: the page's remote files (none for this config, which names no remote origin), then the page state. */
const stateScript = `${ASSETS_OPEN}[]</script>${STATE_OPEN}${JSON.stringify(state)}</script>`;
const pathname = '/';
const headTags = '<title>Carp Kit Bundle | Angling Prize Competitions</title><meta name="description" content="Win a carp kit.">';

/** The page state's JSON as the browser would read it: the text up to the first `</script`. */
function readPageState(document: string): unknown {
  const start = document.indexOf(STATE_OPEN);
  expect(start).toBeGreaterThan(-1);
  const from = start + STATE_OPEN.length;
  const end = document.indexOf('</script', from);
  return JSON.parse(document.slice(from, end));
}

describe('pageDocument', () => {
  it('replaces the title and description with the head tags and keeps the boot spinner when there is no HTML', () => {
    expect(pageDocument(TEMPLATE, { pathname, headTags, state })).toBe(`${HEAD_START}${headTags}${HEAD_END}${ROOT}${stateScript}${BODY_END}`);
  });

  it('puts the server HTML in #root, marked for hydration, and its styles before </head>', () => {
    const styleTags = '<style data-server-styles>.a{color:red}</style>';
    const html = '<main><div><h1>Carp Kit</h1></div></main>';
    const headEnd = HEAD_END.replace('</head>', `${styleTags}</head>`);
    expect(pageDocument(TEMPLATE, { pathname, headTags, styleTags, html, state })).toBe(
      `${HEAD_START}${headTags}${headEnd}<div id="root" data-server-rendered>${html}</div>${stateScript}${BODY_END}`,
    );
  });

  it('takes empty server HTML as server-rendered, not as the spinner', () => {
    const document = pageDocument(TEMPLATE, { pathname, headTags, html: '', state });
    expect(document).toContain(`<div id="root" data-server-rendered></div>${stateScript}`);
    expect(document).not.toContain('boot-spinner role=status');
  });

  it("keeps the template's scripts, boot styles and cookie notice", () => {
    const document = pageDocument(TEMPLATE, { pathname, headTags, html: '<p>x</p>', state });
    expect(document).toContain('<script defer src=/main.e00935c52d.js></script></head>');
    expect(document).toContain('<style>.boot-spinner{display:flex;min-height:60vh}</style>');
    expect(document.endsWith(BODY_END)).toBe(true);
    expect(document.match(/<script/g)).toHaveLength(TEMPLATE.match(/<script/g)!.length + 2);
  });

  it('cannot be broken out of by the page state: </script> and U+2028 are escaped and read back as they were', () => {
    const hostile: PageState = {
      config: { banner: '</script><script>alert(1)</script>', comment: '<!-- x -->', line: 'a\u2028b\u2029c', amp: 'R&D' },
      manifest: null,
      rendered: null,
    };
    const document = pageDocument(TEMPLATE, { pathname, headTags, html: '<p>page</p>', state: hostile });

    expect(readPageState(document)).toEqual(hostile);
    expect(document).not.toContain('alert(1)</script>');
    expect(document).not.toContain('<script>alert(1)');
    expect(document).not.toContain('<!-- x');
    expect(document).not.toMatch(/[\u2028\u2029]/);
    expect(document.match(/<script/g)).toHaveLength(TEMPLATE.match(/<script/g)!.length + 2);
    expect(document).toContain(
      `${STATE_OPEN}{"config":{"banner":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e",` +
        `"comment":"\\u003c!-- x --\\u003e","line":"a\\u2028b\\u2029c","amp":"R\\u0026D"},"manifest":null,"rendered":null}</script>`,
    );
  });

  it('inserts head tags, styles and HTML literally, without reading $ patterns', () => {
    const document = pageDocument(TEMPLATE, {
      pathname,
      headTags: '<title>Win $& and $1</title>',
      styleTags: '<style>.a:after{content:"$\'"}</style>',
      html: '<p>£5 or $$5 $`</p>',
      state,
    });
    expect(document).toContain(`${HEAD_START}<title>Win $& and $1</title><style>`);
    expect(document).toContain('<style>.a:after{content:"$\'"}</style></head>');
    expect(document).toContain(`<div id="root" data-server-rendered><p>£5 or $$5 $\`</p></div>${ASSETS_OPEN}`);
  });

  it('also fills a template with quoted attributes', () => {
    const quoted =
      '<html><head><meta name="description" content="Old"><title>Old</title></head><body>' +
      '<div id="root"><div class="boot-spinner"></div></div><script src="/main.js"></script></body></html>';
    expect(pageDocument(quoted, { pathname, headTags: '<title>New</title>', html: '<p>hi</p>', state })).toBe(
      `<html><head><title>New</title></head><body><div id="root" data-server-rendered><p>hi</p></div>${stateScript}` +
        '<script src="/main.js"></script></body></html>',
    );
  });

  it("lists the page's remote files for the shell's first file to fetch; a file name cannot break out of the list", () => {
    const withRemote: PageState = {
      config: { remoteOrigins: { catalog: 'https://catalog.shop.example' } },
      manifest: { catalog: { version: '2.0.0', entry: '2.0.0/remoteEntry.js', preload: { home: ['2.0.0/screen-home.js', '2.0.0/</script>.js'] } } },
      rendered: null,
    };
    const document = pageDocument(TEMPLATE, { pathname: '/', headTags, html: '<p>home</p>', state: withRemote });
    expect(document).toContain(
      `</div>${ASSETS_OPEN}["https://catalog.shop.example/2.0.0/remoteEntry.js","https://catalog.shop.example/2.0.0/screen-home.js",` +
        `"https://catalog.shop.example/2.0.0/%3C/script%3E.js"]</script>${STATE_OPEN}`,
    );
    expect(document.match(/<script/g)).toHaveLength(TEMPLATE.match(/<script/g)!.length + 2);
    expect(pageDocument(TEMPLATE, { pathname: '/no/such/page', headTags, state: withRemote })).toContain(`${ASSETS_OPEN}[]</script>`);
  });

  it('throws for a template without #root', () => {
    const noRoot = TEMPLATE.replace(ROOT, '<div id=app><div class=boot-spinner></div></div>');
    expect(() => pageDocument(noRoot, { pathname, headTags, state })).toThrow(new Error('The shell template has no <title> or #root to fill'));
  });

  it('throws for a template without a <title>', () => {
    const noTitle = TEMPLATE.replace(TITLE, '');
    expect(() => pageDocument(noTitle, { pathname, headTags, html: '<p>x</p>', state })).toThrow(
      new Error('The shell template has no <title> or #root to fill'),
    );
  });
});
