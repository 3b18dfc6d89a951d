import * as v from 'valibot';
import { SettingsSchema, createBus, type ShopBus } from '@shop/shared-contracts';
import { acceptCookies, resetStaticCookieNotice } from '../testing/staticCookieNotice';
import { FRONTEND_SCRIPTS_ATTRIBUTE, injectFrontendScripts, resetFrontendScriptsForTests, startFrontendScripts } from './frontendScripts';

const SNIPPET = '<script data-admin="analytics">window.__counted = (window.__counted || 0) + 1</script><noscript>Tracking pixel</noscript>';
const settings = (frontend_scripts: unknown) => v.parse(SettingsSchema, { frontend_scripts });
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
    delete (window as unknown as { __counted?: number }).__counted;
    resetStaticCookieNotice();
  });

  it('waits for consent, then injects after the first paint', () => {
    bus.emit({ type: 'shell:settings', settings: settings(SNIPPET) });
    paint();
    expect(injected()).toHaveLength(0);
    acceptCookies();
    expect(injected()).toHaveLength(0); // not before the paint
    paint();
    expect(injected()).toHaveLength(1);
    expect((window as unknown as { __counted?: number }).__counted).toBe(1); // the snippet ran
    const script = injected()[0]!.querySelector('script')!;
    expect(script.getAttribute('data-admin')).toBe('analytics');
    expect(script.text).toBe('window.__counted = (window.__counted || 0) + 1');
    expect(injected()[0]!.querySelector('noscript')).toHaveTextContent('Tracking pixel');
  });

  it('injects at once (after paint) when consent was given on an earlier visit', () => {
    acceptCookies();
    bus.emit({ type: 'shell:settings', settings: settings(SNIPPET) });
    paint();
    expect(injected()).toHaveLength(1);
  });

  it('never injects twice in one page load, however often settings arrive', () => {
    acceptCookies();
    bus.emit({ type: 'shell:settings', settings: settings(SNIPPET) });
    paint();
    bus.emit({ type: 'shell:settings', settings: settings(SNIPPET) });
    bus.emit({ type: 'shell:settings', settings: settings('<script>window.other = 1</script>') });
    paint();
    expect(injected()).toHaveLength(1);
    expect(injectFrontendScripts(SNIPPET)).toBe(false);
  });

  it('ignores an empty or broken value without throwing; a broken snippet fails only itself', () => {
    // As in a browser, a script that fails is reported on window's error event, not thrown into the shop.
    const scriptErrors: string[] = [];
    const onError = (event: ErrorEvent) => {
      scriptErrors.push(event.message);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    acceptCookies();
    expect(() => bus.emit({ type: 'shell:settings', settings: settings({ not: 'a string' }) })).not.toThrow();
    bus.emit({ type: 'shell:settings', settings: settings('   ') });
    paint();
    expect(injected()).toHaveLength(0);
    expect(() => bus.emit({ type: 'shell:settings', settings: settings('<script>this is not javascript(</script><div unclosed') })).not.toThrow();
    paint();
    expect(injected()).toHaveLength(1);
    expect(scriptErrors).toEqual([expect.stringContaining('Unexpected identifier')]);
    window.removeEventListener('error', onError);
  });
});
