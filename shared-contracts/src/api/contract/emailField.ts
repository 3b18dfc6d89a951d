import * as v from 'valibot';
import { isValidEmail } from '../../rules/email';

/**
 * A request's email field: the shop's one email rule (rules/email.ts), the same check the forms make. Apart
 * from the other fields so that only the groups with an email field (not the site group every page loads
 * first) carry the rule.
 */
export const emailField = () => v.pipe(v.string(), v.trim(), v.check(isValidEmail, 'Email address is invalid.'));
