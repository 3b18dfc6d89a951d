import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './afterFirstPaint';

/** A page with `#root`, rendered by the server (marked for hydration) or left for the browser to render. */
function pageWithRoot(serverRendered: boolean): Document {
  const doc = document.implementation.createHTMLDocument('Angling Prizes');
  const root = doc.createElement('div');
  root.id = 'root';
  if (serverRendered) root.setAttribute('data-server-rendered', '');
  doc.body.append(root);
  return doc;
}

/** A browser on a server-rendered page whose frames, paint reports and timers the test drives (timers are jest's fake ones). */
function fakeBrowser({ paintTiming = true, serverRendered = true } = {}) {
  const frames: FrameRequestCallback[] = [];
  const observers: FakeObserver[] = [];
  class FakeObserver {
    observed: string[] = [];
    disconnected = false;
    constructor(readonly report: PerformanceObserverCallback) {
      observers.push(this);
    }
    observe(options: PerformanceObserverInit) {
      // A browser without paint timing takes the call and never reports.
      if (paintTiming) this.observed.push(String(options.type));
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const browser: Parameters<typeof afterFirstPaint>[1] = {
    document: pageWithRoot(serverRendered),
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: ((handler: () => void, delay?: number) => setTimeout(handler, delay)) as typeof window.setTimeout,
    PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
  };
  const reportPaint = (name: string) => {
    for (const observer of observers.filter((each) => each.observed.includes('paint') && !each.disconnected)) {
      const entries = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
      observer.report(entries, observer as unknown as PerformanceObserver);
    }
  };
  const runFrame = () => frames.splice(0).forEach((frame) => frame(0));
  return { browser, observers, reportPaint, runFrame };
}

/** `start` has not run a millisecond before FIRST_PAINT_WAIT_MS, and has run once at it. */
function expectStartAfterTheWait(start: jest.Mock) {
  jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
  expect(start).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(start).toHaveBeenCalledTimes(1);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('afterFirstPaint', () => {
  it('starts once the first contentful paint is reported and one more frame has been painted, not before', () => {
    const { browser, observers, reportPaint, runFrame } = fakeBrowser();
    const start = jest.fn();
    afterFirstPaint(start, browser);
    expect(observers.map((observer) => observer.observed)).toEqual([['paint']]);

    reportPaint('first-paint');
    runFrame();
    jest.advanceTimersByTime(0);
    expect(start).not.toHaveBeenCalled();

    reportPaint('first-contentful-paint');
    expect(observers[0]!.disconnected).toBe(true);
    jest.advanceTimersByTime(0);
    expect(start).not.toHaveBeenCalled();
    runFrame();
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it(`starts after ${FIRST_PAINT_WAIT_MS} ms when no paint is reported (a tab opened in the background), and only once`, () => {
    const { browser, reportPaint, runFrame } = fakeBrowser();
    const start = jest.fn();
    afterFirstPaint(start, browser);
    expectStartAfterTheWait(start);

    reportPaint('first-contentful-paint');
    runFrame();
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it(`starts after ${FIRST_PAINT_WAIT_MS} ms in a browser without paint timing`, () => {
    const { browser } = fakeBrowser({ paintTiming: false });
    const start = jest.fn();
    afterFirstPaint(start, browser);
    expectStartAfterTheWait(start);
  });

  it(`starts after ${FIRST_PAINT_WAIT_MS} ms in a browser with no PerformanceObserver at all`, () => {
    const { browser } = fakeBrowser();
    const start = jest.fn();
    afterFirstPaint(start, { ...browser, PerformanceObserver: undefined as unknown as typeof PerformanceObserver });
    expectStartAfterTheWait(start);
  });

  it('starts at once on a page the browser renders (the boot spinner is no contentful paint), with no observer', () => {
    const { browser, observers } = fakeBrowser({ serverRendered: false });
    const start = jest.fn();
    afterFirstPaint(start, browser);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observers).toEqual([]);
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
