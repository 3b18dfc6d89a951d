import { useEffect } from 'react';
import { usePageTitle } from '@shop/remote-kit';
import { MessagePage } from './layout/MessagePage';

/** An unexpected routing failure shows the default screen 'Unexpected Application Error!'. */
export function RouteErrorPage({ error }: { error: unknown }) {
  usePageTitle('Something went wrong');
  useEffect(() => console.error('[shell] unexpected routing failure:', error), [error]);
  return (
    <MessagePage badge="!" title="Unexpected Application Error!" testId="shell-route-error">
      <p>Something went wrong on our side. Please try again, or head back to the competitions.</p>
    </MessagePage>
  );
}
