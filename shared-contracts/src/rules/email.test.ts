import * as v from 'valibot';
import { authSchemas } from '../api/contract/auth';
import { isValidEmail } from './email';
import { validateEmail } from './forms';
import { emailField } from '../api/contract/emailField';

const serverAccepts = (address: string): boolean => v.safeParse(emailField(), address).success;

describe("the shop's one email rule (WordPress's is_email)", () => {
  it.each([['sam@example.com'], ["o'neil@example.com"], ['first.last+tag@mail.example.co.uk'], ['ab@cd.ef'], ['x_y@my-domain.com']])(
    'accepts %s on both sides',
    (address) => {
      expect(isValidEmail(address)).toBe(true);
      expect(validateEmail(address)).toBeNull();
      expect(serverAccepts(address)).toBe(true);
    },
  );

  it.each([
    ['a@b.c', 'shorter than 6 characters'],
    ['sam@example', 'one domain label'],
    ['sam smith@example.com', 'a space'],
    ['sam@exa_mple.com', 'an underscore in the domain'],
    ['sam@-example.com', 'a label starting with a hyphen'],
    ['sam@example..com', 'two dots in a row'],
    ['@example.com', 'no local part'],
    ['sam@@example.com', 'a second @'],
    ['sam@example.com.', 'a trailing dot'],
    [`${'a'.repeat(189)}@example.com`, '201 characters'],
  ])('refuses %s (%s) on both sides with the same sentence', (address) => {
    expect(isValidEmail(address)).toBe(false);
    expect(validateEmail(address)).toBe('Email address is invalid.');
    const server = v.safeParse(emailField(), address);
    expect(server.success).toBe(false);
    expect(server.issues?.[0]?.message).toBe('Email address is invalid.');
  });

  it('takes 200 characters, trims around the address, and says a blank one is required', () => {
    const longest = `${'a'.repeat(188)}@example.com`;
    expect(longest).toHaveLength(200);
    expect(validateEmail(longest)).toBeNull();
    expect(serverAccepts(longest)).toBe(true);
    expect(validateEmail('  sam@example.com ')).toBeNull();
    expect(serverAccepts('  sam@example.com ')).toBe(true);
    expect(validateEmail('   ')).toBe('Email address is required.');
  });

  it("is the rule of every request's email field (registration here)", () => {
    const registration = { first_name: 'Sam', last_name: 'Carp', password: 'abcdefgh123!', date_of_birth: '1990-01-01' };
    expect(v.safeParse(authSchemas.register.request, { ...registration, email: "o'neil@example.com" }).success).toBe(true);
    expect(v.safeParse(authSchemas.register.request, { ...registration, email: 'a@b.c' }).success).toBe(false);
  });
});
