import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { RenderClockProvider, useNow, type RenderClock } from './renderTime';

/** When the server rendered the page: 20 November 2026, 12:00:00 UTC. */
const RENDERED_AT = Date.UTC(2026, 10, 20, 12, 0, 0);
/** When the browser runs the page: 42.5 seconds later. */
const BROWSER_NOW = RENDERED_AT + 42_500;

/** Shows useNow's value and records every value it rendered with, so tests can count renders. */
function Clock({ id, intervalMs = 1000, renders }: { id: string; intervalMs?: number; renders?: number[] }) {
  const now = useNow(intervalMs);
  renders?.push(now);
  return <output data-testid={id}>{now}</output>;
}

const shown = (id: string) => Number(screen.getByTestId(id).textContent);

describe('useNow', () => {
  beforeEach(() => {
    jest.useFakeTimers().setSystemTime(BROWSER_NOW);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('renders its first frame with the render clock, then the live clock once mounted', () => {
    const renders: number[] = [];
    render(
      <RenderClockProvider value={{ current: RENDERED_AT }}>
        <Clock id="clock" renders={renders} />
      </RenderClockProvider>,
    );
    expect(renders[0]).toBe(RENDERED_AT);
    expect(renders).toEqual([RENDERED_AT, BROWSER_NOW]);
    expect(shown('clock')).toBe(BROWSER_NOW);
  });

  it('hydrates server HTML rendered with the same clock without a mismatch', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const ui = (
      <RenderClockProvider value={{ current: RENDERED_AT }}>
        <Clock id="clock" />
      </RenderClockProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    expect(container.textContent).toBe(String(RENDERED_AT));
    document.body.append(container);
    render(ui, { container, hydrate: true });
    expect(error).not.toHaveBeenCalled();
    expect(shown('clock')).toBe(BROWSER_NOW);
  });

  it.each([
    ['without a provider', (ui: JSX.Element) => ui],
    ['with a provider whose clock is null', (ui: JSX.Element) => <RenderClockProvider value={{ current: null }}>{ui}</RenderClockProvider>],
  ])('%s: starts from Date.now() and does not render again on mount', (_label, wrap) => {
    const renders: number[] = [];
    render(wrap(<Clock id="clock" renders={renders} />));
    expect(renders).toEqual([BROWSER_NOW]);
    expect(shown('clock')).toBe(BROWSER_NOW);
  });

  it('a screen mounted after the clock was cleared starts from Date.now(), in one render', () => {
    const clock: RenderClock = { current: RENDERED_AT };
    const first: number[] = [];
    const later: number[] = [];
    const { rerender } = render(
      <RenderClockProvider value={clock}>
        <Clock id="first" renders={first} intervalMs={60_000} />
      </RenderClockProvider>,
    );
    expect(first).toEqual([RENDERED_AT, BROWSER_NOW]);

    // The shell clears the clock once the page has hydrated (a ref: nothing renders because of it).
    clock.current = null;
    jest.setSystemTime(BROWSER_NOW + 5_000);
    rerender(
      <RenderClockProvider value={clock}>
        <Clock id="first" renders={first} intervalMs={60_000} />
        <Clock id="later" renders={later} intervalMs={60_000} />
      </RenderClockProvider>,
    );
    expect(later).toEqual([BROWSER_NOW + 5_000]);
    expect(shown('later')).toBe(BROWSER_NOW + 5_000);
    // The screen already mounted keeps its own clock until its next tick.
    expect(shown('first')).toBe(BROWSER_NOW);
  });

  it('ticks every interval with the live clock, and not between ticks', () => {
    const renders: number[] = [];
    render(
      <RenderClockProvider value={{ current: RENDERED_AT }}>
        <Clock id="clock" renders={renders} />
      </RenderClockProvider>,
    );
    expect(shown('clock')).toBe(BROWSER_NOW);
    act(() => jest.advanceTimersByTime(999));
    expect(shown('clock')).toBe(BROWSER_NOW);
    act(() => jest.advanceTimersByTime(1));
    expect(shown('clock')).toBe(BROWSER_NOW + 1000);
    act(() => jest.advanceTimersByTime(1000));
    expect(shown('clock')).toBe(BROWSER_NOW + 2000);
    act(() => jest.advanceTimersByTime(1000));
    expect(shown('clock')).toBe(BROWSER_NOW + 3000);
    expect(renders).toEqual([RENDERED_AT, BROWSER_NOW, BROWSER_NOW + 1000, BROWSER_NOW + 2000, BROWSER_NOW + 3000]);
  });

  it('ticks at the interval it is given', () => {
    render(<Clock id="clock" intervalMs={60_000} />);
    act(() => jest.advanceTimersByTime(59_999));
    expect(shown('clock')).toBe(BROWSER_NOW);
    act(() => jest.advanceTimersByTime(1));
    expect(shown('clock')).toBe(BROWSER_NOW + 60_000);
  });

  it('stops its timer when unmounted', () => {
    const { unmount } = render(<Clock id="clock" />);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
