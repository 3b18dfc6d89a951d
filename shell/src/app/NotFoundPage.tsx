import { useEffect } from 'react';
import { usePageTitle } from '@shop/remote-kit';
import { markRouteContentReady } from '../services/pageTiming';
import { MessagePage } from './layout/MessagePage';

export function NotFoundPage() {
  usePageTitle('Page not found');
  // The shell's own page: its content is in as soon as it has rendered.
  useEffect(markRouteContentReady, []);
  return (
    <MessagePage badge="404" title="Page not found" testId="shell-not-found">
      <p>That one got away. The page you were looking for has moved or never existed.</p>
    </MessagePage>
  );
}
