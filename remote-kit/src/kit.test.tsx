import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { CONTRACT_VERSION, getBus } from '@shop/shared-contracts';
import kitPackage from '../package.json';
import { createRemoteMeta, createRemoteScreen, EmptyState, ErrorState, IconDisc, Page, PageHeading, PageLead, Spinner, useBusState, usePageTitle } from '.';
import { ChoiceLabel, Field, SelectField, SelectOptions } from './forms';

const Screen = createRemoteScreen(createRemoteMeta('basket', '0.4.0'), {
  cart: () => <h1>Your basket</h1>,
  checkout: () => <h1>Checkout</h1>,
  confirmation: function Confirmation() {
    usePageTitle('Order 42 confirmed');
    return <h1>Thanks</h1>;
  },
});

describe('createRemoteScreen', () => {
  it('renders the named screen inside the team boundary and sets the route title', () => {
    render(
      <MemoryRouter>
        <Screen screen="checkout" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(document.querySelector('[data-boundary="basket"][data-screen="checkout"][data-remote-version="0.4.0"]')).not.toBeNull();
    expect(document.body).not.toHaveTextContent('0.4.0');
    expect(document.title).toBe('Checkout | Angling Prizes');
  });

  it('lets a screen set a title of its own', () => {
    render(
      <MemoryRouter>
        <Screen screen="confirmation" />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Order 42 confirmed | Angling Prizes');
  });

  it('says plainly when rendered outside a router', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Screen screen="cart" />)).toThrow('remote-basket <Screen> must be rendered inside a <Router>');
  });

  it('refuses a screen map with a typo or a missing screen at compile time', () => {
    // @ts-expect-error 'chekout' is not a basket screen and 'checkout' is missing.
    createRemoteScreen(createRemoteMeta('basket', '1.0.0'), { cart: () => null, chekout: () => null, confirmation: () => null });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // @ts-expect-error 'faq' belongs to the catalogue; at run time it is refused by name.
    const wrongTeam = <Screen screen="faq" />;
    expect(() => render(<MemoryRouter>{wrongTeam}</MemoryRouter>)).toThrow('remote-basket has no screen "faq".');
  });
});

describe('page:content-ready', () => {
  it('is sent once the screen has mounted and the calls it started have settled, not before', async () => {
    let answer: (value: string) => void = () => undefined;
    function Prize() {
      const prize = useQuery({ queryKey: ['prize'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
      return <h1>{prize.data ?? 'Loading'}</h1>;
    }
    const Basket = createRemoteScreen(createRemoteMeta('basket', '0.4.0'), { cart: Prize, checkout: () => null, confirmation: () => null });
    const ready: string[] = [];
    const stop = getBus().on('page:content-ready', (event) => ready.push(event.screen));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Basket screen="cart" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Loading' })).toBeInTheDocument();
    expect(ready).toEqual([]);
    await act(async () => answer('Korda Kaizen Rod Pair'));
    expect(await screen.findByRole('heading', { name: 'Korda Kaizen Rod Pair' })).toBeInTheDocument();
    expect(ready).toEqual(['cart']);
    stop();
  });
});

describe('remote meta', () => {
  it('is versioned with the contract: the kit major is the contract major', () => {
    const major = (version: string) => /^(\d+)\.\d+\.\d+/.exec(version)?.[1];
    expect(major(kitPackage.version)).toBe(major(CONTRACT_VERSION));
    expect(major(CONTRACT_VERSION)).toMatch(/^\d+$/);
    expect(createRemoteMeta('account', '0.3.0')).toEqual({ name: 'account', version: '0.3.0', contractVersion: CONTRACT_VERSION });
  });
});

describe('useBusState', () => {
  function Count() {
    const summary = useBusState('basket:summary')?.summary;
    return <output>{summary ? summary.count : 'none'}</output>;
  }

  it('starts from the replayed value and follows the topic', () => {
    getBus().emit({ type: 'basket:summary', summary: { items: [], count: 2, total: 3 } });
    render(<Count />);
    expect(screen.getByRole('status')).toHaveTextContent('2');
    act(() => getBus().emit({ type: 'basket:summary', summary: { items: [], count: 5, total: 8 } }));
    expect(screen.getByRole('status')).toHaveTextContent('5');
  });
});

describe('states', () => {
  it('shows a labelled spinner, an empty state with its action and an error state with Try again', async () => {
    const retry = jest.fn();
    render(
      <>
        <Spinner label="Loading orders" />
        <EmptyState message="You don’t have any orders at present.">
          <a href="/">Browse competitions</a>
        </EmptyState>
        <ErrorState onRetry={retry} />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading orders' })).toBeInTheDocument();
    expect(screen.getByTestId('empty-state')).toHaveTextContent('You don’t have any orders at present.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('Field', () => {
  it('labels its input and links its message by aria-describedby', () => {
    render(<Field label="Email address" error="Email address is invalid." defaultValue="sam@" />);
    const input = screen.getByLabelText('Email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email address is invalid.');
  });

  it('links a note under the field before its message', () => {
    render(<Field label="Sort code" note="Six digits, without dashes." error="Sort Code must be 6 digits." defaultValue="12" />);
    expect(screen.getByLabelText('Sort code')).toHaveAccessibleDescription('Six digits, without dashes. Sort Code must be 6 digits.');
  });

  it('labels a select and links its note', () => {
    render(
      <SelectField label="Limit period" note="Lowering takes effect at once." defaultValue="weekly">
        <option value="daily">Daily</option>
        <option value="weekly">Weekly</option>
      </SelectField>,
    );
    const select = screen.getByLabelText('Limit period');
    expect(select).toHaveValue('weekly');
    expect(select).toHaveAccessibleDescription('Lowering takes effect at once.');
    expect(select).not.toHaveAttribute('aria-invalid');
  });

  it('reveals and hides a password with its Show button', async () => {
    render(<Field label="Password" type="password" revealable defaultValue="TightLines!2024" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('page frame pieces', () => {
  it('gives Page and a custom frame the same h1 and lead', () => {
    render(
      <>
        <Page title="Draw results" lead="Every draw, newest first." />
        <PageHeading>My account</PageHeading>
        <PageLead>Hello Sam</PageLead>
      </>,
    );
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Draw results', 'My account']);
    expect(screen.getByText('Every draw, newest first.').className).toBe(screen.getByText('Hello Sam').className);
  });

  it('draws an icon disc at 28px unless told another size', () => {
    render(
      <>
        <IconDisc aria-hidden="true">£</IconDisc>
        <IconDisc aria-hidden="true" $size={36}>
          1
        </IconDisc>
      </>,
    );
    expect(screen.getByText('£')).toHaveStyle({ width: '28px', borderRadius: '50%' });
    expect(screen.getByText('1')).toHaveStyle({ width: '36px' });
  });
});

describe('form choices', () => {
  it('SelectOptions puts the empty, asking choice first, then each value with its label', async () => {
    render(
      <SelectField id="break" label="Break length" defaultValue="">
        <SelectOptions
          placeholder="Choose a length"
          options={[
            { value: '24h', label: '24 hours' },
            { value: 7, label: '7 days' },
          ]}
        />
      </SelectField>,
    );
    const select = screen.getByLabelText('Break length');
    expect([...select.querySelectorAll('option')].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Choose a length'],
      ['24h', '24 hours'],
      ['7', '7 days'],
    ]);
    await userEvent.selectOptions(select, '7 days');
    expect(select).toHaveValue('7');
  });

  it('ChoiceLabel makes the whole row the radio button’s target', async () => {
    render(
      <fieldset>
        <ChoiceLabel>
          <input type="radio" name="pay" value="credit" /> Site credit
        </ChoiceLabel>
      </fieldset>,
    );
    await userEvent.click(screen.getByText('Site credit'));
    expect(screen.getByRole('radio', { name: 'Site credit' })).toBeChecked();
  });
});
