// @ts-check
/**
 * First tap: a few lines of inline script in the shell's index.html (allowed by the page policy's hash of
 * that file's inline scripts, like the cookie notice) so a server-rendered page's controls are not dead
 * while its JavaScript is still on the way. React listens only from hydration on: a tap on a button or a
 * value typed before it would otherwise do nothing.
 *
 * A control opts in with `data-first-tap="<name>"` (a name unique in the page). Before its part of the
 * page has hydrated, the script keeps a click on it (the control shows `aria-busy="true"`, styled as
 * waiting) and the last value typed or chosen in it. Once the page's screen is live (the shell's
 * `shell:route-content-ready` mark), it replays them once, in order, on the hydrated controls: a value by
 * the input and change events React listens to, a click by `click()`. A control whose part did not hydrate
 * (its remote did not load) falls back to its `data-first-tap-fallback` address, or loads the page again;
 * so does every kept tap when no mark comes within FALLBACK_MS of the first. Links need none of this: they
 * work without JavaScript. A form's submit button, marked, is kept instead of submitting the form (the
 * browser would load the page again and lose what was typed); where its part never hydrates, the page
 * goes where the browser would have submitted a GET form, with what was typed in it at the tap (the page
 * the server renders from that query answers it: find my ticket, the contact form's fields).
 *
 * It keeps a tap in the capture phase on the window, before React's listener on #root: React 18 stops an
 * event aimed at a part it cannot hydrate yet (its code is not in) from going any further. If the event
 * comes back up to the window and its control has hydrated by then (React hydrated that part on the spot
 * and handled the event; its node carries React's `__reactFiber$` key), the kept tap is dropped again.
 */

const ATTRIBUTE = 'data-first-tap';
const READY_MARK = 'shell:route-content-ready';
const FALLBACK_MS = 20000;

const style = `[${ATTRIBUTE}][aria-busy="true"]{cursor:progress;opacity:.65}`;

const script = `(function () {
  var w = window, d = document, kept = [], live = false, timer = 0, A = ${JSON.stringify(ATTRIBUTE)};
  function react(el) {
    return Object.keys(el).some(function (key) { return key.indexOf('__reactFiber$') === 0; });
  }
  function formAddress(form) {
    if (form.method !== 'get') return null;
    var url = new URL(form.action);
    url.search = new URLSearchParams(new FormData(form)).toString();
    return url.href;
  }
  function control(event) {
    var target = event.target;
    return !live && target && target.closest ? target.closest('[' + A + ']') : null;
  }
  function keep(event) {
    var el = control(event);
    if (!el || react(el)) return;
    var name = el.getAttribute(A), tap = { event: event, name: name };
    if (event.type !== 'click') {
      kept = kept.filter(function (other) { return other.name !== name || !('value' in other); });
      tap.value = el.value;
    } else if (/^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName)) {
      return;
    } else {
      tap.fallback = el.getAttribute(A + '-fallback');
      if (el.type === 'submit' && el.form) {
        event.preventDefault();
        tap.submit = true;
        tap.fallback = tap.fallback || formAddress(el.form);
      }
      el.setAttribute('aria-busy', 'true');
    }
    kept.push(tap);
    timer = timer || setTimeout(replay, ${FALLBACK_MS});
  }
  function handled(event) {
    var el = control(event);
    if (!el || !react(el)) return;
    kept = kept.filter(function (tap) {
      if (tap.event !== event) return true;
      /* React hydrated it on the spot, but the submit kept from the browser has not happened: make it now */
      if (tap.submit) setTimeout(function () { el.click(); }, 0);
      return false;
    });
    el.removeAttribute('aria-busy');
  }
  function setValue(el, value) {
    var set = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set;
    el.value = value + '-'; /* React keeps the value it last saw: make it differ, so the events below are a change */
    set.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }
  function next() {
    var tap = kept.shift();
    if (!tap) return;
    var el = d.querySelector('[' + A + '="' + tap.name + '"]');
    if (el) el.removeAttribute('aria-busy');
    if (!el || !react(el)) {
      if ('value' in tap) next();
      else location.assign(tap.fallback || location.href);
      return;
    }
    if ('value' in tap) setValue(el, tap.value);
    else el.click();
    setTimeout(next, 0);
  }
  function replay() {
    if (live) return;
    live = true;
    next();
  }
  ['click', 'input', 'change'].forEach(function (type) {
    w.addEventListener(type, keep, true);
    w.addEventListener(type, handled);
  });
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName(${JSON.stringify(READY_MARK)}).length) replay();
    }).observe({ type: 'mark', buffered: true });
  } catch (error) {}
})();`;

/** The style and script, for the end of index.html's head (before any control is in the page). */
function firstTapHtml() {
  // Each line without its indent: the same script, a few hundred bytes lighter in every page.
  return `<style>${style}</style><script>${script.replace(/\n\s*/g, '\n')}</script>`;
}

module.exports = { firstTapHtml, FIRST_TAP_ATTRIBUTE: ATTRIBUTE, FIRST_TAP_READY_MARK: READY_MARK };
