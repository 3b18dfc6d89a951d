import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopApi, User } from '@shop/shared-contracts';
import { DEMO_USER, errorAt, fakeApi, recordBus, renderAt, signedIn } from '../../testing/accountTestKit';
import { DetailsForm } from './DetailsScreen';
import { BillingFormView } from './BillingScreen';
import BankDetailsScreen, { BankDetailsForm } from './BankDetailsScreen';
import { ResponsibleGamingView } from './responsibleGaming/ResponsibleGamingView';
import { pendingLimitText } from '../../lib/responsibleGaming';
import OverviewScreen from './OverviewScreen';
import { PasswordStrengthMeter } from '../../ui/PasswordStrengthMeter';

// userEvent typing is slow on a busy 2-core machine; the default 5 s is too tight there.
jest.setTimeout(30_000);

let mockApi: ShopApi = fakeApi({});
jest.mock('@shop/remote-kit', () => ({ ...jest.requireActual('@shop/remote-kit'), useShopApi: () => mockApi }));

let bus: ReturnType<typeof recordBus>;
beforeEach(() => {
  bus = recordBus();
  signedIn();
});
afterEach(() => bus.stop());

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('account details form', () => {
  it('shows each message at its field and in the summary, and focuses the first invalid field', async () => {
    const updateProfile = jest.fn();
    mockApi = fakeApi({ updateProfile });
    renderAt(<DetailsForm user={DEMO_USER} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Last name'));
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.type(screen.getByLabelText('Current password'), 'old');
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    expect(screen.getAllByText('Last Name is required.')).toHaveLength(2);
    expect(screen.getAllByText('Email address is invalid.')).toHaveLength(2);
    expect(screen.getAllByText('Please Fill all password fields.')).toHaveLength(2);
    expect(screen.getByLabelText('Last name')).toHaveFocus();
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(updateProfile).not.toHaveBeenCalled();
    // What was typed stays.
    expect(screen.getByLabelText('Email address')).toHaveValue('not-an-email');
  });

  const FILL_ALL = 'Please Fill all password fields.';
  it.each<[string, string, string, string, Record<string, string | null>]>([
    ['a current password without a new one', 'old', '', '', { 'New password': FILL_ALL, 'Confirm new password': null }],
    ['a new one without its confirmation', 'old', 'abcdefgh123!', '', { 'New password': null, 'Confirm new password': FILL_ALL }],
    [
      'a weak new one and a different confirmation',
      'old',
      'abcdefgh1234',
      'abcdefgh123?',
      {
        'New password': 'Password must contain one letter, number and special charactor.',
        'Confirm new password': 'New password and Confirm password do not match.',
      },
    ],
    ['a confirmation alone', '', '', 'abcdefgh123!', { 'New password': null, 'Confirm new password': 'New password and Confirm password do not match.' }],
  ])('password change with %s: the message at each field, nothing sent', async (_case, current, next, confirm, expected) => {
    const updateProfile = jest.fn();
    mockApi = fakeApi({ updateProfile });
    renderAt(<DetailsForm user={DEMO_USER} />);
    const user = userEvent.setup();
    if (current) await user.type(screen.getByLabelText('Current password'), current);
    if (next) await user.type(screen.getByLabelText('New password'), next);
    if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    for (const [label, message] of Object.entries(expected)) expect(errorAt(label)).toBe(message);
    expect(errorAt('Current password')).toBeNull();
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it("a new password and its confirmation without the current one is not 'Please Fill all password fields.': it is sent, and the server's words are the toast", async () => {
    const updateProfile = jest.fn(() => Promise.resolve({ success: false, error: 'Please enter your current password to set a new one.' }));
    mockApi = fakeApi({ updateProfile });
    renderAt(<DetailsForm user={DEMO_USER} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'NewWaters!2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewWaters!2026');
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    expect(screen.queryByText('Please Fill all password fields.')).toBeNull();
    expect(updateProfile).toHaveBeenCalledWith(expect.objectContaining({ password_current: '', password_1: 'NewWaters!2026', password_2: 'NewWaters!2026' }));
    await waitFor(() => expect(bus.toasts()).toContainEqual({ kind: 'error', message: 'Please enter your current password to set a new one.' }));
    expect(screen.getByLabelText('New password')).toHaveValue('NewWaters!2026');
  });

  it('sends the payload, shows SAVING... while saving and the success toast', async () => {
    const answer = deferred<{ success: boolean; data?: typeof DEMO_USER }>();
    const updateProfile = jest.fn(() => answer.promise);
    mockApi = fakeApi({ updateProfile });
    renderAt(<DetailsForm user={DEMO_USER} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Current password'), 'TightLines!2024');
    await user.type(screen.getByLabelText('New password'), 'NewWaters!2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewWaters!2026');
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    expect(updateProfile).toHaveBeenCalledWith({
      account_first_name: 'Sam',
      account_last_name: 'Fairbrass',
      account_display_name: 'Sam Fairbrass',
      account_email: 'demo@anglingprizes.test',
      password_current: 'TightLines!2024',
      password_1: 'NewWaters!2026',
      password_2: 'NewWaters!2026',
    });
    expect(await screen.findByRole('button', { name: 'SAVING...' })).toBeDisabled();
    await act(async () => answer.resolve({ success: true, data: { ...DEMO_USER, first_name: 'Sam' } }));
    await waitFor(() => expect(bus.toasts()).toContainEqual({ kind: 'success', message: 'Details updated successfully!' }));
    expect(bus.events.some((event) => event.type === 'account:user-updated')).toBe(true);
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it.each([
    ["the server's error text", () => Promise.resolve({ success: false, error: 'Your current password is incorrect.' }), 'Your current password is incorrect.'],
    [
      "a failed call with the server's words",
      () => Promise.reject(Object.assign(new Error('x'), { serverMessage: 'That email is taken.' })),
      'That email is taken.',
    ],
    ['else An error occurred.', () => Promise.reject(new Error('network')), 'An error occurred.'],
    ["An error occurred. for success false without the server's text", () => Promise.resolve({ success: false }), 'An error occurred.'],
  ])('on failure shows %s and keeps what was typed', async (_name, updateProfile, message) => {
    mockApi = fakeApi({ updateProfile: updateProfile as ShopApi['updateProfile'] });
    renderAt(<DetailsForm user={DEMO_USER} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Last name'), 'x');
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    await waitFor(() => expect(bus.toasts()).toContainEqual({ kind: 'error', message }));
    expect(screen.getByLabelText('Last name')).toHaveValue('Fairbrassx');
  });
});

describe('billing form', () => {
  it("shows every rule's message and sends nothing while invalid", async () => {
    const updateUserDetails = jest.fn();
    mockApi = fakeApi({ updateUserDetails });
    const empty = {
      ...DEMO_USER,
      first_name: '',
      last_name: '',
      email: '',
      billing_first_name: '',
      billing_last_name: '',
      billing_email: '',
      billing_phone: '',
      billing_address_1: '',
      billing_address_2: '',
      billing_city: '',
      billing_postcode: '',
    };
    renderAt(<BillingFormView user={empty} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    for (const message of [
      'First Name is required.',
      'Last Name is required.',
      'Email address is required.',
      'Phone No. is required.',
      'House Name/No. is required.',
      'Street Address is required.',
      'Town/City is required.',
      'Postcode is required.',
    ]) {
      expect(screen.getAllByText(message)).toHaveLength(2);
    }
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByText('United Kingdom')).toBeInTheDocument();
    expect(updateUserDetails).not.toHaveBeenCalled();
  });

  it('sends the billing payload', async () => {
    const updateUserDetails = jest.fn(() => Promise.resolve({ success: true }));
    mockApi = fakeApi({ updateUserDetails });
    renderAt(<BillingFormView user={DEMO_USER} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Town or city'));
    await user.type(screen.getByLabelText('Town or city'), 'Canterbury');
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    expect(updateUserDetails).toHaveBeenCalledWith({
      first_name: 'Danny',
      last_name: 'Fairbrass',
      billing_first_name: 'Danny',
      billing_last_name: 'Fairbrass',
      billing_email: 'demo@anglingprizes.test',
      billing_phone: '07700 900123',
      billing_address_1: '12 Lakeside Cottages',
      billing_address_2: 'Mill Lane',
      billing_city: 'Canterbury',
      billing_postcode: 'ME15 6AA',
      billing_state: 'Kent',
    });
    await waitFor(() => expect(bus.toasts()).toContainEqual({ kind: 'success', message: 'Details updated successfully!' }));
  });
});

describe('bank details form', () => {
  it("strips non-digits while typing, caps the sort code at 6 and shows the spec's messages", async () => {
    const saveBankDetails = jest.fn();
    mockApi = fakeApi({ saveBankDetails });
    renderAt(<BankDetailsForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Account number'), '12-34 abc');
    expect(screen.getByLabelText('Account number')).toHaveValue('1234');
    expect(screen.getByLabelText('Sort code')).toHaveAttribute('maxLength', '6');
    await user.type(screen.getByLabelText('Confirm account number'), '1235');
    await user.type(screen.getByLabelText('Sort code'), '12');
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    expect(screen.getAllByText('Account Numbers do not match.')).toHaveLength(2);
    expect(screen.getAllByText('Sort Code must be 6 digits.')).toHaveLength(2);
    expect(screen.getByLabelText('Confirm account number')).toHaveFocus();
    expect(saveBankDetails).not.toHaveBeenCalled();
  });

  it('shows the required messages on an empty form', async () => {
    mockApi = fakeApi({ saveBankDetails: jest.fn() });
    renderAt(<BankDetailsForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    for (const message of ['Account Number is required.', 'Confirm Account Number is required.', 'Sort Code is required.'])
      expect(screen.getAllByText(message)).toHaveLength(2);
  });

  it.each([
    ['success false', () => Promise.resolve({ success: false }), 'Failed to update user details.'],
    [
      "a failed call with the server's error",
      () => Promise.reject(Object.assign(new Error('x'), { serverMessage: 'Bank details could not be saved.' })),
      'Bank details could not be saved.',
    ],
    ['a failed call without words', () => Promise.reject(new Error('x')), 'An error occurred.'],
  ])("never sends the confirmation; toasts the spec's words on %s", async (_name, answer, message) => {
    const saveBankDetails = jest.fn(answer) as unknown as ShopApi['saveBankDetails'];
    mockApi = fakeApi({ saveBankDetails });
    renderAt(<BankDetailsForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Account number'), '12345678');
    await user.type(screen.getByLabelText('Confirm account number'), '12345678');
    await user.type(screen.getByLabelText('Sort code'), '112');
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    expect(saveBankDetails).toHaveBeenCalledWith({ account_number: '12345678', sort_code: '112' });
    await waitFor(() => expect(bus.toasts()).toContainEqual({ kind: 'error', message }));
    expect(screen.getByLabelText('Sort code')).toHaveValue('112');
  });
});

describe('quick profile update on the overview', () => {
  beforeEach(() => {
    mockApi = fakeApi({
      getPoints: () => Promise.resolve({ success: true, points: 46, logs: [], totalLogs: 0 }),
      getSiteCredit: () => Promise.resolve({ success: true, balance: 10, data: [] }),
      getCoupons: () => Promise.resolve([]),
      getOrders: () => Promise.resolve({ success: true, data: [], total_pages: 0 }),
      updateProfile: jest.fn(() => Promise.resolve({ success: true, data: DEMO_USER })),
    });
  });

  it("says 'All feilds are required' when a name is empty", async () => {
    renderAt(<OverviewScreen />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Last name'));
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^All feilds are required$/);
    expect(mockApi.updateProfile).not.toHaveBeenCalled();
  });

  it("toasts ' Profile updated successfully!' with its leading space", async () => {
    renderAt(<OverviewScreen />);
    expect(screen.getByRole('heading', { name: 'Hello, Danny' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('overview-points')).toHaveTextContent('46'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'UPDATE' }));
    await waitFor(() => expect(bus.toasts()).toContainEqual({ kind: 'success', message: ' Profile updated successfully!' }));
    expect(mockApi.updateProfile).toHaveBeenCalledWith(expect.objectContaining({ account_display_name: 'Danny Fairbrass', password_1: '' }));
  });
});

describe('password strength indicator', () => {
  it.each([
    ['', 'Please enter a password'],
    ['abcdefgh', 'Very weak'],
    ['abcdefgh12', 'Medium'],
    ['abc12!', 'Password length should be at least 12 characters'],
    ['abcdefgh123!', 'Strong'],
  ])('%j reads %j', (password, words) => {
    renderAt(<PasswordStrengthMeter password={password} />);
    expect(screen.getByText(`Password strength: ${words}`)).toBeInTheDocument();
  });
});

describe('saved bank details', () => {
  it('says they could not be loaded (not "none saved") when the call fails, and Try again shows them', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const getSavedBankDetails = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ account_number_last4: '6819', sort_code: '601613' });
    mockApi = fakeApi({ getSavedBankDetails });
    renderAt(<BankDetailsScreen />);
    expect(await screen.findByText('Your saved bank details could not be loaded just now.')).toBeInTheDocument();
    expect(screen.queryByText('No bank details saved yet.')).toBeNull();
    expect(error).toHaveBeenCalledWith('[account] your saved bank details could not be loaded:', expect.any(Error));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('saved-bank-details')).toHaveTextContent('•••• 6819');
    error.mockRestore();
  });

  it('shows the saved account number masked to its last four digits and the sort code', async () => {
    mockApi = fakeApi({ getSavedBankDetails: () => Promise.resolve({ account_number_last4: '6819', sort_code: '601613' }) });
    renderAt(<BankDetailsScreen />);
    const saved = await screen.findByTestId('saved-bank-details');
    expect(saved).toHaveTextContent('•••• 6819');
    expect(saved).toHaveTextContent('60-16-13');
    expect(saved).not.toHaveTextContent('3192');
  });

  it('says none are saved when the answer is null', async () => {
    mockApi = fakeApi({ getSavedBankDetails: () => Promise.resolve(null) });
    renderAt(<BankDetailsScreen />);
    expect(await screen.findByText('No bank details saved yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Account number')).toHaveValue('');
  });
});

describe('a pending limit on the responsible gaming page', () => {
  const withPending = (pending: User['pending_limit']): User => ({ ...DEMO_USER, limit_duration: 'week', limit_value: 20, pending_limit: pending });

  it('shows the current limit and the raise waiting out its cooling-off', () => {
    renderAt(<ResponsibleGamingView user={withPending({ limit_duration: 'week', limit_value: 100, applies_at: '2026-03-02T12:00:00.000Z' })} />);
    expect(screen.getByText('£20.00 per week')).toBeInTheDocument();
    expect(screen.getByTestId('pending-limit')).toHaveTextContent(
      /^Your new limit of £100\.00 per week starts on .+ \(UTC\), after the 24-hour cooling-off period\.$/,
    );
  });

  it('words a removal, and shows nothing when none is pending', () => {
    expect(pendingLimitText({ pending_limit: { limit_duration: '', limit_value: 0, applies_at: '2026-03-02T12:00:00.000Z' } })).toMatch(
      /^Your limit will be removed on .+ \(UTC\), after the 24-hour cooling-off period\.$/,
    );
    expect(pendingLimitText({ pending_limit: null })).toBeNull();
    renderAt(<ResponsibleGamingView user={withPending(null)} />);
    expect(screen.queryByTestId('pending-limit')).toBeNull();
  });
});
