import notice from './notice.json';

/**
 * The consent the cookie notice gives. The notice is part of index.html (shell/cookieNotice.cjs): its OK
 * button sets the 7-day consent cookie and announces it with `notice.consentEvent` on the window.
 */
export const CONSENT_COOKIE_NAME = notice.cookieName;
export const CONSENT_EVENT = notice.consentEvent;

export function hasConsent(doc: Document = document): boolean {
  return doc.cookie.split(';').some((part) => part.trim().startsWith(`${CONSENT_COOKIE_NAME}=`));
}

/** Calls `listener` once consent exists: at once if it already does. Returns a way to stop waiting. */
export function whenConsented(listener: () => void, win: Window = window): () => void {
  if (hasConsent(win.document)) {
    listener();
    return () => undefined;
  }
  const once = () => {
    if (!hasConsent(win.document)) return;
    win.removeEventListener(CONSENT_EVENT, once);
    listener();
  };
  win.addEventListener(CONSENT_EVENT, once);
  return () => win.removeEventListener(CONSENT_EVENT, once);
}
