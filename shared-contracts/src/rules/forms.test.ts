import { validateBillingForm, validateEmail, validateFirstName, validateLastName, type BillingForm } from './forms';

describe('names and email (shared by the account forms, checkout and contact)', () => {
  it("says each is required in the spec's words", () => {
    expect(validateFirstName(' ')).toBe('First Name is required.');
    expect(validateLastName('')).toBe('Last Name is required.');
    expect(validateEmail('')).toBe('Email address is required.');
    expect([validateFirstName('Sam'), validateLastName('Carp'), validateEmail('sam@example.co.uk')]).toEqual([null, null, null]);
  });

  it('needs text, @, text, dot, text in an email', () => {
    expect(validateEmail('sam.example.com')).toBe('Email address is invalid.');
    expect(validateEmail('sam@example')).toBe('Email address is invalid.');
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

describe('billing form', () => {
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
});
