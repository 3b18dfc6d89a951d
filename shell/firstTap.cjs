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
 * so does every kept tap when no mark comes within FALLBACK_MS of the first. Links and forms need none of this: they
 * work without JavaScript.
 *
 * The script watches in the bubble phase, after React's own listener on #root: a control React has
 * hydrated (it carries React's `__reactFiber$` key) was handled by React and is left alone.
 */

const ATTRIBUTE = 'data-first-tap';
const READY_MARK = 'shell:route-content-ready';
const FALLBACK_MS = 20000;

const style = `[${ATTRIBUTE}][aria-busy="true"]{cursor:progress;opacity:.65}`;

const script = `(function () {
  var d = document, kept = [], live = false, timer = 0, A = ${JSON.stringify(ATTRIBUTE)};
  function react(el) {
    return Object.keys(el).some(function (key) { return key.indexOf('__reactFiber$') === 0; });
  }
  function keep(event) {
    var el = !live && event.target && event.target.closest && event.target.closest('[' + A + ']');
    if (!el || react(el)) return;
    var name = el.getAttribute(A), field = /^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName);
    if (event.type !== 'click') {
      kept = kept.filter(function (tap) { return tap.name !== name || !('value' in tap); });
      kept.push({ name: name, value: el.value });
    } else if (!field) {
      event.preventDefault();
      el.setAttribute('aria-busy', 'true');
      kept.push({ name: name, fallback: el.getAttribute(A + '-fallback') });
    }
    timer = timer || setTimeout(replay, ${FALLBACK_MS});
  }
  function setValue(el, value) {
    var proto = Object.getPrototypeOf(el), set = Object.getOwnPropertyDescriptor(proto, 'value').set;
    // React keeps the value it last saw: make it differ, so the events below read as a change.
    el.value = value + '-';
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
      if (!('value' in tap)) location.assign(tap.fallback || location.href);
      else next();
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
  d.addEventListener('click', keep);
  d.addEventListener('input', keep);
  d.addEventListener('change', keep);
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName(${JSON.stringify(READY_MARK)}).length) replay();
    }).observe({ type: 'mark', buffered: true });
  } catch (error) {}
})();`;

/** The style and script, for the end of index.html's head (before any control is in the page). */
function firstTapHtml() {
  return `<style>${style}</style><script>${script}</script>`;
}

module.exports = { firstTapHtml, FIRST_TAP_ATTRIBUTE: ATTRIBUTE, FIRST_TAP_READY_MARK: READY_MARK };
