import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRIVACY_POLICY_PATH } from '../../app/redirects';
import notice from './notice.json';

/**
 * The cookie notice itself is in index.html (shell/cookieNotice.cjs), so it paints with the page's first
 * paint. Once the shell runs, this takes over its Privacy Policy button: the legal terms open inside the
 * app instead of as a new page load. Renders nothing.
 */
export function CookieNotice() {
  const navigate = useNavigate();
  useEffect(() => {
    const element = document.getElementById(notice.id);
    if (!element) return;
    // Capture on the notice runs before the button's own (page-load) listener, which it stops.
    const openPrivacyPolicy = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-action="privacy"]')) return;
      event.stopPropagation();
      navigate(PRIVACY_POLICY_PATH);
    };
    element.addEventListener('click', openPrivacyPolicy, true);
    return () => element.removeEventListener('click', openPrivacyPolicy, true);
  }, [navigate]);
  return null;
}
