import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { theme } from '@shop/shared-contracts';
import { mountStaticCookieNotice, resetStaticCookieNotice } from '../../testing/staticCookieNotice';
import { CookieNotice } from './CookieNotice';
import { hasConsent, whenConsented } from './consent';

import * as built from '../../../cookieNotice.cjs';

const NOTICE_TEXT = "We use cookies to give you the best experience on our website. If you continue, we'll assume you accept our updated Privacy Policy.";
const DAY_MS = 24 * 60 * 60 * 1000;

function button(notice: HTMLElement, name: string): HTMLButtonElement {
  const found = [...notice.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
  if (!found) throw new Error(`no ${name} button`);
  return found;
}

/** The shell running over the page's notice: the takeover component inside a router. */
function renderShell() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <CookieNotice /> },
      { path: '/legal-terms', element: <p>Legal terms</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  resetStaticCookieNotice();
  jest.restoreAllMocks();
});

describe("the cookie notice in the page's HTML", () => {
  it("shows the spec's text with Privacy Policy and OK buttons to a fresh visitor, before any bundle runs", () => {
    const notice = mountStaticCookieNotice();
    expect(notice).not.toBeNull();
    expect(notice!.hidden).toBe(false);
    expect(notice).toHaveAttribute('role', 'region');
    expect(notice).toHaveAttribute('aria-label', 'Cookie notice');
    expect(notice!.querySelector('p')?.textContent).toBe(NOTICE_TEXT);
    expect([...notice!.querySelectorAll('button')].map((element) => element.textContent)).toEqual(['Privacy Policy', 'OK']);
  });

  it('OK sets a 7-day consent cookie, removes the notice and tells the waiting front-end scripts', () => {
    const writes: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      cookie.set!.call(document, value);
    });
    const heard: string[] = [];
    whenConsented(() => heard.push('consented'));
    const notice = mountStaticCookieNotice()!;
    const clickedAt = Date.now();
    button(notice, 'OK').click();
    expect(document.getElementById('shell-cookie-notice')).toBeNull();
    expect(heard).toEqual(['consented']);
    expect(hasConsent()).toBe(true);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^cookie_consent=1; /);
    expect(writes[0]).toContain('max-age=604800');
    expect(writes[0]).toContain('path=/');
    const expires = Date.parse(/expires=([^;]+)/.exec(writes[0]!)![1]!);
    expect(Math.abs(expires - (clickedAt + 7 * DAY_MS))).toBeLessThan(2000);
  });

  it('is not shown while the consent cookie lives, and a listener hears of consent at once', () => {
    mountStaticCookieNotice()!.querySelector<HTMLButtonElement>('[data-action="ok"]')!.click();
    expect(mountStaticCookieNotice()).toBeNull(); // the next page load
    const heard: string[] = [];
    whenConsented(() => heard.push('at once'));
    expect(heard).toEqual(['at once']);
  });

  it('once the shell runs, Privacy Policy opens /legal-terms?tab=3 inside the app, and the notice stays', async () => {
    const notice = mountStaticCookieNotice()!;
    const router = renderShell();
    await userEvent.click(button(notice, 'Privacy Policy'));
    expect(router.state.location.pathname).toBe('/legal-terms');
    expect(router.state.location.search).toBe('?tab=3');
    expect(document.getElementById('shell-cookie-notice')).toBe(notice);
    expect(hasConsent()).toBe(false);
  });

  it("is drawn in the theme's colours, corner, shadow and tablet width", () => {
    expect(built.COOKIE_NOTICE_COLOURS).toEqual({ ink: theme.color.ink, onBrand: theme.color.onBrand, accent: theme.color.accent });
    expect(built.COOKIE_NOTICE_RADIUS).toBe(theme.radius.medium);
    expect(built.COOKIE_NOTICE_SHADOW).toBe(theme.shadow.raised);
    expect(built.COOKIE_NOTICE_TABLET).toBe(theme.breakpoint.tablet);
  });
});
