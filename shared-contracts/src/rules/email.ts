/**
 * The shop's one email rule. The forms check with it (validateEmail) and the contract's `emailField()`
 * parses requests with it, so the customer is never let through with an address the server refuses.
 *
 * It is WordPress's is_email(), the real backend's check: at least 6 characters; a local part of letters,
 * digits and !#$%&'*+/=?^_`{|}~.- (so o'neil@example.com is fine); a domain of two or more dot-separated
 * labels of letters, digits and inner hyphens. Refused: a@b.c (too short), sam@example (one label),
 * sam smith@example.com (a space). Longer than 200 characters is refused too (the contract's limit): the
 * lookahead. Callers trim first.
 */
const EMAIL_PATTERN = /^(?=.{6,200}$)[\w!#$%&'*+/=?^`{|}~.-]+@[a-z\d]+(?:-+[a-z\d]+)*(?:\.[a-z\d]+(?:-+[a-z\d]+)*)+$/i;

export function isValidEmail(address: string): boolean {
  return EMAIL_PATTERN.test(address);
}
