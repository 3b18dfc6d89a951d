import { usePageTitle } from '@shop/remote-kit';
import { MessagePage } from './layout/MessagePage';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <MessagePage badge="404" title="Page not found" testId="shell-not-found">
      <p>That one got away. The page you were looking for has moved or never existed.</p>
    </MessagePage>
  );
}
