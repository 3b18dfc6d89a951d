import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { AUTH_LIMIT_POLICY, AuthAttempts, LIMIT_MESSAGES } from './domain/authAttempts';
import { addressLimitKey } from './domain/clientAddress';
import { DomainError } from './domain/errors';
import { secondsToWait, waitText } from './domain/rateLimited';
import { DEMO_CUSTOMER, SECOND_CUSTOMER } from './seed/users';
import { raw, SERVICE_TOKEN, startTestApi } from './testing/testApi';
import { testClock, type TestClock } from './testing/testClock';

// The real limits need up to 70 real password hashes in one test; a shared 2-core machine can take a while.
jest.setTimeout(120_000);

type Api = Awaited<ReturnType<typeof startTestApi>>;
type Answer = Awaited<ReturnType<typeof raw>>;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const WRONG = 'Wrong!Pass2024';
const ADULT = '1990-01-01';

let api: Api;
let clock: TestClock;
beforeEach(async () => {
  clock = testClock();
  api = await startTestApi({ now: clock.now });
});
afterEach(async () => {
  jest.restoreAllMocks();
  await api.close();
});

const login = (username: string, password: string) => raw(api, '/api/v1/login', { body: { username, password } });
const register = (email: string, password = 'FreshWater!2024', dateOfBirth = ADULT) =>
  raw(api, '/api/v1/register', { body: { first_name: 'Rory', last_name: 'Pike', email, password, date_of_birth: dateOfBirth } });
const forgot = (email: string) => raw(api, '/api/v1/forgot_password', { body: { email } });
const reset = (key: string, password = 'NewWaters!2026') => raw(api, '/api/v1/reset_password', { body: { key, password, confirm_password: password } });

/** A call from another client address (127.0.0.2 is loopback too), which raw() cannot pick. */
function loginFrom(localAddress: string, username: string, password: string): Promise<{ status: number }> {
  const { hostname, port } = new URL(api.url);
  const body = JSON.stringify({ username, password });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port,
        localAddress,
        method: 'POST',
        path: '/competition/index.php/wp-json/?rest_route=/api/v1/login',
        headers: { Authorization: `Bearer ${SERVICE_TOKEN}`, 'Content-Type': 'application/json' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A 429 as every one must be: Retry-After in seconds, and WordPress's error shape with the same wait, in words, in the message. */
function expectWait(answer: Answer, seconds: number, message: string) {
  expect(answer.status).toBe(429);
  expect(answer.headers.get('retry-after')).toBe(String(seconds));
  expect(answer.body).toEqual({ code: 'too_many_attempts', message, data: { status: 429, retry_after: seconds } });
}

describe('how long to wait, in words', () => {
  it('says seconds under a minute and whole minutes (rounded up) otherwise; never a wait of 0', () => {
    expect([1, 2, 59, 60, 61, 64, 900, 3600].map(waitText)).toEqual([
      '1 second',
      '2 seconds',
      '59 seconds',
      '1 minute',
      '2 minutes',
      '2 minutes',
      '15 minutes',
      '60 minutes',
    ]);
    expect([0, 1, 999, 1000, 1001, 900_000].map(secondsToWait)).toEqual([1, 1, 1, 1, 2, 900]);
  });
});

describe('wrong passwords slow down, then lock, the account attacked', () => {
  it('lets 3 wrong passwords pass, then makes each attempt wait 1, 2, 4 ... 64 s, and locks the account for 15 minutes at the 10th', async () => {
    const { email, password } = SECOND_CUSTOMER;
    for (let failure = 1; failure <= 3; failure += 1) expect((await login(email, WRONG)).status).toBe(403);
    // After failures 3, 4 ... 9.
    for (const seconds of [1, 2, 4, 8, 16, 32, 64]) {
      // Too soon, even with the right password: the wait is stated, and a second short of it is still too soon.
      expectWait(await login(email, password), seconds, LIMIT_MESSAGES.accountSlowed(waitText(seconds)));
      clock.advance(seconds * SECOND - SECOND);
      expect((await login(email, WRONG)).status).toBe(429);
      clock.advance(SECOND);
      expect((await login(email, WRONG)).status).toBe(403);
    }
    // The 10th failure locked the account: for 15 minutes, whatever the password or the spelling of the name.
    const locked = LIMIT_MESSAGES.accountLocked('15 minutes');
    expect(locked).toBe('This account is locked for 15 minutes after too many failed sign-in attempts. Reset your password to sign in sooner.');
    expectWait(await login(email, password), 900, locked);
    expectWait(await login(` ${email.toUpperCase()}`, password), 900, locked);
    // Other customers on the same address sign in at once.
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
    clock.advance(15 * MINUTE - 2 * SECOND);
    expectWait(await login(email, password), 2, LIMIT_MESSAGES.accountLocked('2 seconds'));
    clock.advance(2 * SECOND);
    expect((await login(email, password)).status).toBe(200);
  });

  it('forgives the failures when the customer gets the password right', async () => {
    // Without forgiveness the 2nd round's 2nd mistake would be the 4th failure, and wait.
    for (let round = 0; round < 3; round += 1) {
      for (let failure = 0; failure < 2; failure += 1) expect((await login(DEMO_CUSTOMER.email, WRONG)).status).toBe(403);
      expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
    }
    for (let failure = 0; failure < 3; failure += 1) expect((await login(DEMO_CUSTOMER.email, WRONG)).status).toBe(403);
    expectWait(await login(DEMO_CUSTOMER.email, WRONG), 1, 'Too many failed sign-in attempts for this account. Please wait 1 second and try again.');
  });

  it('counts a parallel flood from the moment each attempt starts: 20 at once get 3 password checks', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(SECOND_CUSTOMER.email, WRONG)));
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(17);
  });

  it('a hammered account locks after exactly 10 password checks; the other customers on the address sign in at once', async () => {
    const statuses: number[] = [];
    const waits: number[] = [];
    // A script retrying every second for 10 minutes.
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const answer = await login(SECOND_CUSTOMER.email, `Guess${attempt}!x`);
      statuses.push(answer.status);
      if (answer.status === 429) waits.push(Number(answer.headers.get('retry-after')));
      clock.advance(SECOND);
    }
    expect(statuses.filter((status) => status === 403)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(590);
    expect(Math.max(...waits)).toBeLessThanOrEqual(900);
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
    // ... mistakes included: a customer there who mistypes then gets it right is not slowed.
    expect((await login(DEMO_CUSTOMER.email, WRONG)).status).toBe(403);
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
  });

  it('locks a name that has no account the same way (the refusal tells nothing about which accounts exist)', async () => {
    const refusalsFor = async (name: string) => {
      for (let failure = 0; failure < 3; failure += 1) await login(name, WRONG);
      for (let seconds = 1; seconds <= 64; seconds *= 2) {
        clock.advance(seconds * SECOND);
        expect((await login(name, WRONG)).status).toBe(403);
      }
      return login(name, WRONG);
    };
    const real = await refusalsFor(SECOND_CUSTOMER.email);
    expectWait(real, 900, LIMIT_MESSAGES.accountLocked('15 minutes'));
    const ghost = await refusalsFor('ghost@example.com');
    expect(ghost.body).toEqual(real.body);
    expect(ghost.headers.get('retry-after')).toBe(real.headers.get('retry-after'));
  });

  it("ends the lock when the account's owner resets the password", async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    for (let failure = 0; failure < 3; failure += 1) await login(SECOND_CUSTOMER.email, WRONG);
    for (let seconds = 1; seconds <= 64; seconds *= 2) {
      clock.advance(seconds * SECOND);
      expect((await login(SECOND_CUSTOMER.email, WRONG)).status).toBe(403);
    }
    expectWait(await login(SECOND_CUSTOMER.email, SECOND_CUSTOMER.password), 900, LIMIT_MESSAGES.accountLocked('15 minutes'));
    expect((await forgot(SECOND_CUSTOMER.email)).status).toBe(200);
    const key = /key=([\w-]+)/.exec(fs.readFileSync(path.join(api.dataDir, 'outbox.log'), 'utf8'))?.[1] ?? '';
    expect((await reset(key)).status).toBe(200);
    expect((await login(SECOND_CUSTOMER.email, 'NewWaters!2026')).status).toBe(200);
  });
});

describe('one address shared by many customers (a mobile carrier) is slowed, never shut out', () => {
  it('30 customers each mistype once; the 31st signs in at once, and registration and reset still work', async () => {
    for (let customer = 1; customer <= 30; customer += 1) expect((await login(`angler${customer}@example.co.uk`, WRONG)).status).toBe(403);
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
    expect((await register('newcomer@example.co.uk')).status).toBe(200);
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    expect((await forgot(SECOND_CUSTOMER.email)).status).toBe(200);
  });

  it('past 50 failures in 15 minutes, sign-ins from the address are spaced 2 s apart: a customer there waits 2 s, not minutes', async () => {
    const { free, spacingMs } = AUTH_LIMIT_POLICY.signIn.address;
    expect([free, spacingMs]).toEqual([50, 2 * SECOND]);
    // Credential stuffing: one wrong guess at each of 50 accounts.
    for (let account = 1; account <= 50; account += 1) expect((await login(`victim${account}@example.com`, WRONG)).status).toBe(403);
    const slowed = 'Too many failed sign-in attempts from your network. Please wait 2 seconds and try again.';
    expectWait(await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password), 2, slowed);
    clock.advance(2 * SECOND);
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
    // The stuffing goes on at its new pace; whenever a customer comes, the stated wait is 2 s at most.
    for (let round = 0; round < 20; round += 1) {
      expect((await login(`victim${100 + round}@example.com`, WRONG)).status).toBe(403);
      clock.advance(SECOND);
      expectWait(await login(SECOND_CUSTOMER.email, SECOND_CUSTOMER.password), 1, LIMIT_MESSAGES.signInAddress('1 second'));
      clock.advance(SECOND);
    }
    expect((await login(SECOND_CUSTOMER.email, SECOND_CUSTOMER.password)).status).toBe(200);
    // Another address is not slowed, and this one's registrations are not either.
    expect((await loginFrom('127.0.0.2', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
    expect((await register('still-welcome@example.co.uk')).status).toBe(200);
    // 15 minutes after its last failure the address is back to normal.
    expect((await login('victim999@example.com', WRONG)).status).toBe(403);
    clock.advance(15 * MINUTE);
    for (let customer = 1; customer <= 3; customer += 1) expect((await login(`late${customer}@example.com`, WRONG)).status).toBe(403);
  });
});

describe('registration and password reset have limits of their own', () => {
  it('registration: 5 attempts per email address an hour; form mistakes do not count', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) expect((await register('pike@example.co.uk', 'weak')).body.code).toBe('weak_password');
    expect((await register('pike@example.co.uk', 'FreshWater!2024', '2015-01-01')).body.code).toBe('underage');
    expect((await register('pike@example.co.uk')).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await register(' pike@example.co.uk')).body.code).toBe('existing_user_email');
    const tooMany = 'Too many attempts to register this email address. Please wait 60 minutes and try again.';
    expectWait(await register('pike@example.co.uk'), 3600, tooMany);
    clock.advance(59 * MINUTE + 30 * SECOND);
    expectWait(await register('pike@example.co.uk'), 30, LIMIT_MESSAGES.registrationEmail('30 seconds'));
    clock.advance(30 * SECOND);
    expect((await register('pike@example.co.uk')).body.code).toBe('existing_user_email');
    // Other addresses register meanwhile, and sign-in is untouched.
    expect((await register('perch@example.co.uk')).status).toBe(200);
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
  });

  it('registration: 20 an hour from one address, then one every 5 s; failed sign-ins and registrations do not use up each other', async () => {
    for (let customer = 1; customer <= 20; customer += 1) expect((await register(`member${customer}@example.co.uk`)).status).toBe(200);
    expectWait(await register('member21@example.co.uk'), 5, 'Too many registrations from your network. Please wait 5 seconds and try again.');
    // Sign-in's counts are its own: its 50 free failures are all there, and the right password works.
    for (let failure = 1; failure <= 49; failure += 1) expect((await login(`member${failure}@example.co.uk`, WRONG)).status).toBe(403);
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
    clock.advance(5 * SECOND);
    expect((await register('member21@example.co.uk')).status).toBe(200);
    expectWait(await register('member22@example.co.uk'), 5, LIMIT_MESSAGES.registrationAddress('5 seconds'));
  });

  it('forgot password: 3 requests per email address an hour, registered or not (the same refusal), so no inbox is flooded', async () => {
    const logged = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const tooMany = 'Too many password reset requests for this email address. Please wait 60 minutes and try again.';
    for (const email of [DEMO_CUSTOMER.email, 'nobody@example.com']) {
      for (let request = 0; request < 3; request += 1) expect((await forgot(email)).status).toBe(200);
      expectWait(await forgot(email), 3600, tooMany);
    }
    expect(logged.mock.calls.filter(([line]) => String(line).includes(`link for ${DEMO_CUSTOMER.email}`))).toHaveLength(3);
    expect(fs.readFileSync(path.join(api.dataDir, 'outbox.log'), 'utf8').trim().split('\n')).toHaveLength(3);
    expect((await forgot(SECOND_CUSTOMER.email)).status).toBe(200);
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
    clock.advance(60 * MINUTE);
    expect((await forgot(DEMO_CUSTOMER.email)).status).toBe(200);
  });

  it('password reset: 20 requests or bad keys an hour from one address, then one every 5 s; a good key is not counted', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    expect((await forgot(SECOND_CUSTOMER.email)).status).toBe(200);
    const key = /key=([\w-]+)/.exec(fs.readFileSync(path.join(api.dataDir, 'outbox.log'), 'utf8'))?.[1] ?? '';
    for (let guess = 1; guess <= 18; guess += 1) expect((await reset(`guessed-key-${guess}`)).body.code).toBe('invalid_key');
    expect((await reset(key)).status).toBe(200); // the 20th, and it succeeded: taken back
    expect((await reset('guessed-key-19')).body.code).toBe('invalid_key');
    const slowed = 'Too many password reset requests from your network. Please wait 5 seconds and try again.';
    expectWait(await reset('guessed-key-20'), 5, slowed);
    expectWait(await forgot('another@example.com'), 5, slowed);
    // Sign-in and registration are untouched.
    expect((await login(SECOND_CUSTOMER.email, 'NewWaters!2026')).status).toBe(200);
    expect((await register('bream@example.co.uk')).status).toBe(200);
    clock.advance(5 * SECOND);
    expect((await reset('guessed-key-20')).body.code).toBe('invalid_key');
  });
});

describe('what counts as one client address', () => {
  it('an IPv4 address is itself (also mapped into IPv6); an IPv6 address is its /64, which one customer holds whole', () => {
    expect(
      [
        '203.0.113.7',
        '::ffff:203.0.113.7',
        '2001:db8:1234:5678:aaaa:bbbb:cccc:dddd',
        '2001:db8:1234:5678::1',
        '2001:0DB8:1234:5678:0:0:0:2',
        '2001:db8::1',
        '::1',
        'fe80::1%eth0',
        '64:ff9b::1.2.3.4',
        '::1:2:3:4:1.2.3.4',
      ].map(addressLimitKey),
    ).toEqual([
      '203.0.113.7',
      '203.0.113.7',
      '2001:db8:1234:5678::/64',
      '2001:db8:1234:5678::/64',
      '2001:db8:1234:5678::/64',
      '2001:db8:0:0::/64',
      '0:0:0:0::/64',
      'fe80:0:0:0::/64',
      '64:ff9b:0:0::/64',
      '0:0:1:2::/64',
    ]);
  });

  it('a client rotating through the addresses of its /64 is slowed as one; the next /64 is not', () => {
    const attempts = new AuthAttempts(AUTH_LIMIT_POLICY, clock.now);
    for (let host = 1; host <= 50; host += 1) attempts.beginSignIn(`victim${host}@example.com`, `2001:db8:aa:bb::${host.toString(16)}`);
    let refusal: unknown = null;
    try {
      attempts.checkAddress('signIn', '2001:db8:aa:bb:ffff:ffff:ffff:ffff');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DomainError);
    const { kind, code, message, retryAfterSeconds } = refusal as DomainError;
    expect({ kind, code, message, retryAfterSeconds }).toEqual({
      kind: 'rate_limited',
      code: 'too_many_attempts',
      message: LIMIT_MESSAGES.signInAddress('2 seconds'),
      retryAfterSeconds: 2,
    });
    expect(() => attempts.checkAddress('signIn', '2001:db8:aa:bc::1')).not.toThrow();
  });
});

describe('a refusal a storefront on another origin can read', () => {
  it('a 429 decided before the body is read carries CORS headers and exposes Retry-After', async () => {
    for (let account = 1; account <= 50; account += 1) await login(`victim${account}@example.com`, WRONG);
    const answer = await raw(api, '/api/v1/login', {
      body: { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      headers: { Origin: 'http://localhost:3000' },
    });
    expectWait(answer, 2, LIMIT_MESSAGES.signInAddress('2 seconds'));
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(answer.headers.get('access-control-expose-headers')?.split(', ')).toContain('Retry-After');
  });
});
