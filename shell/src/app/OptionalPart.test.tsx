import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { OptionalPart } from './OptionalPart';

describe('OptionalPart', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the part once its code is in', async () => {
    const Footer = lazy(async () => ({ default: () => <footer>Shop details</footer> }));
    render(
      <OptionalPart name="footer">
        <Footer />
      </OptionalPart>,
    );
    expect(await screen.findByText('Shop details')).toBeInTheDocument();
  });

  it('stays away when its code cannot load, and the page around it carries on', async () => {
    const Footer = lazy(async (): Promise<{ default: () => JSX.Element }> => {
      throw new Error('ChunkLoadError: Loading chunk footer failed.');
    });
    render(
      <main>
        <h1>Win a carp rod</h1>
        <OptionalPart name="footer">
          <Footer />
        </OptionalPart>
      </main>,
    );
    await screen.findByText('Win a carp rod');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('heading', { name: 'Win a carp rod' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(console.error).toHaveBeenCalledWith('[shell] the footer could not load:', expect.any(Error));
  });
});
