import * as v from 'valibot';
import { SettingsSchema, createBus, type ShopBus } from '@shop/shared-contracts';
import { acceptCookies, mountStaticCookieNotice, resetStaticCookieNotice } from '../testing/staticCookieNotice';
import { FRONTEND_SCRIPTS_ATTRIBUTE, injectFrontendScripts, resetFrontendScriptsForTests, startFrontendScripts } from './frontendScripts';

type Counters = { __always?: number; __consented?: number; __other?: number };
const counters = () => window as unknown as Counters;

const ALWAYS = '<script data-admin="status">window.__always = (window.__always || 0) + 1</script><noscript>Status pixel</noscript>';
const CONSENTED = '<script data-admin="analytics">window.__consented = (window.__consented || 0) + 1</script>';
const settings = (frontend_scripts: unknown) => v.parse(SettingsSchema, { frontend_scripts });
const BOTH = settings([{ html: ALWAYS }, { html: CONSENTED, needs_consent: true }]);
const group = (name: 'always' | 'after-consent') => document.querySelectorAll(`[${FRONTEND_SCRIPTS_ATTRIBUTE}="${name}"]`);
const injected = () => document.querySelectorAll(`[${FRONTEND_SCRIPTS_ATTRIBUTE}]`);
/** Two animation frames and a macrotask: the first paint has happened. */
const paint = () => jest.advanceTimersByTime(100);

describe('front-end scripts', () => {
  let bus: ShopBus;
  let stop: () => void;

  beforeEach(() => {
    jest.useFakeTimers();
    bus = createBus();
    stop = startFrontendScripts(bus);
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
    resetFrontendScriptsForTests();
    injected().forEach((element) => element.remove());
    delete counters().__always;
    delete counters().__consented;
    delete counters().__other;
    resetStaticCookieNotice();
  });

  it('runs a script without the consent flag after the first paint, with no consent at all', () => {
    expect(mountStaticCookieNotice()).not.toBeNull(); // the notice is up and nobody presses OK
    bus.emit({ type: 'shell:settings', settings: BOTH });
    expect(injected()).toHaveLength(0); // not before the paint
    paint();
    expect(group('always')).toHaveLength(1);
    expect(counters().__always).toBe(1);
    const script = group('always')[0]!.querySelector('script')!;
    expect(script.getAttribute('data-admin')).toBe('status');
    expect(script.text).toBe('window.__always = (window.__always || 0) + 1');
    expect(group('always')[0]!.querySelector('noscript')).toHaveTextContent('Status pixel');
    expect(group('after-consent')).toHaveLength(0);
    expect(counters().__consented).toBeUndefined();
  });

  it('runs a script flagged needs_consent only after OK, then after the paint, exactly once', () => {
    mountStaticCookieNotice();
    bus.emit({ type: 'shell:settings', settings: BOTH });
    paint();
    expect(counters().__consented).toBeUndefined();
    acceptCookies();
    expect(group('after-consent')).toHaveLength(0); // not before the paint
    paint();
    expect(group('after-consent')).toHaveLength(1);
    expect(group('after-consent')[0]!.querySelector('script')!.getAttribute('data-admin')).toBe('analytics');
    expect([counters().__always, counters().__consented]).toEqual([1, 1]);
  });

  it('runs both groups after the paint when consent was given on an earlier visit', () => {
    acceptCookies();
    bus.emit({ type: 'shell:settings', settings: BOTH });
    paint();
    expect([group('always').length, group('after-consent').length]).toEqual([1, 1]);
    expect([counters().__always, counters().__consented]).toEqual([1, 1]);
  });

  it('takes a backend’s single HTML string as a script that runs without consent', () => {
    bus.emit({ type: 'shell:settings', settings: settings(ALWAYS) });
    paint();
    expect(counters().__always).toBe(1);
    expect(group('after-consent')).toHaveLength(0);
  });

  it('never injects a group twice in one page load, however often settings arrive', () => {
    bus.emit({ type: 'shell:settings', settings: BOTH });
    paint();
    acceptCookies();
    paint();
    bus.emit({ type: 'shell:settings', settings: BOTH });
    bus.emit({
      type: 'shell:settings',
      settings: settings([{ html: '<script>window.__other = 1</script>' }, { html: '<script>window.__other = 2</script>', needs_consent: true }]),
    });
    paint();
    expect([group('always').length, group('after-consent').length]).toEqual([1, 1]);
    expect([counters().__always, counters().__consented, counters().__other]).toEqual([1, 1, undefined]);
    expect(injectFrontendScripts('always', [ALWAYS])).toBe(false);
    expect(injectFrontendScripts('after-consent', [CONSENTED])).toBe(false);
  });

  it('a refreshed copy that arrives while the consent group waits is the one injected', () => {
    bus.emit({ type: 'shell:settings', settings: BOTH });
    paint();
    bus.emit({ type: 'shell:settings', settings: settings([{ html: ALWAYS }, { html: '<script>window.__other = 2</script>', needs_consent: true }]) });
    acceptCookies();
    paint();
    expect([counters().__always, counters().__consented, counters().__other]).toEqual([1, undefined, 2]);
  });

  it('injects nothing once stopped, even a group already waiting for the paint', () => {
    acceptCookies();
    bus.emit({ type: 'shell:settings', settings: BOTH });
    stop();
    paint();
    expect(injected()).toHaveLength(0);
  });

  it('ignores an empty or broken value without throwing; a broken snippet fails only itself', () => {
    // As in a browser, a script that fails is reported on window's error event, not thrown into the shop.
    const scriptErrors: string[] = [];
    const onError = (event: ErrorEvent) => {
      scriptErrors.push(event.message);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    expect(() => bus.emit({ type: 'shell:settings', settings: settings({ not: 'a list' }) })).not.toThrow();
    bus.emit({ type: 'shell:settings', settings: settings([{ html: '   ' }]) });
    paint();
    expect(injected()).toHaveLength(0);
    const broken = [{ html: '<script>this is not javascript(</script><div unclosed' }, { html: ALWAYS }];
    expect(() => bus.emit({ type: 'shell:settings', settings: settings(broken) })).not.toThrow();
    paint();
    expect(group('always')).toHaveLength(1);
    expect(scriptErrors).toEqual([expect.stringContaining('Unexpected identifier')]);
    expect(counters().__always).toBe(1); // the script after the broken one still ran
    window.removeEventListener('error', onError);
  });
});
