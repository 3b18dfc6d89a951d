/** Debian's Chromium (a test tool's own browser download cannot work on these machines), with the flags its closed network needs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The browser tests' browser: Debian's headless shell of the same Chromium (package chromium-headless-shell).
 * It renders a page as Chromium does, with no browser window behind it, at about half the CPU (one e2e file:
 * 41 CPU-s against 85), and the test run is bound by the CPU of two cores. The benchmarks keep the full
 * browser, as customers have it.
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
