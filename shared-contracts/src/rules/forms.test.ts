import {
  bankDetailsPayload,
  billingUpdatePayload,
  digitsOnly,
  profileUpdatePayload,
  validateBankForm,
  validateBillingForm,
  validateEmail,
  validateProfileForm,
  validateQuickProfile,
  type BankForm,
  type BillingForm,
  type ProfileForm,
} from './forms';

const profile: ProfileForm = {
  firstName: 'Sam',
  lastName: 'Carp',
  email: 'sam@example.co.uk',
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

describe('profile form (spec section 5)', () => {
  it.each<[string, Partial<ProfileForm>, Record<string, string>]>([
    ['a valid form without a password change', {}, {}],
    ['a valid password change', { currentPassword: 'old', newPassword: 'abcdefgh123!', confirmPassword: 'abcdefgh123!' }, {}],
    ['blank first name', { firstName: '  ' }, { firstName: 'First Name is required.' }],
    ['blank last name', { lastName: '' }, { lastName: 'Last Name is required.' }],
    ['blank email', { email: '' }, { email: 'Email address is required.' }],
    ['email without @', { email: 'sam.example.com' }, { email: 'Email address is invalid.' }],
    ['email without a dot after @', { email: 'sam@example' }, { email: 'Email address is invalid.' }],
    ['current without new', { currentPassword: 'old' }, { newPassword: 'Please Fill all password fields.' }],
    ['new without confirmation', { currentPassword: 'old', newPassword: 'abcdefgh123!' }, { confirmPassword: 'Please Fill all password fields.' }],
    ['new without current', { newPassword: 'abcdefgh123!', confirmPassword: 'abcdefgh123!' }, { currentPassword: 'Please Fill all password fields.' }],
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

  it('accepts text@text.text and trims around it', () => {
    expect(validateEmail(' a@b.c ')).toBeNull();
  });

  it('builds the payload of spec section 3 with the display name as first + space + last', () => {
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

const billing: BillingForm = {
  firstName: 'Sam',
  lastName: 'Carp',
  email: 'sam@example.co.uk',
  phone: '07700 900123',
  address1: '12',
  address2: 'River Lane',
  city: 'Bristol',
  state: '',
  postcode: 'BS1 4ND',
};

describe('billing form (spec section 5)', () => {
  it.each<[string, Partial<BillingForm>, Record<string, string>]>([
    ['valid, county left empty', {}, {}],
    ['first name', { firstName: '' }, { firstName: 'First Name is required.' }],
    ['last name', { lastName: '' }, { lastName: 'Last Name is required.' }],
    ['email blank', { email: '' }, { email: 'Email address is required.' }],
    ['email invalid', { email: 'sam@' }, { email: 'Email address is invalid.' }],
    ['phone', { phone: ' ' }, { phone: 'Phone No. is required.' }],
    ['address line 1', { address1: '' }, { address1: 'House Name/No. is required.' }],
    ['address line 2', { address2: '' }, { address2: 'Street Address is required.' }],
    ['city', { city: '' }, { city: 'Town/City is required.' }],
    ['postcode', { postcode: '' }, { postcode: 'Postcode is required.' }],
    ['no format check on phone or postcode', { phone: 'call me', postcode: '?' }, {}],
  ])('%s', (_name, change, expected) => {
    expect(validateBillingForm({ ...billing, ...change })).toEqual(expected);
  });

  it('lists every error in form order when all is empty', () => {
    const empty: BillingForm = { firstName: '', lastName: '', email: '', phone: '', address1: '', address2: '', city: '', state: '', postcode: '' };
    expect(Object.keys(validateBillingForm(empty))).toEqual(['firstName', 'lastName', 'email', 'phone', 'address1', 'address2', 'city', 'postcode']);
  });

  it('builds the billing payload of spec section 3', () => {
    expect(billingUpdatePayload({ ...billing, state: 'Avon' })).toEqual({
      first_name: 'Sam',
      last_name: 'Carp',
      billing_first_name: 'Sam',
      billing_last_name: 'Carp',
      billing_email: 'sam@example.co.uk',
      billing_phone: '07700 900123',
      billing_address_1: '12',
      billing_address_2: 'River Lane',
      billing_city: 'Bristol',
      billing_postcode: 'BS1 4ND',
      billing_state: 'Avon',
    });
  });
});

const bank: BankForm = { accountNumber: '12345678', confirmAccountNumber: '12345678', sortCode: '112233' };

describe('bank form (spec section 5)', () => {
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
