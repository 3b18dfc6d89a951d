/**
 * wp-admin over HTTP, as an operator's browser uses it: a signed-in session (WordPress's cookies), pages
 * fetched, and forms sent back with every field the page holds (hidden nonces included) and the operator's
 * changes, as a browser would submit them. No JavaScript runs: what a form sends without it is what counts.
 */
export interface WpAdmin {
  /** GET a wp-admin path (e.g. `plugins.php`), redirects followed; the page's HTML. */
  page(pathAndQuery: string): Promise<{ url: string; html: string }>;
  /**
   * Submits the form of `html` whose opening tag matches `formStart`, with `changes` over the fields it holds
   * (a value of null leaves a field out, as an unticked box). Redirects are followed; the final page is answered.
   */
  submit(
    html: string,
    formStart: RegExp,
    changes: Record<string, string | null>,
    pageUrl: string,
  ): Promise<{ url: string; html: string; redirectedTo: string[] }>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** HTML text as the browser reads it. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:.-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    found[match[1]!.toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** The fields a form would send as it stands: [name, value] in document order. */
export function formFields(formHtml: string): [string, string][] {
  const fields: { at: number; name: string; value: string }[] = [];
  for (const match of formHtml.matchAll(/<input\b([^>]*)>/gi)) {
    const attrs = attributes(match[1]!);
    const type = (attrs.type ?? 'text').toLowerCase();
    if (!attrs.name || 'disabled' in attrs || ['submit', 'button', 'image', 'file', 'reset'].includes(type)) continue;
    if ((type === 'checkbox' || type === 'radio') && !('checked' in attrs)) continue;
    fields.push({ at: match.index, name: attrs.name, value: attrs.value ?? (type === 'checkbox' ? 'on' : '') });
  }
  for (const match of formHtml.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/gi)) {
    const attrs = attributes(match[1]!);
    // A browser drops the one newline that may follow the opening tag.
    if (attrs.name && !('disabled' in attrs)) fields.push({ at: match.index, name: attrs.name, value: decodeEntities(match[2]!.replace(/^\r?\n/, '')) });
  }
  for (const match of formHtml.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)) {
    const attrs = attributes(match[1]!);
    if (!attrs.name || 'disabled' in attrs) continue;
    const options = [...match[2]!.matchAll(/<option\b([^>]*)>([\s\S]*?)(?=<option\b|<\/optgroup|$)/gi)].map((option) => ({
      attrs: attributes(option[1]!),
      text: decodeEntities(option[2]!.replace(/<[^>]*>/g, '').trim()),
    }));
    const chosen = options.filter((option) => 'selected' in option.attrs);
    const sent = chosen.length > 0 ? chosen : 'multiple' in attrs ? [] : options.slice(0, 1);
    for (const option of sent) fields.push({ at: match.index, name: attrs.name, value: option.attrs.value ?? option.text });
  }
  return fields.sort((a, b) => a.at - b.at).map((field) => [field.name, field.value]);
}

/** The HTML of the form whose opening tag matches `formStart`. */
export function formOf(html: string, formStart: RegExp): { action: string; html: string } {
  const start = html.search(formStart);
  if (start < 0) throw new Error(`No form matching ${String(formStart)} on the page.`);
  const end = html.indexOf('</form>', start);
  const tag = html.slice(start, html.indexOf('>', start) + 1);
  return { action: attributes(tag.replace(/^<form/i, '')).action ?? '', html: html.slice(start, end < 0 ? undefined : end) };
}

/** Signs in at `{siteUrl}/wp-login.php` and keeps the session's cookies. */
export async function signInToWpAdmin(siteUrl: string, user: string, password: string): Promise<WpAdmin> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  /** One request, then its redirects (a POST's as a GET, as browsers do). */
  const go = async (url: string, init: { method: string; body?: URLSearchParams }) => {
    const redirectedTo: string[] = [];
    let response = await fetch(url, { ...init, headers: { Cookie: cookieHeader() }, redirect: 'manual' });
    remember(response);
    let current = url;
    while (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
      current = new URL(response.headers.get('location')!, current).href;
      redirectedTo.push(current);
      response = await fetch(current, { headers: { Cookie: cookieHeader() }, redirect: 'manual' });
      remember(response);
    }
    if (!response.ok) throw new Error(`${init.method} ${current} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    return { url: current, html: await response.text(), redirectedTo };
  };

  await go(`${siteUrl}/wp-login.php`, { method: 'GET' });
  cookies.set('wordpress_test_cookie', 'WP%20Cookie%20check');
  const signedIn = await go(`${siteUrl}/wp-login.php`, {
    method: 'POST',
    body: new URLSearchParams({ log: user, pwd: password, 'wp-submit': 'Log In', redirect_to: `${siteUrl}/wp-admin/`, testcookie: '1' }),
  });
  if (!signedIn.url.includes('/wp-admin/')) throw new Error(`Signing in to wp-admin failed: ended at ${signedIn.url}`);

  return {
    page: (pathAndQuery) => go(`${siteUrl}/wp-admin/${pathAndQuery}`, { method: 'GET' }),
    submit: (html, formStart, changes, pageUrl) => {
      const form = formOf(html, formStart);
      const body = new URLSearchParams();
      const changed = new Set(Object.keys(changes));
      for (const [name, value] of formFields(form.html)) if (!changed.has(name)) body.append(name, value);
      for (const [name, value] of Object.entries(changes)) if (value !== null) body.append(name, value);
      return go(new URL(form.action || pageUrl, pageUrl).href, { method: 'POST', body });
    },
  };
}
