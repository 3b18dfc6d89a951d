import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ShopApi } from '@shop/shared-contracts';
import { DEMO_USER, errorAt, fakeApi, publishUser, recordBus, renderAt, signedIn } from '../testing/accountTestKit';
import LoginScreen from './auth/LoginScreen';
import ForgotPasswordScreen, { RESET_LINK_SENT_MESSAGE } from './auth/ForgotPasswordScreen';
import ResetPasswordScreen from './auth/ResetPasswordScreen';
import { SpendingLimitStep } from './auth/SpendingLimitStep';
import { DetailsForm } from './account/DetailsScreen';
import { BillingFormView } from './account/BillingScreen';
import { BankDetailsForm } from './account/BankDetailsScreen';
import { ResponsibleGamingView } from './account/responsibleGaming/ResponsibleGamingView';
import { QuickProfile } from './account/overview/QuickProfile';

/**
 * Issue 23: a server refusal of any account form's fields shows a sentence a customer understands next to
 * that field, never the server's "Invalid parameter(s): …", and keeps what was typed. The refusals are
 * thrown as the client throws them (ApiError with the refused parameters of WordPress's data.params).
 */
jest.setTimeout(60_000);

let mockApi: ShopApi = fakeApi({});
jest.mock('@shop/remote-kit', () => ({ ...jest.requireActual('@shop/remote-kit'), useShopApi: () => mockApi }));

const invalidParams = (...params: string[]) =>
  new ApiError(`call: HTTP 400 Invalid parameter(s): ${params.join(', ')}`, 400, 'rest_invalid_param', `Invalid parameter(s): ${params.join(', ')}`, params);
const refusedWith = (code: string, message: string) => new ApiError(`call: HTTP 400 ${message}`, 400, code, message);
const rejecting = (error: ApiError) => jest.fn(() => Promise.reject(error));

let bus: ReturnType<typeof recordBus>;
beforeEach(() => {
  bus = recordBus();
});
afterEach(() => bus.stop());

function expectNoServerWords() {
  expect(screen.queryByText(/Invalid parameter/)).toBeNull();
  expect(bus.toasts()).toEqual([]);
}

describe('registration', () => {
  beforeEach(() => publishUser({ user: null, authChecked: true }));

  async function register(phone: string) {
    renderAt(<LoginScreen />, { path: '/auth/login', route: '/auth/login' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.type(screen.getByLabelText('First name'), 'Siobhan');
    await user.type(screen.getByLabelText('Last name'), "O'Neil");
    await user.type(screen.getByLabelText('Email address'), "o'neil@example.com");
    await user.type(screen.getByLabelText('Password'), 'Riverbank!2024');
    await user.type(screen.getByLabelText('Date of birth'), '1988-03-17');
    if (phone) await user.type(screen.getByLabelText('Mobile number (optional)'), phone);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getAllByRole('button', { name: 'Create account' }).at(-1)!);
  }

  it('a refused phone number: the sentence at the field, everything typed kept', async () => {
    mockApi = fakeApi({ register: rejecting(invalidParams('phone')) });
    const phone = '0'.repeat(41);
    await register(phone);
    await waitFor(() => expect(errorAt('Mobile number (optional)')).toBe('Mobile number is too long.'));
    expect(screen.getByLabelText('Mobile number (optional)')).toHaveFocus();
    expect(screen.getByLabelText('Mobile number (optional)')).toHaveValue(phone);
    expect(screen.getByLabelText('Email address')).toHaveValue("o'neil@example.com");
    expect(screen.getByLabelText('Password')).toHaveValue('Riverbank!2024');
    expectNoServerWords();
  });

  it.each([
    [
      'an email already registered',
      refusedWith('existing_user_email', 'An account is already registered with your email address.'),
      'Email address',
      'An account already uses this email address. Please sign in instead.',
    ],
    ['a refused email', invalidParams('email'), 'Email address', 'Email address is invalid.'],
    [
      'a weak password',
      refusedWith('weak_password', 'Password must contain one letter, number and special charactor.'),
      'Password',
      'Password must contain one letter, number and special charactor.',
    ],
    [
      'an under-18 date of birth',
      refusedWith('underage', 'You must be 18 or over to enter our competitions.'),
      'Date of birth',
      'You must be 18 or over to register.',
    ],
  ])('%s: the sentence at that field', async (_case, refusal, label, sentence) => {
    mockApi = fakeApi({ register: rejecting(refusal) });
    await register('');
    await waitFor(() => expect(errorAt(label)).toBe(sentence));
    expect(screen.getByLabelText('First name')).toHaveValue('Siobhan');
    expect(screen.queryByText(/Invalid parameter/)).toBeNull();
  });

  it('the limit step: a refused amount at the amount field', async () => {
    mockApi = fakeApi({ updateResponsibleGaming: rejecting(invalidParams('limit_value')) });
    renderAt(<SpendingLimitStep user={DEMO_USER} onDone={jest.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Set my limit' }));
    await waitFor(() => expect(errorAt('Limit (£)')).toBe('The highest limit you can set is £100,000.00.'));
    expect(screen.getByLabelText('Limit (£)')).toHaveValue('50');
    expectNoServerWords();
  });
});

describe('sign in, forgot and reset password', () => {
  beforeEach(() => publishUser({ user: null, authChecked: true }));

  it('sign in: a refused username at its field, what was typed kept', async () => {
    mockApi = fakeApi({ login: rejecting(invalidParams('username')) });
    renderAt(<LoginScreen />, { path: '/auth/login', route: '/auth/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address or username'), 'x'.repeat(201));
    await user.type(screen.getByLabelText('Password'), 'TightLines!2024');
    await user.click(screen.getAllByRole('button', { name: 'Sign in' }).at(-1)!);
    await waitFor(() => expect(errorAt('Email address or username')).toBe('That is too long for an email address or username.'));
    expect(screen.getByLabelText('Password')).toHaveValue('TightLines!2024');
    expectNoServerWords();
  });

  it('forgot password: a refused email at its field, and no claim that a link was sent', async () => {
    mockApi = fakeApi({ forgotPassword: rejecting(invalidParams('email')) });
    renderAt(<ForgotPasswordScreen />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(errorAt('Email address')).toBe('Email address is invalid.'));
    expect(screen.queryByText(RESET_LINK_SENT_MESSAGE)).toBeNull();
    expect(screen.getByLabelText('Email address')).toHaveValue('sam@example.com');
    expectNoServerWords();
  });

  it.each([
    [
      'a weak password',
      refusedWith('weak_password', 'Password must contain one letter, number and special charactor.'),
      'New password',
      'Password must contain one letter, number and special charactor.',
    ],
    ['a refused confirmation', invalidParams('confirm_password'), 'Confirm new password', 'Password is too long.'],
  ])('reset password, %s: the sentence at that field', async (_case, refusal, label, sentence) => {
    mockApi = fakeApi({ resetPassword: rejecting(refusal) });
    renderAt(<ResetPasswordScreen />, { path: '/auth/reset/password?key=abc123' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'NewWaters!2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewWaters!2026');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(errorAt(label)).toBe(sentence));
    expect(screen.getByLabelText('New password')).toHaveValue('NewWaters!2026');
    expectNoServerWords();
  });
});

describe('the account pages', () => {
  beforeEach(() => signedIn());

  it('details: a refused first name at its field, the rest kept', async () => {
    mockApi = fakeApi({ updateProfile: rejecting(invalidParams('account_first_name')) });
    renderAt(<DetailsForm user={DEMO_USER} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'x'.repeat(100));
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'danny@example.co.uk');
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    await waitFor(() => expect(errorAt('First name')).toBe('First name is too long.'));
    expect(screen.getByLabelText('First name')).toHaveValue(`Danny${'x'.repeat(100)}`);
    expect(screen.getByLabelText('Email address')).toHaveValue('danny@example.co.uk');
    expectNoServerWords();
  });

  it('details: a refused email at its field with the same sentence the form itself gives', async () => {
    mockApi = fakeApi({ updateProfile: rejecting(invalidParams('account_email')) });
    renderAt(<DetailsForm user={DEMO_USER} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    await waitFor(() => expect(errorAt('Email address')).toBe('Email address is invalid.'));
    expectNoServerWords();
  });

  it('the overview’s quick update: a refused last name at its field', async () => {
    mockApi = fakeApi({ updateProfile: rejecting(invalidParams('account_last_name')) });
    renderAt(<QuickProfile user={DEMO_USER} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'UPDATE' }));
    await waitFor(() => expect(errorAt('Last name')).toBe('Last name is too long.'));
    expect(screen.getByLabelText('Last name')).toHaveValue('Fairbrass');
    expectNoServerWords();
  });

  it.each([
    ['billing_postcode', 'Postcode', 'Postcode is too long.'],
    ['billing_email', 'Email address', 'Email address is invalid.'],
    ['billing_phone', 'Phone', 'Phone number is too long.'],
    ['billing_address_1', 'House name or number', 'House name or number is too long.'],
  ])('billing: a refused %s at the %s field, everything kept', async (param, label, sentence) => {
    mockApi = fakeApi({ updateUserDetails: rejecting(invalidParams(param)) });
    renderAt(<BillingFormView user={DEMO_USER} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Town or city'));
    await user.type(screen.getByLabelText('Town or city'), 'Canterbury');
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    await waitFor(() => expect(errorAt(label)).toBe(sentence));
    expect(screen.getByTestId('error-summary')).toHaveTextContent(sentence);
    expect(screen.getByLabelText('Town or city')).toHaveValue('Canterbury');
    expect(screen.getByLabelText('Postcode')).toHaveValue('ME15 6AA');
    expectNoServerWords();
  });

  it('bank details: a refused account number at its field, what was typed kept', async () => {
    mockApi = fakeApi({ saveBankDetails: rejecting(invalidParams('account_number')) });
    renderAt(<BankDetailsForm />);
    const user = userEvent.setup();
    const long = '1'.repeat(21);
    await user.type(screen.getByLabelText('Account number'), long);
    await user.type(screen.getByLabelText('Confirm account number'), long);
    await user.type(screen.getByLabelText('Sort code'), '112233');
    await user.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    await waitFor(() => expect(errorAt('Account number')).toBe('Account Number is too long.'));
    expect(screen.getByLabelText('Account number')).toHaveValue(long);
    expect(screen.getByLabelText('Sort code')).toHaveValue('112233');
    expectNoServerWords();
  });

  it('responsible gaming: a refused limit at the amount field, what was typed kept', async () => {
    mockApi = fakeApi({ updateResponsibleGaming: rejecting(invalidParams('limit_value')) });
    renderAt(<ResponsibleGamingView user={{ ...DEMO_USER, limit_duration: 'week', limit_value: 20 }} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Limit (£)'));
    await user.type(screen.getByLabelText('Limit (£)'), '75');
    await user.click(screen.getByRole('button', { name: 'SAVE LIMIT' }));
    await waitFor(() => expect(errorAt('Limit (£)')).toBe('The highest limit you can set is £100,000.00.'));
    expect(screen.getByLabelText('Limit (£)')).toHaveValue('75');
    expectNoServerWords();
  });

  it('a refused parameter no field holds: the generic toast, not the server’s words', async () => {
    mockApi = fakeApi({ updateUserDetails: rejecting(invalidParams('token')) });
    renderAt(<BillingFormView user={DEMO_USER} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    await waitFor(() => expect(bus.toasts()).toEqual([{ kind: 'error', message: 'An error occurred.' }]));
    expect(screen.queryByText(/Invalid parameter/)).toBeNull();
  });
});
