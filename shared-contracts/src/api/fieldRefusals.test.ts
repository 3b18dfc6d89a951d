import { ApiError } from './apiError';
import { refusedFields, type FieldRefusalMap } from './fieldRefusals';

type Field = 'email' | 'firstName' | 'password';

const MAP: FieldRefusalMap<Field> = {
  params: { account_email: 'email', account_first_name: 'firstName', 'billing_address.email': 'email', password_1: 'password' },
  sentences: { email: 'Email address is invalid.', firstName: 'First name is too long.', password: 'Password is too long.' },
  codes: { existing_user_email: { field: 'email', sentence: 'An account already uses this email address.' } },
};

const invalidParams = (...params: string[]) =>
  new ApiError('updateProfile: HTTP 400', 400, 'rest_invalid_param', `Invalid parameter(s): ${params.join(', ')}`, params);

describe('refusedFields: a server refusal as sentences at the form fields', () => {
  it('maps each refused parameter to its form field and that field’s sentence', () => {
    expect(refusedFields(invalidParams('account_email'), MAP)).toEqual({ email: 'Email address is invalid.' });
    expect(refusedFields(invalidParams('account_first_name', 'password_1'), MAP)).toEqual({
      firstName: 'First name is too long.',
      password: 'Password is too long.',
    });
    expect(refusedFields(invalidParams('billing_address.email'), MAP)).toEqual({ email: 'Email address is invalid.' });
  });

  it('maps a refusal known by its code', () => {
    const taken = new ApiError('register: HTTP 400', 400, 'existing_user_email', 'An account is already registered with your email address.');
    expect(refusedFields(taken, MAP)).toEqual({ email: 'An account already uses this email address.' });
  });

  it('gives nothing for a parameter the form does not have, another failure, or something that is not an API error', () => {
    expect(refusedFields(invalidParams('token'), MAP)).toEqual({});
    expect(refusedFields(invalidParams('constructor', 'toString'), MAP)).toEqual({});
    expect(refusedFields(new ApiError('x: network error', 0, 'network_error', null), MAP)).toEqual({});
    expect(refusedFields(new ApiError('x: HTTP 403', 403, 'invalid_credentials', 'No.'), MAP)).toEqual({});
    expect(refusedFields(new Error('boom'), MAP)).toEqual({});
  });

  it("reads an error from another bundle's client by its shape, and one without refusedParams (an older client) as none", () => {
    const fromAnotherBundle = {
      name: 'ApiError',
      message: 'x',
      status: 400,
      code: 'rest_invalid_param',
      serverMessage: null,
      refusedParams: ['account_email'],
    };
    expect(refusedFields(fromAnotherBundle, MAP)).toEqual({ email: 'Email address is invalid.' });
    const olderClient = { name: 'ApiError', message: 'x', status: 400, code: 'rest_invalid_param', serverMessage: null };
    expect(refusedFields(olderClient, MAP)).toEqual({});
  });
});
