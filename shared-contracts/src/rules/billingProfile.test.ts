import * as v from 'valibot';
import { UserSchema } from '../entities/user';
import { billingFormFromUser } from './billingProfile';
import type { BillingForm } from './forms';

const EMPTY_BILLING_FORM: BillingForm = { firstName: '', lastName: '', email: '', phone: '', address1: '', address2: '', city: '', state: '', postcode: '' };

const user = (fields: Record<string, string>) => v.parse(UserSchema, { first_name: 'Sam', last_name: 'Angler', email: 'sam@example.test', ...fields });

describe('billingFormFromUser', () => {
  it.each<[string, Record<string, string>, Partial<typeof EMPTY_BILLING_FORM>]>([
    ['falls back to the account names and email when billing is blank', {}, { firstName: 'Sam', lastName: 'Angler', email: 'sam@example.test' }],
    [
      'prefers the billing names and email',
      { billing_first_name: 'Samuel', billing_last_name: 'Rod', billing_email: 'bill@example.test' },
      { firstName: 'Samuel', lastName: 'Rod', email: 'bill@example.test' },
    ],
    [
      'copies phone and address as they are',
      {
        billing_phone: '07700 900123',
        billing_address_1: '12',
        billing_address_2: 'Lake Road',
        billing_city: 'Leeds',
        billing_state: 'West Yorkshire',
        billing_postcode: 'LS1 1AA',
      },
      {
        firstName: 'Sam',
        lastName: 'Angler',
        email: 'sam@example.test',
        phone: '07700 900123',
        address1: '12',
        address2: 'Lake Road',
        city: 'Leeds',
        state: 'West Yorkshire',
        postcode: 'LS1 1AA',
      },
    ],
  ])('%s', (_name, fields, expected) => {
    expect(billingFormFromUser(user(fields))).toEqual({ ...EMPTY_BILLING_FORM, ...expected });
  });
});
