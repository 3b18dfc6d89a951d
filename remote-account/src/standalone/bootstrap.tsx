import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { APP_ROUTES } from '@shop/shared-contracts';
import AccountScreen from '../exposed/Screen';

/** Standalone mode: the account team's pages without the shell, so the team can work alone. */
const ownRoutes = APP_ROUTES.filter((route) => route.owner === 'account');

function StandaloneApp() {
  return (
    <BrowserRouter>
      <nav style={{ padding: 12, display: 'flex', flexWrap: 'wrap', gap: 12, background: '#0f5b4f' }}>
        <strong style={{ color: '#fff' }}>remote-account (standalone)</strong>
        {ownRoutes.filter((route) => !route.path.includes(':')).map((route) => (
          <Link key={route.path} to={route.path} style={{ color: '#f2b632' }}>{route.title}</Link>
        ))}
      </nav>
      <Routes>
        {ownRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<AccountScreen screen={route.screen} />} />
        ))}
      </Routes>
    </BrowserRouter>
  );
}

const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneApp />);
