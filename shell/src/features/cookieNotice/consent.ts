import { CONSENT_COOKIE_MAX_AGE_MS, CONSENT_COOKIE_NAME } from '../../shellConstants';

/** The consent cookie (spec: lasts 7 days) and a way to hear when it is given. */
const listeners = new Set<() => void>();

export function hasConsent(doc: Document = document): boolean {
  return doc.cookie.split(';').some((part) => part.trim().startsWith(`${CONSENT_COOKIE_NAME}=`));
}

export function grantConsent(doc: Document = document, now: number = Date.now()): void {
  const expires = new Date(now + CONSENT_COOKIE_MAX_AGE_MS).toUTCString();
  doc.cookie = `${CONSENT_COOKIE_NAME}=1; expires=${expires}; max-age=${CONSENT_COOKIE_MAX_AGE_MS / 1000}; path=/; SameSite=Lax`;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` once consent exists: at once if it already does. Returns a way to stop waiting. */
export function whenConsented(listener: () => void, doc: Document = document): () => void {
  if (hasConsent(doc)) {
    listener();
    return () => undefined;
  }
  const once = () => {
    listeners.delete(once);
    listener();
  };
  listeners.add(once);
  return () => listeners.delete(once);
}
