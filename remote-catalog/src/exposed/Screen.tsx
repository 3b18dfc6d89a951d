import { useInRouterContext } from 'react-router-dom';
import { StyleSheetManager } from 'styled-components';
import { catalogScreens } from '../screens/catalogScreens';

export interface CatalogScreenProps {
  /** A screen id from the shell's route table (APP_ROUTES[].screen). */
  screen: string;
}

/**
 * The catalogue's one public door for the shell: renders the named screen inside the catalogue's own
 * style namespace, so its class names can never collide with another team's.
 */
export default function CatalogScreen({ screen }: CatalogScreenProps) {
  if (!useInRouterContext()) {
    throw new Error('remote-catalog <Screen> must be rendered inside a <Router>: mount it from the shell or the standalone bootstrap.');
  }
  const Component = catalogScreens[screen];
  if (!Component) throw new Error(`remote-catalog has no screen "${screen}".`);
  return (
    <StyleSheetManager namespace="[data-boundary='catalog']">
      <div data-boundary="catalog" data-screen={screen} data-remote-version={__APP_VERSION__}>
        <Component />
      </div>
    </StyleSheetManager>
  );
}
