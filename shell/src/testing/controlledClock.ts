/** `Date.now()` under a test's control: `clock.now` is `start` before each test, and the test moves it. */
export function controlledClock(start: number): { now: number } {
  const clock = { now: start };
  beforeEach(() => {
    clock.now = start;
    jest.spyOn(Date, 'now').mockImplementation(() => clock.now);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  return clock;
}

/** A promise the test settles itself. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}
