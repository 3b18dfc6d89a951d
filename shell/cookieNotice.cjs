// @ts-check
/**
 * The cookie notice (OK and Privacy Policy buttons) as part of the shell's index.html: it paints with the page's first
 * paint, before any bundle has downloaded, and its OK button works from the start (a few lines of inline
 * script: the 7-day consent cookie, then the `consentEvent` the cookie-setting front-end scripts wait for). Once
 * the shell runs, src/features/cookieNotice/CookieNotice.tsx takes over its Privacy Policy button, so it
 * navigates inside the app. Text, cookie and event come from notice.json, which the shell's code reads too;
 * the colours are the theme's (a shell test holds them to it). Plain ES5 and CSS: nothing here waits for
 * the bundles.
 */
const notice = require('./src/features/cookieNotice/notice.json');

const COLOURS = { ink: '#14201d', onBrand: '#ffffff', accent: '#f2b632' };
const RADIUS = '12px';
const SHADOW = '0 10px 30px rgba(15, 40, 35, 0.18)';
const TABLET = '768px';

const escapeHtml = (/** @type {string} */ text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const style = `
#${notice.id}{position:fixed;left:12px;right:12px;bottom:12px;z-index:60;display:flex;flex-direction:column;gap:12px;padding:16px 18px;border-radius:${RADIUS};background:${COLOURS.ink};color:${COLOURS.onBrand};box-shadow:${SHADOW}}
#${notice.id}[hidden]{display:none}
#${notice.id} p{flex:1;margin:0;font-size:.95rem;line-height:1.45}
#${notice.id} div{display:flex;gap:10px}
#${notice.id} button{flex:1;padding:10px 18px;border-radius:999px;border:2px solid ${COLOURS.accent};background:transparent;color:${COLOURS.accent};font:inherit;font-weight:700;cursor:pointer;white-space:nowrap}
#${notice.id} button[data-action="ok"]{background:${COLOURS.accent};color:${COLOURS.ink}}
@media (min-width:${TABLET}){#${notice.id}{flex-direction:row;align-items:center;max-width:880px;margin:0 auto}}`;

const script = `(function () {
  var notice = document.getElementById(${JSON.stringify(notice.id)});
  if (!notice) return;
  if (/(?:^|;\\s*)${notice.cookieName}=/.test(document.cookie)) {
    notice.parentNode.removeChild(notice);
    return;
  }
  notice.hidden = false;
  notice.querySelector('[data-action="ok"]').addEventListener('click', function () {
    var maxAge = ${notice.cookieDays * 24 * 60 * 60};
    document.cookie = ${JSON.stringify(`${notice.cookieName}=1; expires=`)} + new Date(Date.now() + maxAge * 1000).toUTCString() + '; max-age=' + maxAge + '; path=/; SameSite=Lax';
    notice.parentNode.removeChild(notice);
    window.dispatchEvent(new Event(${JSON.stringify(notice.consentEvent)}));
  });
  notice.querySelector('[data-action="privacy"]').addEventListener('click', function () {
    window.location.assign(${JSON.stringify(notice.privacyPath)});
  });
})();`;

/** The notice's style, markup and script, for the end of index.html's body. */
function cookieNoticeHtml() {
  return (
    `<style id="${notice.id}-style">${style}</style>` +
    `<div id="${notice.id}" data-testid="${notice.id}" role="region" aria-label="Cookie notice" hidden>` +
    `<p>${escapeHtml(notice.text)}</p>` +
    '<div><button type="button" data-action="privacy">Privacy Policy</button><button type="button" data-action="ok">OK</button></div>' +
    '</div>' +
    `<script>${script}</script>`
  );
}

module.exports = { cookieNoticeHtml, COOKIE_NOTICE_COLOURS: COLOURS, COOKIE_NOTICE_RADIUS: RADIUS, COOKIE_NOTICE_SHADOW: SHADOW, COOKIE_NOTICE_TABLET: TABLET };
