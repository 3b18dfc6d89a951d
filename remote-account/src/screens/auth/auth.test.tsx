import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopApi } from '@shop/shared-contracts';
import { DEMO_USER, fakeApi, publishUser, recordBus, renderAt } from '../../testing/accountTestKit';
import LoginScreen from './LoginScreen';
import ForgotPasswordScreen, { RESET_LINK_SENT_MESSAGE } from './ForgotPasswordScreen';
import ResetPasswordScreen, { RESET_LINK_INVALID_MESSAGE, validateReset } from './ResetPasswordScreen';
import LoginAsUserScreen from './LoginAsUserScreen';
import { WRONG_CREDENTIALS_MESSAGE } from './LoginForm';
import { StaffBanner } from '../../ui/StaffBanner';

// userEvent typing is slow on a busy 2-core machine; the default 5 s is too tight there.
jest.setTimeout(30_000);

let mockApi: ShopApi = fakeApi({});
jest.mock('@shop/remote-kit', () => ({ ...jest.requireActual('@shop/remote-kit'), useShopApi: () => mockApi }));

let bus: ReturnType<typeof recordBus>;
beforeEach(() => {
  bus = recordBus();
  publishUser({ user: null, authChecked: true });
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => bus.stop());

const refused = (code: string, serverMessage: string) => Object.assign(new Error(serverMessage), { status: 403, code, serverMessage });
/** store-api's 429, as the client throws it (the message is the server's, word for word). */
const tooFast = (serverMessage: string) => Object.assign(new Error(serverMessage), { name: 'ApiError', status: 429, code: 'too_many_attempts', serverMessage });

describe('sign in', () => {
  it('signs in, tells the shell and returns to the redirect path', async () => {
    const login = jest.fn(() => Promise.resolve(DEMO_USER));
    mockApi = fakeApi({ login });
    renderAt(<LoginScreen />, { path: '/auth/login?redirect=%2Fcheckout', route: '/auth/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address or username'), ' demo@anglingprizes.test ');
    await user.type(screen.getByLabelText('Password'), 'TightLines!2024');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getAllByRole('button', { name: 'Sign in' }).at(-1)!);
    expect(login).toHaveBeenCalledWith({ username: 'demo@anglingprizes.test', password: 'TightLines!2024' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/checkout');
    expect(bus.events).toContainEqual({ type: 'account:signed-in', user: DEMO_USER });
  });

  it('says a wrong password the same way as an unknown account, and keeps what was typed', async () => {
    mockApi = fakeApi({ login: () => Promise.reject(refused('invalid_credentials', 'Unknown email address.')) });
    renderAt(<LoginScreen />, { path: '/auth/login', route: '/auth/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address or username'), 'nobody@example.com');
    await user.type(screen.getByLabelText('Password'), 'guess');
    await user.click(screen.getAllByRole('button', { name: 'Sign in' }).at(-1)!);
    expect(await screen.findByText(WRONG_CREDENTIALS_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Unknown email address.')).toBeNull();
    expect(screen.getByLabelText('Email address or username')).toHaveValue('nobody@example.com');
  });

  it("shows store-api's 429 message next to the form, and keeps what was typed", async () => {
    const locked = 'This account is locked for 15 minutes after too many failed sign-in attempts. Reset your password to sign in sooner.';
    mockApi = fakeApi({ login: () => Promise.reject(tooFast(locked)) });
    renderAt(<LoginScreen />, { path: '/auth/login', route: '/auth/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address or username'), 'demo@anglingprizes.test');
    await user.type(screen.getByLabelText('Password'), 'TightLines!2024');
    await user.click(screen.getAllByRole('button', { name: 'Sign in' }).at(-1)!);
    expect(await screen.findByRole('alert')).toHaveTextContent(locked);
    expect(screen.getByRole('form', { name: 'Sign in' })).toContainElement(screen.getByRole('alert'));
    expect(screen.getByLabelText('Email address or username')).toHaveValue('demo@anglingprizes.test');
    expect(screen.getByLabelText('Password')).toHaveValue('TightLines!2024');
  });

  it('asks for both fields before calling', async () => {
    const login = jest.fn();
    mockApi = fakeApi({ login });
    renderAt(<LoginScreen />, { path: '/auth/login', route: '/auth/login' });
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Sign in' }).at(-1)!);
    expect(screen.getAllByText('Please enter your email address or username.')).toHaveLength(2);
    expect(screen.getByLabelText('Email address or username')).toHaveFocus();
    expect(login).not.toHaveBeenCalled();
  });
});

describe('registration', () => {
  async function fill(dateOfBirth: string) {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Last name'), 'Carp');
    await user.type(screen.getByLabelText('Email address'), 'sam@example.co.uk');
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(screen.getByText('Password strength: Very weak')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'defgh123!');
    await user.type(screen.getByLabelText('Date of birth'), dateOfBirth);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getAllByRole('button', { name: 'Create account' }).at(-1)!);
  }

  it('refuses anyone under 18 before calling the server', async () => {
    const register = jest.fn();
    mockApi = fakeApi({ register });
    renderAt(<LoginScreen />, { path: '/auth/login', route: '/auth/login' });
    const today = new Date();
    const seventeen = `${today.getFullYear() - 17}-01-01`;
    await fill(seventeen);
    expect(screen.getAllByText('You must be 18 or over to register.')).toHaveLength(2);
    expect(register).not.toHaveBeenCalled();
  });

  it('creates the account, offers a spending limit, and signs in after "Skip for now"', async () => {
    const register = jest.fn(() => Promise.resolve({ ...DEMO_USER, first_name: 'Sam' }));
    const updateResponsibleGaming = jest.fn();
    mockApi = fakeApi({ register, updateResponsibleGaming });
    renderAt(<LoginScreen />, { path: '/auth/login', route: '/auth/login' });
    await fill('1990-05-17');
    expect(register).toHaveBeenCalledWith({
      first_name: 'Sam',
      last_name: 'Carp',
      email: 'sam@example.co.uk',
      password: 'abcdefgh123!',
      date_of_birth: '1990-05-17',
    });
    expect(await screen.findByRole('heading', { name: 'Set a spending limit?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Limit (£)')).toHaveValue('50');
    expect(bus.events.some((event) => event.type === 'account:signed-in')).toBe(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/account');
    expect(bus.events.some((event) => event.type === 'account:signed-in')).toBe(true);
    expect(updateResponsibleGaming).not.toHaveBeenCalled();
  });

  it("shows store-api's 429 message next to the form, and keeps what was typed", async () => {
    const slowed = 'Too many registrations from your network. Please wait 5 seconds and try again.';
    const register = jest.fn(() => Promise.reject(tooFast(slowed)));
    mockApi = fakeApi({ register });
    renderAt(<LoginScreen />, { path: '/auth/login', route: '/auth/login' });
    await fill('1990-05-17');
    expect(await screen.findByRole('alert')).toHaveTextContent(slowed);
    expect(screen.getByRole('form', { name: 'Create an account' })).toContainElement(screen.getByRole('alert'));
    expect(screen.getByLabelText('Email address')).toHaveValue('sam@example.co.uk');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1990-05-17');
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('saves the limit from the step (£0 allowed; a non-amount is refused with a message)', async () => {
    const register = jest.fn(() => Promise.resolve({ ...DEMO_USER, first_name: 'Sam' }));
    const updateResponsibleGaming = jest.fn(() => Promise.resolve({ ...DEMO_USER, first_name: 'Sam', limit_duration: 'week', limit_value: 0 }));
    mockApi = fakeApi({ register, updateResponsibleGaming });
    renderAt(<LoginScreen />, { path: '/auth/login', route: '/auth/login' });
    await fill('1990-05-17');
    const user = userEvent.setup();
    const amount = await screen.findByLabelText('Limit (£)');
    await user.clear(amount);
    await user.type(amount, 'lots');
    await user.click(screen.getByRole('button', { name: 'Set my limit' }));
    expect(screen.getByText('Enter a limit in pounds, for example 50. £0 is allowed.')).toBeInTheDocument();
    expect(updateResponsibleGaming).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Limit period'), 'week');
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Set my limit' }));
    expect(updateResponsibleGaming).toHaveBeenCalledWith({ limit_duration: 'week', limit_value: 0, lockout_period: '' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/account');
    expect(bus.events.some((event) => event.type === 'account:signed-in' && event.user.limit_duration === 'week')).toBe(true);
  });
});

describe('forgot and reset password', () => {
  it.each([
    ['the email exists', () => Promise.resolve({ success: true })],
    ['it does not, or the call fails', () => Promise.reject(new Error('x'))],
  ])('answers neutrally when %s', async (_name, forgotPassword) => {
    mockApi = fakeApi({ forgotPassword: forgotPassword as ShopApi['forgotPassword'] });
    renderAt(<ForgotPasswordScreen />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(RESET_LINK_SENT_MESSAGE)).toBeInTheDocument();
  });

  it('shows a 429 from store-api instead of claiming a link was sent, and keeps the email typed', async () => {
    const tooMany = 'Too many password reset requests for this email address. Please wait 60 minutes and try again.';
    mockApi = fakeApi({ forgotPassword: () => Promise.reject(tooFast(tooMany)) });
    const logged = jest.mocked(console.error);
    logged.mockClear();
    renderAt(<ForgotPasswordScreen />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.queryByText(RESET_LINK_SENT_MESSAGE)).toBeNull();
    expect(screen.getByLabelText('Email address')).toHaveValue('someone@example.com');
    expect(logged).not.toHaveBeenCalled();
  });

  it('sends the key from the link with the new password, and says when the key is expired or used', async () => {
    const resetPassword = jest.fn(() => Promise.reject(refused('invalid_key', 'Invalid key')));
    mockApi = fakeApi({ resetPassword });
    renderAt(<ResetPasswordScreen />, { path: '/auth/reset/password?key=abc123' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'NewWaters!2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewWaters!2027');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getAllByText('New password and Confirm password do not match.')).toHaveLength(2);
    expect(resetPassword).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'NewWaters!2026');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(resetPassword).toHaveBeenCalledWith({ key: 'abc123', password: 'NewWaters!2026', confirm_password: 'NewWaters!2026' });
    expect(await screen.findByText(RESET_LINK_INVALID_MESSAGE)).toBeInTheDocument();
  });
});

describe('the reset form’s password rules', () => {
  it.each<[string, string, Record<string, string>]>([
    ['', '', { password: 'Please enter a new password.' }],
    ['', 'NewWaters!2026', { password: 'Please enter a new password.' }],
    ['NewWaters!2026', '', { confirmPassword: 'Please Fill all password fields.' }],
    ['short', '', { password: 'Password must contain one letter, number and special charactor.', confirmPassword: 'Please Fill all password fields.' }],
    ['NewWaters!2026', 'NewWaters!2027', { confirmPassword: 'New password and Confirm password do not match.' }],
    ['NewWaters!2026', 'NewWaters!2026', {}],
  ])('%j / %j → %j', (password, confirmPassword, expected) => {
    expect(validateReset({ password, confirmPassword })).toEqual(expected);
  });
});

describe('login as user', () => {
  it('consumes the key once, marks the staff session and shows the banner', async () => {
    const loginAsUser = jest.fn(() => Promise.resolve(DEMO_USER));
    mockApi = fakeApi({ loginAsUser });
    renderAt(
      <StrictMode>
        <LoginAsUserScreen />
      </StrictMode>,
      { path: '/login-as-user?key=k1', route: '/login-as-user' },
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/account');
    expect(loginAsUser).toHaveBeenCalledTimes(1);
    expect(loginAsUser).toHaveBeenCalledWith('k1');
    expect(bus.events).toContainEqual({ type: 'account:signed-in', user: DEMO_USER });
    publishUser({ user: DEMO_USER, authChecked: true });
    renderAt(<StaffBanner />);
    expect(screen.getByTestId('staff-banner')).toHaveTextContent('Signed in as Danny Fairbrass by staff');
  });

  it('says when the link was used or expired', async () => {
    mockApi = fakeApi({ loginAsUser: () => Promise.reject(refused('invalid_key', 'x')) });
    renderAt(<LoginAsUserScreen />, { path: '/login-as-user?key=used', route: '/login-as-user' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This sign-in link has expired or has already been used.'));
  });
});
