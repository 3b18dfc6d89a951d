/** A clock a test moves by hand, for rate limits: no real waiting. */
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export function testClock(start = Date.UTC(2026, 5, 1, 9, 0, 0)): TestClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
  };
}
