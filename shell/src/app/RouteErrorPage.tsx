import { useRouteError } from 'react-router-dom';
import { usePageTitle } from '@shop/remote-kit';
import { MessagePage } from './layout/MessagePage';

/** Spec section 8: an unexpected routing failure shows the default screen 'Unexpected Application Error!'. */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  console.error('[shell] unexpected routing failure:', error);
  return (
    <MessagePage badge="!" title="Unexpected Application Error!" testId="shell-route-error">
      <p>Something went wrong on our side. Please try again, or head back to the competitions.</p>
    </MessagePage>
  );
}
