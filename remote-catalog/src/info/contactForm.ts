import { validateEmail } from '@shop/shared-contracts';

/** The contact form's fields and checks (the spec shows no contact rules; these are the shop's own, the email the shop's one rule). */
export interface ContactValues {
  name: string;
  email: string;
  order: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const CONTACT_MESSAGE_MAX = 2000;
/** store-api's contact call takes a subject of up to 200 characters. */
export const CONTACT_SUBJECT_MAX = 200;

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required.';
  const emailProblem = validateEmail(values.email);
  if (emailProblem) errors.email = emailProblem;
  if (!values.subject.trim()) errors.subject = 'Subject is required.';
  if (!values.message.trim()) errors.message = 'Message is required.';
  else if (values.message.length > CONTACT_MESSAGE_MAX) errors.message = `Message must be ${CONTACT_MESSAGE_MAX} characters or fewer.`;
  return errors;
}

/** The request: the optional order number travels at the top of the message (the call has no field for it). */
export function contactRequest(values: ContactValues) {
  const order = values.order.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: order ? `Order number: ${order}\n\n${values.message.trim()}` : values.message.trim(),
  };
}

/**
 * The form's first values, from the page's query: a link may fill the subject and the message
 * (`/contact?subject=…&message=…`), and the browser's own submission of the form (a Send tapped before the
 * page is live, whose catalogue never loaded) brings back every field as typed. Each is cut to the form's limits.
 */
export function prefilledContact(empty: ContactValues, params: URLSearchParams): ContactValues {
  const typed = (key: keyof ContactValues) => params.get(key) ?? empty[key];
  return {
    name: typed('name'),
    email: typed('email'),
    order: typed('order'),
    subject: typed('subject').slice(0, CONTACT_SUBJECT_MAX),
    message: typed('message').slice(0, CONTACT_MESSAGE_MAX),
  };
}
