import * as v from 'valibot';
import { InstantWinNotificationSchema, type InstantWinNotification } from '@shop/shared-contracts';
import { PopupController } from './popupController';

const notice = (user: string): InstantWinNotification =>
  v.parse(InstantWinNotificationSchema, { main_id: 104, title: 'Instant Win Tackle Frenzy', image: '/img/104.svg', prize: '£25 Cash', user });

describe('instant-win pop-up timing', () => {
  let controller: PopupController;
  let shown: (string | null)[];

  beforeEach(() => {
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 22, 12) });
    controller = new PopupController();
    shown = [];
    controller.subscribe((current) => shown.push(current?.user ?? null));
  });
  afterEach(() => jest.useRealTimers());

  it('is hidden until a notice arrives, then shows it', () => {
    expect(controller.shown).toBeNull();
    expect(controller.receive(notice('Danny Fisher'))).toBe(true);
    expect(controller.shown?.user).toBe('Danny Fisher');
  });

  it('hides itself after 10 s (still showing at 9.999 s)', () => {
    controller.receive(notice('Danny'));
    jest.advanceTimersByTime(9_999);
    expect(controller.shown).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(controller.shown).toBeNull();
    expect(shown).toEqual(['Danny', null]);
  });

  it('drops a notice that arrives less than 60 s after the last one shown', () => {
    controller.receive(notice('Danny'));
    jest.advanceTimersByTime(59_999);
    expect(controller.receive(notice('Sam'))).toBe(false);
    expect(shown).toEqual(['Danny', null]);
  });

  it('shows the next notice once 60 s have passed since the last one shown', () => {
    controller.receive(notice('Danny'));
    jest.advanceTimersByTime(30_000);
    controller.receive(notice('Sam')); // dropped: does not restart the 60 s
    jest.advanceTimersByTime(30_000);
    expect(controller.receive(notice('Jo'))).toBe(true);
    expect(shown).toEqual(['Danny', null, 'Jo']);
    jest.advanceTimersByTime(10_000);
    expect(controller.shown).toBeNull();
  });

  it('closing it early does not shorten the 60 s throttle', () => {
    controller.receive(notice('Danny'));
    controller.hide();
    jest.advanceTimersByTime(20_000);
    expect(controller.receive(notice('Sam'))).toBe(false);
  });
});
