// The notice is built into index.html by a CommonJS module of the shell's build.
import { cookieNoticeHtml } from '../../cookieNotice.cjs';

/**
 * Puts index.html's cookie notice into the test document and runs its inline script, as the browser does
 * while it parses the page. Returns the notice, or null when the script removed it (consent given).
 */
export function mountStaticCookieNotice(doc: Document = document): HTMLElement | null {
  const holder = doc.createElement('div');
  holder.innerHTML = cookieNoticeHtml();
  const script = holder.querySelector('script');
  script?.remove();
  doc.body.append(...holder.childNodes);
  // Scripts set through innerHTML do not run; this runs it in the page, as the parser would.
  doc.defaultView?.eval(script?.textContent ?? '');
  return doc.getElementById('shell-cookie-notice');
}

/** Gives consent as a customer does: OK on the notice. */
export function acceptCookies(doc: Document = document): void {
  const notice = doc.getElementById('shell-cookie-notice') ?? mountStaticCookieNotice(doc);
  notice?.querySelector<HTMLButtonElement>('[data-action="ok"]')?.click();
}

/** Removes the notice, its style and the consent cookie. */
export function resetStaticCookieNotice(doc: Document = document): void {
  doc.getElementById('shell-cookie-notice')?.remove();
  doc.getElementById('shell-cookie-notice-style')?.remove();
  doc.cookie = 'cookie_consent=; max-age=0; path=/';
}
