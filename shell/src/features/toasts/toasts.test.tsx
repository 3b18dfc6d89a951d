import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBus, type ShopBus, type ToastKind } from '@shop/shared-contracts';
import { ToastHost } from './ToastHost';

/**
 * react-toastify times a toast with a CSS animation on its progress bar (the browser's animation clock,
 * paused on hover), and removes it when its exit animation ends. jsdom runs no CSS animations, so these
 * tests read the duration each toast was given and fire the `animationend` events the browser would.
 * The e2e test in e2e/tests/shellServices.test.ts measures the same durations in real Chromium.
 */
let bus: ShopBus;
const BUS_KEY = Symbol.for('@shop/shared-contracts/bus@1');

beforeEach(() => {
  jest.useFakeTimers();
  bus = createBus();
  (globalThis as Record<symbol, unknown>)[BUS_KEY] = bus;
  render(<ToastHost />);
});
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[BUS_KEY];
  jest.useRealTimers();
});

const raise = (kind: ToastKind, message: string, id?: string) => act(() => bus.emit({ type: 'shell:show-toast', kind, message, ...(id ? { id } : {}) }));
// react-toastify applies an update 100 ms after it is asked for.
const settle = () => act(() => void jest.advanceTimersByTime(200));
const toasts = () => [...document.querySelectorAll<HTMLElement>('.Toastify__toast')];
const toastWith = (text: string) => toasts().find((toast) => toast.textContent?.includes(text));
/** The running timer: an animated progress bar (a loading toast has only an idle, controlled one). */
const timerOf = (toast: HTMLElement) => toast.querySelector<HTMLElement>('.Toastify__progress-bar--animated');

/** The toast's exit animation ends and it collapses away. */
function finishExit(toast: HTMLElement) {
  fireEvent.animationEnd(toast);
  act(() => void jest.advanceTimersByTime(1000));
}
/** The progress bar's animation (the toast's timer) runs to its end. */
function runOutTimer(toast: HTMLElement) {
  fireEvent.animationEnd(timerOf(toast)!);
  finishExit(toast);
}

describe('toasts raised over the bus', () => {
  it('show top-right', () => {
    raise('blank', 'Hello');
    settle();
    expect(document.querySelector('.Toastify__toast-container--top-right')).toContainElement(toastWith('Hello')!);
  });

  it.each([
    ['blank', '4000ms'],
    ['error', '4000ms'],
    ['success', '2000ms'],
  ] as const)('a %s toast lasts %s and closes when that time has run', (kind, duration) => {
    raise(kind, `A ${kind} toast`);
    settle();
    const toast = toastWith(`A ${kind} toast`)!;
    expect(timerOf(toast)).toHaveStyle({ animationDuration: duration });
    runOutTimer(toast);
    expect(toastWith(`A ${kind} toast`)).toBeUndefined();
  });

  it('a loading toast has no timer and stays until dismissed', () => {
    raise('loading', 'Adding your tickets…', 'add-1');
    settle();
    const toast = toastWith('Adding your tickets…')!;
    expect(timerOf(toast)).toBeNull();
    act(() => void jest.advanceTimersByTime(60_000));
    expect(toastWith('Adding your tickets…')).toBeDefined();
    act(() => bus.emit({ type: 'shell:dismiss-toast', id: 'add-1' }));
    finishExit(toast);
    expect(toastWith('Adding your tickets…')).toBeUndefined();
  });

  it('a loading toast raised again with its id turns into a success that closes after 2 s', () => {
    raise('loading', 'Adding your tickets…', 'add-2');
    settle();
    raise('success', 'Tickets added', 'add-2');
    settle();
    expect(toasts()).toHaveLength(1);
    expect(timerOf(toastWith('Tickets added')!)).toHaveStyle({ animationDuration: '2000ms' });
  });

  it('error toasts carry a Dismiss button that closes them', async () => {
    jest.useRealTimers();
    raise('error', 'An error occurred.');
    const toast = await screen.findByText('An error occurred.');
    await userEvent.click(within(toast.closest<HTMLElement>('.Toastify__toast')!).getByRole('button', { name: 'Dismiss' }));
    jest.useFakeTimers();
    finishExit(toast.closest<HTMLElement>('.Toastify__toast')!);
    expect(screen.queryByText('An error occurred.')).not.toBeInTheDocument();
  });

  it('only one error toast shows at a time: a new error takes over the one on screen', () => {
    raise('error', 'Failed to update user details.');
    settle();
    raise('error', 'An error occurred.');
    settle();
    const errors = toasts().filter((toast) => toast.classList.contains('Toastify__toast--error'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toHaveTextContent('An error occurred.');
    expect(timerOf(errors[0]!)).toHaveStyle({ animationDuration: '4000ms' });
  });

  it('holds at most 20 toasts: each newer one shows at once and the oldest leave', () => {
    for (let index = 1; index <= 25; index += 1) raise('blank', `Toast ${index}`);
    settle();
    const leaving = toasts().filter((toast) => toast.getAttribute('data-in') === 'false');
    expect(leaving.map((toast) => toast.textContent)).toEqual(['Toast 5', 'Toast 4', 'Toast 3', 'Toast 2', 'Toast 1']); // newest on top
    leaving.forEach(finishExit);
    const texts = toasts().map((toast) => toast.textContent);
    expect(texts).toHaveLength(20);
    expect(texts[0]).toBe('Toast 25'); // newest on top, shown without waiting
    expect(texts.at(-1)).toBe('Toast 6');
  });
});
