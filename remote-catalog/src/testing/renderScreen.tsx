import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Where the router is now (path and query), for tests that follow links or URL changes. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** A catalogue screen at `path` (matched by `route`) with a fresh query client, as the shell hosts it. */
export function renderScreen(ui: ReactElement, { path = '/', route = '*' }: { path?: string; route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
