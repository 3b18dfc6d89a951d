import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Shop } from './shop';

/**
 * The page side of the XSS tests: a browser context that records every dialog, page error and console
 * error, and helpers (installed as an init script, so they exist before any of the page's own code and
 * also when the app's code is kept out) that inspect a part of the page for anything that could run.
 */

/** Plain JavaScript for the page: kept as text so no compiler helper ends up in it. */
const INSPECTOR_SCRIPT = `(() => {
  const NAVIGATING = ['href', 'xlink:href', 'action', 'formaction'];
  const EMBEDDING = ['iframe', 'frame', 'embed', 'object'];
  // Browsers ignore control characters and spaces inside a URL's scheme, so "java\\tscript:" still runs.
  const isJavascriptUrl = (value) => /^javascript:/i.test(value.replace(/[\\u0000-\\u0020]/g, ''));
  const describe = (el) => '<' + el.localName + '> ' + el.outerHTML.slice(0, 160);
  // What a reader gets from a part: its text, and the labels and tooltips that carry text too.
  window.__xssReadable = (scope) =>
    [scope.textContent, ...[...scope.querySelectorAll('[title], [alt], [aria-label]')].flatMap((el) => ['title', 'alt', 'aria-label'].map((name) => el.getAttribute(name) || ''))].join(' ');
  window.__xssSettle = (selector) =>
    new Promise((resolve) => {
      const started = Date.now();
      const poll = () => {
        const scope = document.querySelector(selector);
        const pending = scope ? [...scope.querySelectorAll('img[src^="data:"]')].filter((img) => !img.complete).length : 0;
        if (pending === 0 || Date.now() - started > 3000) setTimeout(resolve, 50);
        else setTimeout(poll, 20);
      };
      poll();
    });
  window.__xssInspect = (selector) => {
    const scope = document.querySelector(selector);
    const problems = [];
    if (!scope) return { problems: ['nothing on the page matches ' + selector], text: '', flags: [], pictures: [] };
    for (const el of scope.querySelectorAll('*')) {
      if (el.localName === 'script') problems.push('a script element in ' + selector + ': ' + describe(el));
      if (EMBEDDING.includes(el.localName)) problems.push('an embedded frame in ' + selector + ': ' + describe(el));
    }
    for (const el of document.querySelectorAll('*')) {
      for (const attribute of el.attributes) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) problems.push('an event handler attribute: ' + describe(el));
        if (NAVIGATING.includes(name) && isJavascriptUrl(attribute.value)) problems.push('a javascript: ' + name + ': ' + describe(el));
        if (name === 'srcdoc') problems.push('a srcdoc: ' + describe(el));
      }
      const runnable = el.localName === 'script' && (!el.type || /^((text|application)[/](java|ecma)script|module)$/i.test(el.type));
      if (runnable && !el.src && el.textContent.includes('xss_')) problems.push('a payload script in the document: ' + describe(el));
    }
    return {
      problems,
      text: window.__xssReadable(scope),
      flags: Object.keys(window).filter((key) => key.startsWith('xss_')),
      pictures: [...scope.querySelectorAll('img')].map((img) => img.getAttribute('src') || ''),
    };
  };
  window.__xssControlStart = () => {
    const holder = document.createElement('div');
    holder.setAttribute('data-xss-control', '');
    holder.hidden = true;
    holder.innerHTML = '<img src="data:,x" onerror="self.xssControlImg=1"><a href="javascript:void(self.xssControlLink=1)">control</a>';
    document.body.appendChild(holder);
  };
  window.__xssControlDone = () =>
    new Promise((resolve) => {
      const started = Date.now();
      const poll = () => {
        const ran = { img: self.xssControlImg === 1, link: self.xssControlLink === 1 };
        if ((ran.img && ran.link) || Date.now() - started > 3000) {
          document.querySelectorAll('[data-xss-control]').forEach((holder) => holder.remove());
          delete self.xssControlImg;
          delete self.xssControlLink;
          resolve(ran);
        } else setTimeout(poll, 20);
      };
      poll();
    });
})();`;

interface InspectorWindow {
  __xssReadable(scope: Element): string;
  __xssSettle(selector: string): Promise<void>;
  __xssInspect(selector: string): PlaceReport;
  __xssControlStart(): void;
  __xssControlDone(): Promise<{ img: boolean; link: boolean }>;
}

export interface PlaceReport {
  /** Script elements, frames, event-handler attributes and javascript: links found. */
  problems: string[];
  /** The part's text, with its labels and tooltips (title, alt, aria-label), as a reader gets it. */
  text: string;
  /** The payload flags set on the page: each one set means its payload ran. */
  flags: string[];
  /** The src of every picture in the part. */
  pictures: string[];
}

export interface PlaceCheck extends PlaceReport {
  /** How many payload links were clicked. */
  clicked: number;
  /** Whether the control (raw markup added outside the app) ran: an image's onerror and a clicked javascript: link. */
  control: { img: boolean; link: boolean };
}

export interface WatchedPage {
  page: Page;
  dialogs: string[];
  pageErrors: string[];
  consoleErrors: string[];
}

/**
 * A context for hostile pages. It bypasses the pages' Content-Security-Policy: the claim under test is that
 * the rendering itself lets nothing run, not that a policy catches what it let through (the control proves
 * inline handlers and javascript: links do run in these pages). With `withoutAppCode`, every script file
 * is answered empty, so what runs is only what the delivered HTML holds: the server's render, never hydrated.
 */
export async function hostileContext(browser: Browser, shop: Shop, options: { withoutAppCode?: boolean; token?: string } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  await context.addCookies([{ name: 'cookie_consent', value: 'true', domain: new URL(shop.shellUrl).hostname, path: '/' }]);
  await context.addInitScript({ content: INSPECTOR_SCRIPT });
  if (options.token) {
    await context.addInitScript((token) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', btoa(token));
    }, options.token);
  }
  if (options.withoutAppCode) {
    await context.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }) : route.fallback(),
    );
  }
  return context;
}

export async function watchedPage(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage();
  const watched: WatchedPage = { page, dialogs: [], pageErrors: [], consoleErrors: [] };
  page.on('dialog', (dialog) => {
    watched.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => watched.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      watched.consoleErrors.push(`[${message.type()}] ${message.text()} (${message.location().url})`);
  });
  return watched;
}

/** Waits until every given text is in the part, labels included (the content has arrived and rendered); fails naming those still missing. */
export async function waitForTexts(page: Page, selector: string, texts: readonly string[], timeout = 15_000): Promise<void> {
  const missing = () =>
    page.evaluate(
      ({ selector, texts }) => {
        const scope = document.querySelector(selector);
        const text = scope ? (window as unknown as InspectorWindow).__xssReadable(scope) : '';
        return texts.filter((expected) => !text.includes(expected));
      },
      { selector, texts },
    );
  const deadline = Date.now() + timeout;
  let left = await missing();
  while (left.length > 0) {
    if (Date.now() > deadline) {
      const ran = await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith('xss_')));
      throw new Error(`${page.url()}: ${selector} still lacks ${JSON.stringify(left)} after ${timeout} ms; payloads that ran: ${JSON.stringify(ran)}`);
    }
    await page.waitForTimeout(100);
    left = await missing();
  }
}

/**
 * Checks one part of a page: lets its pictures fail to load (an onerror would run then), clicks every link
 * a payload left (its text is its flag), runs the control, then inspects the part and reads the flags.
 * The control's javascript: link is clicked after the payloads' links, so by the time it has run, theirs
 * would have too.
 */
export async function checkPlace(page: Page, selector: string): Promise<PlaceCheck> {
  await page.evaluate((scope) => (window as unknown as InspectorWindow).__xssSettle(scope), selector);
  const links = page.locator(`${selector} a`).filter({ hasText: /^xss_[A-Za-z]+_link$/ });
  const clicked = await links.count();
  for (let index = 0; index < clicked; index += 1) await links.nth(index).dispatchEvent('click');
  await page.evaluate(() => (window as unknown as InspectorWindow).__xssControlStart());
  await page.locator('[data-xss-control] a').dispatchEvent('click');
  const control = await page.evaluate(() => (window as unknown as InspectorWindow).__xssControlDone());
  const report = await page.evaluate((scope) => (window as unknown as InspectorWindow).__xssInspect(scope), selector);
  return { ...report, clicked, control };
}

/** Moves the app to another path as one of its own links would: the router hears a popstate and renders in the browser. */
export async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
