import fs from 'node:fs';
import path from 'node:path';
import { type Competition } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { PAYMENT_TITLES } from '../domain/paymentTitles';
import { saveCompetition } from '../domain/competitions';
import { writeContent } from '../domain/content';
import { closeDraw } from '../domain/beaconDraws';
import { drawWithBeacon } from '../domain/draws';
import { toMinor } from '../domain/money';
import { createOrder, type OrderBilling } from '../domain/orders';
import { hashPassword, randomIndex } from '../domain/secrets';
import { pickUnsoldNumbers } from '../domain/tickets';
import { recordPostalEntry } from '../domain/postalEntry';
import { createUser, saveProfile, storedProfile } from '../domain/users';
import { competitionArtwork } from './artwork';
import { CATALOGUE, openedDaysAgo, type CompetitionSeed } from './catalogue';
import { closeNamesItsRound, pastDrawOf, pastEntryEvents, pastPaidQuantities, type PastDraw } from './pastDraws';
import { FAQS, HOME_SEO, HOW_IT_WORKS, LEGAL_TABS, SETTINGS } from './content';
import { DEMO_CUSTOMER, OTHER_CUSTOMERS, SECOND_CUSTOMER } from './users';

const DAY = 86_400_000;
const FIRST_ID = 101;

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

function imageName(seed: CompetitionSeed): string {
  return `${seed.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.svg`;
}

function buildCompetition(seed: CompetitionSeed, id: number, now: number, imageBase: string): Competition {
  const past = pastDrawOf(seed.title);
  const draw = now + seed.drawInDays * DAY;
  const instantNumbers = new Set<number>();
  const instantWins = (seed.instantWins ?? []).map((prize, index) => {
    const numbers: number[] = [];
    while (numbers.length < prize.count) {
      const candidate = 1 + randomIndex(seed.total);
      if (!instantNumbers.has(candidate)) {
        instantNumbers.add(candidate);
        numbers.push(candidate);
      }
    }
    return {
      id: id * 100 + index,
      title: prize.title,
      prize_value: prize.value,
      image: `${imageBase}/${imageName(seed)}`,
      ticket_numbers: numbers.sort((a, b) => a - b),
      won: [],
    };
  });
  return {
    id,
    category: seed.category,
    draw_date: past?.draw_date ?? isoDate(draw),
    draw_time: past?.draw_time ?? '20:00',
    closing_date: past?.draw_date ?? isoDate(draw),
    closing_time: past?.draw_time ?? '19:00',
    description: seed.description,
    image: `${imageBase}/${imageName(seed)}`,
    gallery_images: [`${imageBase}/${imageName(seed)}`],
    price_per_ticket: seed.price,
    quantity: 1,
    title: seed.title,
    // A past draw opens and is then entered, closed and drawn as its story says (pastDraws.ts).
    status: past ? 'open' : (seed.finished ?? 'open'),
    total_sell_tickets: seed.total,
    total_ticket_sold: 0,
    created_at: new Date(past?.openedAt ?? now - openedDaysAgo(seed) * DAY).toISOString(),
    max_ticket_per_user: seed.maxPerUser,
    reward_wins: (seed.rewardWins ?? []).map((reward, index) => ({
      id: id * 100 + 50 + index,
      title: reward.title,
      prize_value: reward.value,
      image: '',
      percent: reward.percent,
      winner: null,
    })),
    instant_wins: instantWins,
    instant_wins_tickets: instantWins.flatMap((prize) =>
      prize.ticket_numbers.map((number) => ({ ticket_number: number, instant_win_id: prize.id, claimed: false })),
    ),
    enable_instant_wins: instantWins.length > 0,
    enable_reward_wins: (seed.rewardWins ?? []).length > 0,
    comp_question: Boolean(seed.question),
    question: seed.question?.text ?? '',
    question_options: (seed.question?.options ?? []).map((text, index) => ({ id: index + 1, text })),
    competition_product_id: id,
    hide_ticket_count: false,
    hide_timer: false,
    disable_tickets: false,
    live_draw_info: 'Drawn live on Facebook at 8pm.',
    live_draw: true,
    sale_price: seed.salePrice ?? null,
    sale_start_date: seed.salePrice ? isoDate(now - 2 * DAY) : '',
    sale_start_time: seed.salePrice ? '00:00' : '',
    sale_end_date: seed.salePrice ? isoDate(now + 3 * DAY) : '',
    sale_end_time: seed.salePrice ? '23:59' : '',
  };
}

/** The correct answer is kept server-side only: the storefront never sees which option is right. */
export function correctAnswers(): Map<number, number> {
  return new Map(CATALOGUE.flatMap((seed, index) => (seed.question ? [[FIRST_ID + index, seed.question.correct + 1] as [number, number]] : [])));
}

function billingOf(db: Db, userId: number): OrderBilling {
  const profile = storedProfile(db, userId);
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    address_1: profile.billing_address_1,
    address_2: profile.billing_address_2,
    city: profile.billing_city,
    state: profile.billing_state,
    postcode: profile.billing_postcode,
    phone: profile.billing_phone,
    email: profile.email,
  };
}

/** An order of `quantity` tickets of one competition, paid by card, as if the customer had bought them at `createdAt`. */
export function sell(db: Db, competition: Competition, userId: number, quantity: number, status: string, createdAt: number): number[] {
  const numbers = pickUnsoldNumbers(db, competition.id, competition.total_sell_tickets, quantity);
  const price = toMinor(competition.price_per_ticket);
  createOrder(db, {
    userId,
    status,
    totalMinor: price * quantity,
    paymentMethod: 'test_card',
    paymentMethodTitle: PAYMENT_TITLES.test_card,
    billing: billingOf(db, userId),
    createdAt,
    lines: [
      {
        competition_id: competition.id,
        title: competition.title,
        quantity,
        price_minor: price,
        tickets: numbers,
        draw_date: competition.draw_date,
        draw_time: competition.draw_time,
      },
    ],
  });
  return numbers;
}

/** Seeds the demo shop. `imageBase` is where store-api serves the generated artwork. */
export async function seedDemoData(db: Db, options: { imagesDir: string; imageBase: string; now?: number }): Promise<void> {
  const now = options.now ?? Date.now();
  const customers = [DEMO_CUSTOMER, SECOND_CUSTOMER, ...OTHER_CUSTOMERS];
  const hashes = new Map(await Promise.all(customers.map(async (customer) => [customer, await hashPassword(customer.password)] as const)));
  const create = (customer: (typeof customers)[number]) => createUser(db, customer, hashes.get(customer));
  fs.mkdirSync(options.imagesDir, { recursive: true });
  const past: { competition: Competition; draw: PastDraw; toSell: number }[] = [];
  const buyers: number[] = [];
  db.transaction(() => {
    writeContent(db, 'settings', SETTINGS);
    writeContent(db, 'seo:Home', HOME_SEO);
    writeContent(db, 'how-it-works', HOW_IT_WORKS);
    writeContent(db, 'faqs', FAQS);
    writeContent(db, 'legal', LEGAL_TABS);
    writeContent(db, 'answers', Object.fromEntries(correctAnswers()));

    const demoId = create(DEMO_CUSTOMER);
    const secondId = create(SECOND_CUSTOMER);
    const othersIds = OTHER_CUSTOMERS.map(create);
    buyers.push(...othersIds);
    const demo = storedProfile(db, demoId);
    saveProfile(db, demoId, {
      ...demo,
      billing_address_1: '12 Lakeside Cottages',
      billing_address_2: 'Mill Lane',
      billing_city: 'Maidstone',
      billing_postcode: 'ME15 6AA',
      billing_state: 'Kent',
      billing_phone: '07700 900123',
      limit_duration: 'month',
      limit_value: 500,
    });

    CATALOGUE.forEach((seed, index) => {
      const competition = buildCompetition(seed, FIRST_ID + index, now, options.imageBase);
      fs.writeFileSync(path.join(options.imagesDir, imageName(seed)), competitionArtwork(seed.title, seed.motif));
      // Every demo draw is by rule v2; each commitment is dated when its competition opened, as a real one is published then.
      saveCompetition(db, competition, Boolean(seed.featured), undefined, Date.parse(competition.created_at));
      const toSell = Math.round(seed.sold * seed.total);
      const draw = pastDrawOf(seed.title);
      if (draw) {
        past.push({ competition, draw, toSell });
        return;
      }
      const chunk = Math.ceil(toSell / othersIds.length);
      othersIds.forEach((userId, buyer) => {
        const quantity = Math.min(chunk, toSell - buyer * chunk);
        if (quantity > 0) sell(db, competition, userId, quantity, 'completed', now - (3 + buyer) * DAY);
      });
    });

    // The demo customer's history: orders with tickets, a ticket win, points, coupons and credit.
    const first = FIRST_ID;
    const carpBundle = JSON.parse((db.prepare('SELECT data FROM competitions WHERE id = ?').get(first) as { data: string }).data) as Competition;
    const cash = JSON.parse((db.prepare('SELECT data FROM competitions WHERE id = ?').get(first + 2) as { data: string }).data) as Competition;
    sell(db, carpBundle, demoId, 10, 'completed', now - 2 * DAY);
    sell(db, cash, demoId, 5, 'processing', now - DAY);
    sell(db, carpBundle, demoId, 1, 'admin-comp-win', now - DAY / 2);
    const points = db.prepare('INSERT INTO points_log (user_id, description, type, points, created_at) VALUES (?, ?, ?, ?, ?)');
    points.run(demoId, 'Points earned for order', 'order-earn', 19, now - 2 * DAY);
    points.run(demoId, 'Points earned for order', 'order-earn', 12, now - DAY);
    points.run(demoId, 'Points redeemed on order', 'order-redeem', -10, now - DAY / 2);
    points.run(demoId, 'Welcome bonus', 'bonus', 25, now - 9 * DAY);
    const coupon = db.prepare('INSERT INTO coupons (code, user_id, description, amount_minor) VALUES (?, ?, ?, ?)');
    coupon.run('TIGHTLINES5', demoId, '£5 off your next order', 500);
    coupon.run('WELCOME10', demoId, '£10 welcome coupon', 1000);
    db.prepare('INSERT INTO credit_log (user_id, description, amount_minor, created_at) VALUES (?, ?, ?, ?)').run(
      demoId,
      'Instant win: £10 Site Credit',
      1000,
      now - 3 * DAY,
    );
    db.prepare('INSERT INTO bank_details (user_id, account_number, sort_code) VALUES (?, ?, ?)').run(demoId, '31926819', '601613');
    void secondId;
  })();
  for (const { competition, draw, toSell } of past) await makePastDraw(db, competition, draw, buyers, toSell);
}

/**
 * One past draw, by the shop's own code on the shop's clock of that day: its entries in the order they came
 * (paid orders, and postal cards recorded as the operator does), the close (entry list, hash and round R
 * published), then the draw from the recorded round R, verified against the pinned quicknet key.
 */
async function makePastDraw(db: Db, competition: Competition, draw: PastDraw, buyers: readonly number[], toSell: number): Promise<void> {
  if (!closeNamesItsRound(draw)) throw new Error(`${draw.title}: a close at ${new Date(draw.closedAt).toISOString()} does not name round ${draw.beacon.round}`);
  const quantities = pastPaidQuantities(toSell - draw.postalCards.length, buyers.length);
  for (const event of pastEntryEvents(draw, quantities)) {
    if (event.kind === 'sale') {
      sell(db, competition, buyers[event.buyer]!, event.quantity, 'completed', event.at);
      continue;
    }
    const { card } = event;
    const outcome = recordPostalEntry(
      db,
      {
        competitionId: competition.id,
        firstName: card.first_name,
        lastName: card.last_name,
        address1: card.address_1,
        address2: '',
        city: card.city,
        postcode: card.postcode,
        email: card.email,
        answer: null,
        received: isoDate(event.at),
      },
      { now: event.at },
    );
    if (outcome.entry.outcome !== 'accepted') throw new Error(`${draw.title}: the postal entry of ${card.first_name} was refused: ${outcome.entry.reason}`);
  }
  const close = closeDraw(db, competition.id, draw.closedAt);
  if (close?.beaconRound !== draw.beacon.round) throw new Error(`${draw.title}: the close named round ${close?.beaconRound}, not ${draw.beacon.round}`);
  await drawWithBeacon(db, competition.id, { ...draw.beacon, relay: 'https://api.drand.sh' }, draw.drawnAt);
}
