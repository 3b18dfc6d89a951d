/**
 * What the apps may use of react-router-dom: the declarative router (BrowserRouter, Routes/Route), links,
 * redirects, the location hooks and matchPath: the names the shell, the remote kit and the remotes import today.
 * A library shared through Module Federation is bundled whole, since the build cannot know what another
 * app will ask of it; naming the surface here lets webpack drop the rest (the data router with its
 * loaders, actions, fetchers and forms, the server runtime, cookies and sessions, RSC). That halves
 * react-router on the page (about 34 KB gzipped with the data router, 16 KB without). The shell provides
 * this module for every app, so a name added here reaches the page only once the shell is rebuilt: add
 * it, rebuild the shell, then release the remote that needs it. `@shop-shared-source/*` are aliases
 * set in webpack.cjs.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '@shop-shared-source/react-router';
