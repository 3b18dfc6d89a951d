import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CookieNotice } from './CookieNotice';
import { grantConsent, hasConsent, whenConsented } from './consent';

const NOTICE_TEXT = "We use cookies to give you the best experience on our website. If you continue, we'll assume you accept our updated Privacy Policy.";

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

function renderNotice() {
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

/** A document whose cookie writes are recorded, to read exactly what the notice sets. */
function recordingDocument() {
  const writes: string[] = [];
  return {
    writes,
    doc: {
      set cookie(value: string) {
        writes.push(value);
      },
      get cookie() {
        return writes.join('; ');
      },
    } as unknown as Document,
  };
}

describe('cookie notice', () => {
  afterEach(clearCookies);

  it("shows the spec's text with OK and Privacy Policy buttons to a fresh visitor", () => {
    renderNotice();
    expect(screen.getByTestId('shell-cookie-notice')).toHaveTextContent(NOTICE_TEXT);
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('OK sets the consent cookie and hides the notice; it does not return while the cookie lives', async () => {
    renderNotice();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByTestId('shell-cookie-notice')).not.toBeInTheDocument();
    expect(hasConsent()).toBe(true);
    renderNotice(); // the next page load
    expect(screen.queryByTestId('shell-cookie-notice')).not.toBeInTheDocument();
  });

  it('Privacy Policy goes to /legal-terms?tab=3', async () => {
    const router = renderNotice();
    await userEvent.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    expect(router.state.location.pathname).toBe('/legal-terms');
    expect(router.state.location.search).toBe('?tab=3');
  });
});

describe('consent cookie', () => {
  it('lasts 7 days', () => {
    const { writes, doc } = recordingDocument();
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);
    grantConsent(doc, now);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain('cookie_consent=1');
    expect(writes[0]).toContain('max-age=604800');
    expect(writes[0]).toContain(`expires=${new Date(now + 7 * 24 * 60 * 60 * 1000).toUTCString()}`);
    expect(writes[0]).toContain('path=/');
  });

  it('tells a waiting listener once consent is given, and at once when it already exists', () => {
    const heard: string[] = [];
    whenConsented(() => heard.push('waiting'));
    expect(heard).toEqual([]);
    grantConsent();
    expect(heard).toEqual(['waiting']);
    whenConsented(() => heard.push('after'));
    expect(heard).toEqual(['waiting', 'after']);
    clearCookies();
  });
});
