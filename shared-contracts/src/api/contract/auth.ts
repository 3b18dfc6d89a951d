import * as v from 'valibot';
import { SuccessResponseSchema } from '../responses/common';
import { UserResponseSchema } from '../responses/account';
import { field, TokenOnly } from './fields';
import { emailField } from './emailField';

/** Request and response schemas of the sign-in calls (designed; the spec shows none). */
export const authSchemas = {
  checkAuth: { request: TokenOnly, response: UserResponseSchema },
  login: { request: v.object({ username: field.requiredText(200), password: field.requiredText(200) }), response: UserResponseSchema },
  register: {
    request: v.object({
      first_name: field.requiredText(100),
      last_name: field.requiredText(100),
      email: emailField(),
      password: field.requiredText(200),
      /** YYYY-MM-DD; customers must be 18 or over. */
      date_of_birth: v.pipe(v.string(), v.isoDate('Date of birth must be a date (YYYY-MM-DD).')),
      phone: field.optionalText(40),
    }),
    response: UserResponseSchema,
  },
  forgotPassword: { request: v.object({ email: emailField() }), response: SuccessResponseSchema },
  resetPassword: {
    request: v.object({ key: field.requiredText(200), password: field.requiredText(200), confirm_password: field.text(200) }),
    response: SuccessResponseSchema,
  },
  logout: { request: TokenOnly, response: SuccessResponseSchema },
  loginAsUser: { request: v.object({ key: field.requiredText(200) }), response: UserResponseSchema },
};
