import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

describe('ScrollToTop', () => {
  const browserScrollTo = window.scrollTo;
  afterEach(() => {
    window.scrollTo = browserScrollTo;
  });

  it('leaves the first location where the browser put it, and scrolls to the top on every navigation after it', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/competitions/tackle'] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/competition/details/Daiwa-Basia-45-QD-Reel-Trio-102'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(() => router.navigate('/competitions/tackle?filter=under-1'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
