import { useInRouterContext } from 'react-router-dom';
import { StyleSheetManager } from 'styled-components';
import { accountScreens } from '../screens/accountScreens';

export interface AccountScreenProps {
  /** A screen id from the shell's route table (APP_ROUTES[].screen). */
  screen: string;
}

/**
 * The account team's one public door for the shell: renders the named screen inside the account team's own
 * style namespace, so its class names can never collide with another team's.
 */
export default function AccountScreen({ screen }: AccountScreenProps) {
  if (!useInRouterContext()) {
    throw new Error('remote-account <Screen> must be rendered inside a <Router>: mount it from the shell or the standalone bootstrap.');
  }
  const Component = accountScreens[screen];
  if (!Component) throw new Error(`remote-account has no screen "${screen}".`);
  return (
    <StyleSheetManager namespace="[data-boundary='account']">
      <div data-boundary="account" data-screen={screen} data-remote-version={__APP_VERSION__}>
        <Component />
      </div>
    </StyleSheetManager>
  );
}
