import { useInRouterContext } from 'react-router-dom';
import { StyleSheetManager } from 'styled-components';
import { basketScreens } from '../screens/basketScreens';

export interface BasketScreenProps {
  /** A screen id from the shell's route table (APP_ROUTES[].screen). */
  screen: string;
}

/**
 * The basket team's one public door for the shell: renders the named screen inside the basket team's own
 * style namespace, so its class names can never collide with another team's.
 */
export default function BasketScreen({ screen }: BasketScreenProps) {
  if (!useInRouterContext()) {
    throw new Error('remote-basket <Screen> must be rendered inside a <Router>: mount it from the shell or the standalone bootstrap.');
  }
  const Component = basketScreens[screen];
  if (!Component) throw new Error(`remote-basket has no screen "${screen}".`);
  return (
    <StyleSheetManager namespace="[data-boundary='basket']">
      <div data-boundary="basket" data-screen={screen} data-remote-version={__APP_VERSION__}>
        <Component />
      </div>
    </StyleSheetManager>
  );
}
