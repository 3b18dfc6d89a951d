import * as v from 'valibot';
import { SuccessResponseSchema } from '../responses/common';
import { field } from './fields';
import { emailField } from './emailField';

/**
 * Request and response schemas of what a customer writes to the shop (the contact form, the community chat):
 * a group of their own, so the email rule and the messages' limits load only with a page that sends one.
 */
export const messageSchemas = {
  contact: {
    request: v.object({
      name: field.requiredText(100),
      email: emailField(),
      subject: field.requiredText(200),
      message: field.requiredText(5000),
      order_number: field.optionalText(40),
    }),
    response: SuccessResponseSchema,
  },
  communityChat: {
    request: v.object({
      token: field.token(),
      message: v.pipe(v.string(), v.trim(), v.minLength(1, 'Please write a message.'), v.maxLength(500, 'Messages can be up to 500 characters.')),
    }),
    response: SuccessResponseSchema,
  },
};
