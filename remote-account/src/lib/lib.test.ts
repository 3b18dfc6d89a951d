import { afterSignInPath, isSameSitePath, signInPathFor } from './redirect';
import { displayDate, hasMoreOrders, hasMorePoints, orderStatusLabel, orNA, pointsLabel, sanitizeHtml } from './accountLists';
import { ageOn, validateDateOfBirth } from './age';
import { clearStaffSession, markStaffSession, readStaffSession } from './staffSession';
import { serverErrorText } from './serverError';
import { LIMIT_AMOUNT_MESSAGE, limitRequest, validateLimitForm, type LimitForm } from './limits';

describe('where sign-in returns to', () => {
  it.each([
    ['?redirect=%2Fcheckout', null, '/checkout'],
    ['?redirect=/account/points?x=1', null, '/account/points?x=1'],
    ['?redirect=https://evil.example', null, '/account'],
    ['?redirect=//evil.example/x', null, '/account'],
    ['?redirect=/\\evil.example', null, '/account'],
    ['?redirect=/auth/login', null, '/account'],
    ['', { from: '/cart' }, '/cart'],
    ['', { from: 'https://evil.example' }, '/account'],
    ['', null, '/account'],
  ])('%j with state %j → %s', (search, state, expected) => {
    expect(afterSignInPath(search, state)).toBe(expected);
  });

  it('builds the sign-in path with the way back encoded', () => {
    expect(signInPathFor('/account/points?x=1')).toBe('/auth/login?redirect=%2Faccount%2Fpoints%3Fx%3D1');
    expect(isSameSitePath('/x')).toBe(true);
    expect(isSameSitePath('x')).toBe(false);
  });
});

describe('load-more boundaries (page size 10)', () => {
  it.each([
    [0, 0, false],
    [0, 10, false],
    [0, 11, true],
    [10, 20, false],
    [10, 21, true],
  ])('points: offset %i of %i logs → more %s', (offset, total, expected) => {
    expect(hasMorePoints(offset, total)).toBe(expected);
  });

  it.each([
    [1, 1, false],
    [1, 2, true],
    [2, 2, false],
    [1, 0, false],
  ])('orders: page %i of %i → more %s', (page, totalPages, expected) => {
    expect(hasMoreOrders(page, totalPages)).toBe(expected);
  });
});

describe('labels', () => {
  it('shows order-redeem points as is and others with a leading plus', () => {
    expect(pointsLabel({ type: 'order-redeem', points: -20 })).toBe('-20');
    expect(pointsLabel({ type: 'order', points: 5 })).toBe('+5');
    expect(pointsLabel({ type: '', points: 0 })).toBe('+0');
  });

  it.each([
    ['admin-comp-win', 'Ticket Win'],
    ['completed', 'completed'],
    ['processing', 'processing'],
    ['', 'N/A'],
  ])('status %j reads %j', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });

  it('renders missing values as N/A and server dates either way', () => {
    expect(orNA('')).toBe('N/A');
    expect(orNA(undefined)).toBe('N/A');
    expect(orNA(0)).toBe('0');
    expect(displayDate('2026-03-14')).toBe('March 14, 2026');
    expect(displayDate('14 March 2026')).toBe('14 March 2026');
    expect(displayDate('')).toBe('N/A');
  });
});

describe('sanitizing order_total', () => {
  it('keeps the price markup and drops scripts, handlers and links', () => {
    const html =
      '<span class="amount"><span class="woocommerce-Price-currencySymbol">&pound;</span>9.90</span><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:x">go</a>';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<span class="amount"><span class="woocommerce-Price-currencySymbol">£</span>9.90</span>');
    expect(clean).not.toMatch(/script|onerror|<img|<a|javascript/);
  });
});

describe('18 or over', () => {
  const today = new Date(2026, 10, 23);
  it('counts whole years up to the birthday', () => {
    expect(ageOn('2008-11-23', today)).toBe(18);
    expect(ageOn('2008-11-24', today)).toBe(17);
    expect(ageOn('2008-02-30', today)).toBeNull();
  });
  it.each([
    ['', 'Date of birth is required.'],
    ['2008-11-24', 'You must be 18 or over to register.'],
    ['2008-11-23', null],
    ['1990-01-01', null],
    ['1800-01-01', 'Enter a real date of birth.'],
  ])('%j → %j', (dob, expected) => {
    expect(validateDateOfBirth(dob, today)).toBe(expected);
  });
});

describe('staff session flag', () => {
  it("is kept in the tab's session storage until cleared; a damaged flag is none", () => {
    markStaffSession(sessionStorage, { name: 'Danny Fairbrass' });
    expect(readStaffSession(sessionStorage)).toEqual({ name: 'Danny Fairbrass' });
    clearStaffSession(sessionStorage);
    expect(readStaffSession(sessionStorage)).toBeNull();
    sessionStorage.setItem('account_staff_session', '{oops');
    expect(readStaffSession(sessionStorage)).toBeNull();
  });
});

describe('server error text', () => {
  it("uses the server's words, else the spec's fallback", () => {
    expect(serverErrorText({ serverMessage: 'Your current password is incorrect.' })).toBe('Your current password is incorrect.');
    expect(serverErrorText({ serverMessage: null })).toBe('An error occurred.');
    expect(serverErrorText(new Error('x'))).toBe('An error occurred.');
  });

  it('never shows a refused parameter’s server words ("Invalid parameter(s): …")', () => {
    expect(serverErrorText({ code: 'rest_invalid_param', serverMessage: 'Invalid parameter(s): token' })).toBe('An error occurred.');
  });
});

describe('the spending-limit form', () => {
  it.each<[LimitForm, ReturnType<typeof validateLimitForm>]>([
    [{ duration: 'week', value: '5' }, {}],
    [{ duration: 'month', value: '£0' }, {}],
    [{ duration: 'day', value: '12.345' }, { value: LIMIT_AMOUNT_MESSAGE }],
    [{ duration: 'day', value: '' }, { value: LIMIT_AMOUNT_MESSAGE }],
    [{ duration: '', value: 'anything' }, {}],
    [{ duration: 'month', value: '100000' }, {}],
    [{ duration: 'month', value: '100000.01' }, { value: 'The highest limit you can set is £100,000.00.' }],
  ])('%j → %j', (form, expected) => {
    expect(validateLimitForm(form)).toEqual(expected);
  });

  it('sends the amount in pounds, and 0 with no period', () => {
    expect(limitRequest({ duration: 'week', value: '£12.50' })).toEqual({ limit_duration: 'week', limit_value: 12.5 });
    expect(limitRequest({ duration: '', value: '40' })).toEqual({ limit_duration: '', limit_value: 0 });
  });
});
