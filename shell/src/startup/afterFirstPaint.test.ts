import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './afterFirstPaint';

type Report = (entries: Pick<PerformanceObserverEntryList, 'getEntriesByName'>) => void;

/** A browser whose frames, paint reports and timers the test drives (timers are jest's fake ones). */
function fakeBrowser({ paintTiming = true } = {}) {
  const frames: FrameRequestCallback[] = [];
  const observers: { report: Report; observed: string[]; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['mark', 'paint'] : ['mark'];
    private readonly record: (typeof observers)[number];
    constructor(report: Report) {
      this.record = { report, observed: [], disconnected: false };
      observers.push(this.record);
    }
    observe(options: PerformanceObserverInit) {
      this.record.observed.push(String(options.type));
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const browser = {
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (handler: () => void, delay?: number) => setTimeout(handler, delay),
    PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
  } as unknown as NonNullable<Parameters<typeof afterFirstPaint>[1]>;
  const reportPaint = (name: string) => {
    for (const observer of observers) observer.report({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name } as PerformanceEntry] : []) });
  };
  const runFrame = () => frames.splice(0).forEach((frame) => frame(0));
  return { browser, observers, reportPaint, runFrame };
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
    jest.advanceTimersByTime(0);
    expect(start).not.toHaveBeenCalled();
    runFrame();
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);

    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it(`starts after ${FIRST_PAINT_WAIT_MS} ms when no paint is reported (a tab opened in the background)`, () => {
    const { browser, observers } = fakeBrowser();
    const start = jest.fn();
    afterFirstPaint(start, browser);
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it(`starts after ${FIRST_PAINT_WAIT_MS} ms in a browser without paint timing, and observes nothing`, () => {
    const { browser, observers } = fakeBrowser({ paintTiming: false });
    const start = jest.fn();
    afterFirstPaint(start, browser);
    expect(observers).toEqual([]);
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts in a browser with no PerformanceObserver at all', () => {
    const { browser } = fakeBrowser();
    const start = jest.fn();
    afterFirstPaint(start, { ...browser, PerformanceObserver: undefined });
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
