import { billingFormFromUser } from '@shop/shared-contracts';
import { DEMO_USER } from '../testing/accountTestKit';
import { bankDetailsPayload, digitsOnly, validateBankForm, type BankForm } from './bankForm';
import { billingUpdatePayload } from './billingPayload';
import { validatePasswordChange, type PasswordChange } from './passwordChange';
import { profileFormFromUser, profileUpdatePayload, validateProfileForm, validateQuickProfile, type ProfileForm } from './profileForm';

const FILL_ALL = 'Please Fill all password fields.';
const WEAK = 'Password must contain one letter, number and special charactor.';
const MISMATCH = 'New password and Confirm password do not match.';
const GOOD = 'abcdefgh123!';

describe("the password change, combination by combination ('Please Fill all password fields.' for two cases only)", () => {
  it.each<[string, Partial<PasswordChange>, Record<string, string>]>([
    ['nothing filled: no change', {}, {}],
    ['current only: a current password without a new one', { currentPassword: 'old' }, { newPassword: FILL_ALL }],
    ['current and confirmation without a new one', { currentPassword: 'old', confirmPassword: GOOD }, { newPassword: FILL_ALL }],
    ['current and new without confirmation', { currentPassword: 'old', newPassword: GOOD }, { confirmPassword: FILL_ALL }],
    ['new only: a new one without its confirmation', { newPassword: GOOD }, { confirmPassword: FILL_ALL }],
    ['a weak new one without its confirmation: both rules', { newPassword: 'short' }, { newPassword: WEAK, confirmPassword: FILL_ALL }],
    ['new and confirmation without current: not incomplete (the server asks for the current one)', { newPassword: GOOD, confirmPassword: GOOD }, {}],
    ['new and a different confirmation without current', { newPassword: GOOD, confirmPassword: 'abcdefgh123?' }, { confirmPassword: MISMATCH }],
    ['confirmation only: it does not match an empty new one', { confirmPassword: GOOD }, { confirmPassword: MISMATCH }],
    ['all three, acceptable and matching', { currentPassword: 'old', newPassword: GOOD, confirmPassword: GOOD }, {}],
    ['all three, weak and matching', { currentPassword: 'old', newPassword: 'abcdefgh1234', confirmPassword: 'abcdefgh1234' }, { newPassword: WEAK }],
    [
      'all three, weak and different',
      { currentPassword: 'old', newPassword: 'short', confirmPassword: 'other' },
      { newPassword: WEAK, confirmPassword: MISMATCH },
    ],
  ])('%s', (_case, change, expected) => {
    const errors = validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '', ...change });
    expect(errors).toEqual(expected);
    expect(Object.keys(errors)).toEqual(Object.keys(expected));
  });
});

const profile: ProfileForm = profileFormFromUser({ first_name: 'Sam', last_name: 'Carp', email: 'sam@example.co.uk' });

describe('profile form', () => {
  it.each<[string, Partial<ProfileForm>, Record<string, string>]>([
    ['a valid form without a password change', {}, {}],
    ['a valid password change', { currentPassword: 'old', newPassword: 'abcdefgh123!', confirmPassword: 'abcdefgh123!' }, {}],
    ['current without new', { currentPassword: 'old' }, { newPassword: 'Please Fill all password fields.' }],
    ['new without confirmation', { currentPassword: 'old', newPassword: 'abcdefgh123!' }, { confirmPassword: 'Please Fill all password fields.' }],
    [
      'new password without a special character',
      { currentPassword: 'old', newPassword: 'abcdefgh1234', confirmPassword: 'abcdefgh1234' },
      { newPassword: 'Password must contain one letter, number and special charactor.' },
    ],
    [
      'new password of 11 characters',
      { currentPassword: 'old', newPassword: 'abcdefg123!', confirmPassword: 'abcdefg123!' },
      { newPassword: 'Password must contain one letter, number and special charactor.' },
    ],
    [
      'new and confirm differ',
      { currentPassword: 'old', newPassword: 'abcdefgh123!', confirmPassword: 'abcdefgh123?' },
      { confirmPassword: 'New password and Confirm password do not match.' },
    ],
    [
      'everything wrong at once, in form order',
      { firstName: '', lastName: '', email: 'x', currentPassword: 'old' },
      {
        firstName: 'First Name is required.',
        lastName: 'Last Name is required.',
        email: 'Email address is invalid.',
        newPassword: 'Please Fill all password fields.',
      },
    ],
  ])('%s', (_name, change, expected) => {
    const errors = validateProfileForm({ ...profile, ...change });
    expect(errors).toEqual(expected);
    expect(Object.keys(errors)).toEqual(Object.keys(expected));
  });

  it("uses the shop's one email rule: a@b.c is refused, o'neil@example.com accepted", () => {
    expect(validateProfileForm({ ...profile, email: ' a@b.c ' })).toEqual({ email: 'Email address is invalid.' });
    expect(validateProfileForm({ ...profile, email: " o'neil@example.com " })).toEqual({});
  });

  it('builds the payload with the display name as first + space + last', () => {
    const payload = profileUpdatePayload({
      ...profile,
      firstName: ' Sam ',
      currentPassword: 'old',
      newPassword: 'abcdefgh123!',
      confirmPassword: 'abcdefgh123!',
    });
    expect(payload).toEqual({
      account_first_name: 'Sam',
      account_last_name: 'Carp',
      account_display_name: 'Sam Carp',
      account_email: 'sam@example.co.uk',
      password_current: 'old',
      password_1: 'abcdefgh123!',
      password_2: 'abcdefgh123!',
    });
  });
});

describe('quick profile update (general flow)', () => {
  it.each([
    ['Sam', 'Carp', null],
    ['', 'Carp', 'All feilds are required'],
    ['Sam', ' ', 'All feilds are required'],
    ['', '', 'All feilds are required'],
  ])('%j %j → %j', (first, last, expected) => {
    expect(validateQuickProfile(first, last)).toBe(expected);
  });
});

describe('billing payload', () => {
  it('trims each field and sends the names twice (the RTL test in forms.test.tsx holds the whole payload)', () => {
    const payload = billingUpdatePayload({ ...billingFormFromUser(DEMO_USER), firstName: ' Danny ', city: 'Canterbury ' });
    expect([payload.first_name, payload.billing_first_name, payload.billing_city]).toEqual(['Danny', 'Danny', 'Canterbury']);
  });
});

const bank: BankForm = { accountNumber: '12345678', confirmAccountNumber: '12345678', sortCode: '112233' };

describe('bank form', () => {
  it.each<[string, Partial<BankForm>, Record<string, string>]>([
    ['valid', {}, {}],
    [
      'account number blank',
      { accountNumber: '', confirmAccountNumber: '' },
      { accountNumber: 'Account Number is required.', confirmAccountNumber: 'Confirm Account Number is required.' },
    ],
    [
      'account number not digits',
      { accountNumber: '1234-5678', confirmAccountNumber: '1234-5678' },
      { accountNumber: 'Account Number must contain only numbers.' },
    ],
    ['confirmation blank', { confirmAccountNumber: '' }, { confirmAccountNumber: 'Confirm Account Number is required.' }],
    ['confirmation differs', { confirmAccountNumber: '12345679' }, { confirmAccountNumber: 'Account Numbers do not match.' }],
    ['sort code blank', { sortCode: '' }, { sortCode: 'Sort Code is required.' }],
    ['sort code of 2 digits', { sortCode: '11' }, { sortCode: 'Sort Code must be 6 digits.' }],
    ['sort code of 3 digits is accepted', { sortCode: '112' }, {}],
    ['sort code of 6 digits', { sortCode: '123456' }, {}],
    ['sort code of 7 digits', { sortCode: '1234567' }, { sortCode: 'Sort Code must be 6 digits.' }],
    ['sort code with a hyphen', { sortCode: '11-22' }, { sortCode: 'Sort Code must be 6 digits.' }],
  ])('%s', (_name, change, expected) => {
    expect(validateBankForm({ ...bank, ...change })).toEqual(expected);
  });

  it('strips everything but digits while typing', () => {
    expect(digitsOnly('12-34 56a')).toBe('123456');
    expect(digitsOnly('abc')).toBe('');
  });

  it('never sends the confirmation', () => {
    const payload = bankDetailsPayload(bank);
    expect(payload).toEqual({ account_number: '12345678', sort_code: '112233' });
    expect(Object.keys(payload)).not.toContain('confirm_account_number');
  });
});
