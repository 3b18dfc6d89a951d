import { act, fireEvent, screen } from '@testing-library/react';
import { DEFAULT_SETTINGS, getBus, type Settings } from '@shop/shared-contracts';
import { settingsWithOperator } from '@shop/shared-contracts/src/testing/operatorFixture';
import { renderScreen } from '../testing/renderScreen';
import FreePostalRouteScreen from './FreePostalRouteScreen';

const publish = (settings: Settings) => getBus().emit({ type: 'shell:settings', settings });

const steps = () =>
  screen
    .getAllByRole('listitem')
    .slice(0, 4)
    .map((step) => step.textContent);

describe('free postal route page', () => {
  it("shows the operator's free-entry address in a copyable block", async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    publish(settingsWithOperator());
    renderScreen(<FreePostalRouteScreen />, { path: '/free-postal-route' });
    expect(screen.getByTestId('postal-address').innerHTML).toBe(
      '<span>Angling Prizes Free Entry<br></span><span>PO Box 6172<br></span><span>Carlisle<br></span><span>CA1 9ZX<br></span>',
    );
    expect(steps()[3]).toBe('Post it, with first or second class postage, to the address below.');
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith('Angling Prizes Free Entry\nPO Box 6172\nCarlisle\nCA1 9ZX');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('without a free-entry address still shows the rules, with no address block', () => {
    publish(settingsWithOperator({ free_entry_address: [] }));
    renderScreen(<FreePostalRouteScreen />, { path: '/free-postal-route' });
    expect(screen.queryByTestId('postal-address')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy address' })).toBeNull();
    expect(steps()).toEqual([
      'Write on an unenclosed postcard (one entry per postcard).',
      'Include your full name, postal address, phone number and email address.',
      'Add the name of the competition you are entering and your answer to its question.',
      'Post it, with first or second class postage.',
    ]);
    expect(screen.getByRole('heading', { name: 'The rules for postal entries' })).toBeInTheDocument();
    expect(screen.getByText('You must be 18 or over and live in the United Kingdom.')).toBeInTheDocument();
  });

  it('says what happens to a postcard once it arrives', () => {
    publish(settingsWithOperator());
    renderScreen(<FreePostalRouteScreen />, { path: '/free-postal-route' });
    const section = screen.getByRole('heading', { name: 'What happens to your postcard' }).parentElement!;
    expect([...section.querySelectorAll('li')].map((step) => step.textContent)).toEqual([
      'We record it on the day it arrives, with its date, and check your answer.',
      'It gets a ticket number exactly as a paid ticket does, with the same chance of an instant win and in the main draw.',
      'If your email address has an account with us, the entry and its ticket number appear under your orders as “Free postal entry”. If not, we email you the ticket number.',
      'After the close, the draw’s published entry list shows your ticket marked “postal”, so you can check it was in the draw.',
    ]);
    expect(section).toHaveTextContent('Every postcard is kept on record with its outcome, including those that could not be entered and why.');
  });

  it('adds the address block when the settings arrive after the first render', () => {
    publish(DEFAULT_SETTINGS);
    renderScreen(<FreePostalRouteScreen />, { path: '/free-postal-route' });
    expect(screen.queryByTestId('postal-address')).toBeNull();
    act(() => publish(settingsWithOperator()));
    expect(screen.getByTestId('postal-address')).toHaveTextContent('Angling Prizes Free EntryPO Box 6172CarlisleCA1 9ZX');
  });
});
