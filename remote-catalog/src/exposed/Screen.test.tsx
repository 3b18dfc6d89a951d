import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { APP_ROUTES } from '@shop/shared-contracts';
import CatalogScreen from './Screen';
import { catalogScreens } from '../screens/catalogScreens';

describe('catalogue Screen', () => {
  it('has a screen for every route the catalogue owns', () => {
    const owned = APP_ROUTES.filter((route) => route.owner === 'catalog').map((route) => route.screen);
    expect(owned.filter((id) => !(id in catalogScreens))).toEqual([]);
  });

  it('renders the named screen inside its own boundary, with its version', () => {
    render(
      <MemoryRouter>
        <CatalogScreen screen="faq" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
    expect(screen.getByTestId('remote-version')).toHaveTextContent('remote-catalog v');
    expect(document.querySelector('[data-boundary="catalog"][data-screen="faq"]')).not.toBeNull();
  });

  it('says plainly when rendered outside a router', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CatalogScreen screen="faq" />)).toThrow(
      'remote-catalog <Screen> must be rendered inside a <Router>',
    );
  });
});
