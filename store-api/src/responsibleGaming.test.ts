import { PAYMENT_GATEWAYS, type ShopApi } from '@shop/shared-contracts';
import { DEMO_BILLING, TEST_CARDS, cardPaymentData } from '@shop/shared-contracts/src/testing/customers';
import { getCompetition, saveCompetition } from './domain/competitions';
import { COOLING_OFF_MS, requestLimit } from './domain/spendingLimit';
import { newCustomerClient, startTestApi } from './testing/testApi';
import type { RunningStoreApi } from './server';

const PAYING_CARD = cardPaymentData(TEST_CARDS.paying);

const HOUR = 60 * 60 * 1000;

let api: RunningStoreApi;
const customer = (): ShopApi => newCustomerClient(api);

/** Moves the server's clock (same process) forward; real timers keep running. */
function clockAt(time: number) {
  jest.spyOn(Date, 'now').mockReturnValue(time);
}

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
afterEach(() => jest.restoreAllMocks());

describe('requestLimit (limits of different periods compared per day)', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it.each([
    ['no limit → £50 a week', { limit_duration: '', limit_value: 0 }, { limit_duration: 'week', limit_value: 50 }, 'now'],
    ['£50 a week → £20 a week', { limit_duration: 'week', limit_value: 50 }, { limit_duration: 'week', limit_value: 20 }, 'now'],
    ['£50 a week → £100 a month (≈ £3.33 a day, lower)', { limit_duration: 'week', limit_value: 50 }, { limit_duration: 'month', limit_value: 100 }, 'now'],
    ['£50 a week → £60 a week', { limit_duration: 'week', limit_value: 50 }, { limit_duration: 'week', limit_value: 60 }, 'pending'],
    ['£50 a week → £10 a day (≈ £70 a week, higher)', { limit_duration: 'week', limit_value: 50 }, { limit_duration: 'day', limit_value: 10 }, 'pending'],
    ['£50 a week → removed', { limit_duration: 'week', limit_value: 50 }, { limit_duration: '', limit_value: 0 }, 'pending'],
    ['£50 a week → £0 a week (nothing may be spent)', { limit_duration: 'week', limit_value: 50 }, { limit_duration: 'week', limit_value: 0 }, 'now'],
    ['£0 a day → £5 a day', { limit_duration: 'day', limit_value: 0 }, { limit_duration: 'day', limit_value: 5 }, 'pending'],
  ])('%s: %s', (_name, current, next, expected) => {
    const result = requestLimit(current, next, now);
    if (expected === 'now') {
      expect(result).toEqual({ ...next, pending_limit: null });
    } else {
      expect(result).toEqual({ ...current, pending_limit: { ...next, applies_at: new Date(now + COOLING_OFF_MS).toISOString() } });
    }
  });
});

describe('responsible gaming over HTTP', () => {
  it('lowers a limit at once and raises it only after 24 hours, the profile showing the pending one; checkout follows', async () => {
    const start = Date.now();
    const base = getCompetition(api.db, 102)!;
    saveCompetition(
      api.db,
      {
        ...base,
        id: 950,
        competition_product_id: 950,
        title: 'Limit test prize',
        price_per_ticket: 5,
        total_sell_tickets: 100,
        comp_question: false,
        instant_wins: [],
        instant_wins_tickets: [],
        reward_wins: [],
      },
      false,
    );
    const buyer = customer();

    const lowered = await buyer.updateResponsibleGaming({ limit_duration: 'week', limit_value: 20, lockout_period: '' });
    expect(lowered).toMatchObject({ limit_duration: 'week', limit_value: 20 });
    expect(lowered.pending_limit ?? null).toBeNull();

    const raised = await buyer.updateResponsibleGaming({ limit_duration: 'week', limit_value: 100, lockout_period: '' });
    expect(raised).toMatchObject({ limit_duration: 'week', limit_value: 20, pending_limit: { limit_duration: 'week', limit_value: 100 } });
    const appliesAt = Date.parse(raised.pending_limit!.applies_at);
    expect(appliesAt - start).toBeGreaterThanOrEqual(COOLING_OFF_MS);
    expect(appliesAt - Date.now()).toBeLessThanOrEqual(COOLING_OFF_MS);
    expect(await buyer.getUserDetails()).toMatchObject({ limit_value: 20, pending_limit: { limit_value: 100 } });

    // Still £20 at checkout: five £5 tickets are £25.
    await buyer.getNonce();
    await buyer.addItem({ id: 950, quantity: 5 });
    await expect(
      buyer.checkout({ billing_address: DEMO_BILLING, payment_method: PAYMENT_GATEWAYS.test_card, payment_data: PAYING_CARD }),
    ).rejects.toMatchObject({
      code: 'spending_limit_reached',
    });

    clockAt(appliesAt - HOUR);
    expect(await buyer.getUserDetails()).toMatchObject({ limit_value: 20, pending_limit: { limit_value: 100 } });
    clockAt(appliesAt + 1);
    const after = await buyer.getUserDetails();
    expect(after).toMatchObject({ limit_duration: 'week', limit_value: 100 });
    expect(after.pending_limit ?? null).toBeNull();
    await expect(
      buyer.checkout({ billing_address: DEMO_BILLING, payment_method: PAYMENT_GATEWAYS.test_card, payment_data: PAYING_CARD }),
    ).resolves.toBeTruthy();
  });

  it('drops a pending raise when the limit is lowered, and removing a limit waits too', async () => {
    const buyer = customer();
    await buyer.updateResponsibleGaming({ limit_duration: 'month', limit_value: 200, lockout_period: '' });
    expect(await buyer.updateResponsibleGaming({ limit_duration: 'month', limit_value: 400, lockout_period: '' })).toMatchObject({
      limit_value: 200,
      pending_limit: { limit_value: 400 },
    });
    const lowered = await buyer.updateResponsibleGaming({ limit_duration: 'month', limit_value: 150, lockout_period: '' });
    expect(lowered).toMatchObject({ limit_value: 150 });
    expect(lowered.pending_limit ?? null).toBeNull();
    const removed = await buyer.updateResponsibleGaming({ limit_duration: '', limit_value: 0, lockout_period: '' });
    expect(removed).toMatchObject({ limit_duration: 'month', limit_value: 150, pending_limit: { limit_duration: '', limit_value: 0 } });
    // Starting a break sends the current limit again: the pending removal stays.
    expect(await buyer.updateResponsibleGaming({ limit_duration: 'month', limit_value: 150, lockout_period: '24h' })).toMatchObject({
      pending_limit: { limit_value: 0 },
    });
  });

  it('never shortens a break: a shorter one or none keeps the later end and its period', async () => {
    const buyer = customer();
    const month = await buyer.updateResponsibleGaming({ limit_duration: '', limit_value: 0, lockout_period: '30d' });
    expect(month).toMatchObject({ lock_account: true, lockout_period: '30d' });
    const end = month.locking_period;
    expect(Date.parse(end) - Date.now()).toBeGreaterThan(29 * 24 * HOUR);
    expect(await buyer.updateResponsibleGaming({ limit_duration: '', limit_value: 0, lockout_period: '24h' })).toMatchObject({
      lock_account: true,
      lockout_period: '30d',
      locking_period: end,
    });
    expect(await buyer.updateResponsibleGaming({ limit_duration: '', limit_value: 0, lockout_period: '' })).toMatchObject({
      lock_account: true,
      lockout_period: '30d',
      locking_period: end,
    });
    const longer = await buyer.updateResponsibleGaming({ limit_duration: '', limit_value: 0, lockout_period: '6m' });
    expect(longer).toMatchObject({ lockout_period: '6m' });
    expect(Date.parse(longer.locking_period)).toBeGreaterThan(Date.parse(end));
  });
});

describe('saved bank details over HTTP', () => {
  it('answers null before a save, then only the last four digits and the sort code', async () => {
    const buyer = customer();
    expect(await buyer.getSavedBankDetails()).toBeNull();
    await buyer.saveBankDetails({ account_number: '31926819', sort_code: '601613' });
    expect(await buyer.getSavedBankDetails()).toEqual({ account_number_last4: '6819', sort_code: '601613' });
  });
});
