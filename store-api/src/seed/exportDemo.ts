/**
 * The demo shop as one JSON file, for the companion WordPress plugin's importer
 * (`angling_prizes_import_demo_file($json_path)`, wordpress-plugin/dev/: development sites only), so a real
 * WordPress + WooCommerce site carries the same catalogue, customers and content as store-api.
 *
 *   pnpm --filter @shop/store-api exec tsx src/seed/exportDemo.ts [out.json]
 *
 * Without a path the JSON goes to standard output. The catalogue, the customers and the site content are read
 * from store-api's own seed modules (catalogue.ts, users.ts, content.ts, artwork.ts), so there is one source.
 * Customers carry their passwords as plain text: the importer hands them to WordPress, which hashes them.
 * Dates are absolute (computed from the moment of export as store-api's seeding computes them); the importer
 * is idempotent, so importing a newer export moves the dates on.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Faq, HowItWorks, LegalTab, SeoSettings, Settings } from '@shop/shared-contracts';
import { competitionArtwork } from './artwork';
import { CATALOGUE, openedDaysAgo, type CompetitionSeed } from './catalogue';
import { FAQS, HOME_SEO, HOW_IT_WORKS, LEGAL_TABS, SETTINGS } from './content';
import { pastDrawOf, pastEntryEvents, pastPaidQuantities, type PastPostalCard, type RecordedBeacon } from './pastDraws';
import { DEMO_CUSTOMER, OTHER_CUSTOMERS, SECOND_CUSTOMER, type UserSeed } from './users';

export const DEMO_EXPORT_FORMAT = 'angling-prizes-demo';
/** 2: past draws by rule v2 on recorded drand rounds (`past_draw`, `postal_entries`). */
export const DEMO_EXPORT_VERSION = 2;

const DAY = 86_400_000;

export interface DemoCompetition {
  /** Stable across exports: the importer finds the product it made by it. */
  key: string;
  title: string;
  /** A product category slug. */
  category: string;
  featured: boolean;
  /** HTML. */
  description: string;
  price: number;
  /** A sale price and its window (UK local dates and times), or null. */
  sale: { price: number; start_date: string; start_time: string; end_date: string; end_time: string } | null;
  total_tickets: number;
  max_per_user: number;
  /** UK local YYYY-MM-DD and HH:MM. */
  draw_date: string;
  draw_time: string;
  closing_date: string;
  closing_time: string;
  /** 'drawn': a past draw (`past_draw`), which the importer enters, closes and draws as store-api's seed does. */
  status: 'open' | 'closed' | 'drawn';
  /**
   * A past draw by rule v2 (pastDraws.ts): after its sales and postal entries, the importer publishes its close
   * at `closed_at` (which names round R), then draws it at `drawn_at` from round R's recorded beacon, verified
   * against the pinned quicknet key like any fetched one. Unix seconds. Null for every other competition.
   */
  past_draw: { closed_at: number; drawn_at: number; beacon: RecordedBeacon } | null;
  created_at: string;
  /** `correct` is the 1-based id of the right option (server-side only). */
  question: { text: string; options: string[]; correct: number } | null;
  instant_wins: { title: string; prize_value: number; count: number }[];
  reward_wins: { title: string; prize_value: number; percent: number }[];
  live_draw: boolean;
  live_draw_info: string;
  /** The artwork: an SVG file the importer writes to the uploads folder. */
  image: { file: string; svg: string };
}

export interface DemoCustomer extends UserSeed {
  /** 'demo' and 'second' are the documented sign-ins; 'buyer' customers bought the tickets already sold. */
  role: 'demo' | 'second' | 'buyer';
  billing: {
    address_1: string;
    address_2: string;
    city: string;
    state: string;
    postcode: string;
    phone: string;
  };
}

/** One order: `quantity` tickets of one competition, placed `created_at`. */
export interface DemoSale {
  competition: string;
  customer: string;
  quantity: number;
  /** A WooCommerce order status without `wc-` ('admin-comp-win' is the plugin's "Ticket Win"). */
  status: string;
  created_at: string;
}

/** A free postal entry of a past draw, recorded by the importer at `recorded_at` as the operator records a card. */
export interface DemoPostalEntry extends PastPostalCard {
  competition: string;
  /** YYYY-MM-DD, the day the card was received. */
  received: string;
  recorded_at: string;
}

export interface DemoExport {
  format: typeof DEMO_EXPORT_FORMAT;
  version: typeof DEMO_EXPORT_VERSION;
  generated_at: string;
  content: {
    settings: Settings;
    seo: Record<string, SeoSettings>;
    how_it_works: HowItWorks;
    faqs: Faq[];
    legal_terms: LegalTab[];
  };
  customers: DemoCustomer[];
  competitions: DemoCompetition[];
  /** By time, within each competition. */
  sales: DemoSale[];
  postal_entries: DemoPostalEntry[];
  /** The demo customer's ledgers (by email), as store-api seeds them. */
  ledgers: {
    customer: string;
    points: { description: string; type: string; points: number; created_at: string }[];
    coupons: { code: string; description: string; amount: number }[];
    credit: { description: string; amount: number; created_at: string }[];
    bank_details: { account_number: string; sort_code: string } | null;
    spending_limit: { limit_duration: 'day' | 'week' | 'month'; limit_value: number } | null;
  }[];
}

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);
const iso = (time: number) => new Date(time).toISOString();

/** The artwork's file name, as store-api names it (seed.ts). */
export function demoKey(seed: CompetitionSeed): string {
  return seed.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function competitionOf(seed: CompetitionSeed, now: number): DemoCompetition {
  const draw = now + seed.drawInDays * DAY;
  const key = demoKey(seed);
  const past = pastDrawOf(seed.title);
  return {
    key,
    title: seed.title,
    category: seed.category,
    featured: Boolean(seed.featured),
    description: seed.description,
    price: seed.price,
    sale: seed.salePrice
      ? { price: seed.salePrice, start_date: isoDate(now - 2 * DAY), start_time: '00:00', end_date: isoDate(now + 3 * DAY), end_time: '23:59' }
      : null,
    total_tickets: seed.total,
    max_per_user: seed.maxPerUser,
    draw_date: past?.draw_date ?? isoDate(draw),
    draw_time: past?.draw_time ?? '20:00',
    closing_date: past?.draw_date ?? isoDate(draw),
    closing_time: past?.draw_time ?? '19:00',
    status: seed.finished ?? 'open',
    created_at: iso(past?.openedAt ?? now - openedDaysAgo(seed) * DAY),
    past_draw: past ? { closed_at: past.closedAt / 1000, drawn_at: past.drawnAt / 1000, beacon: { ...past.beacon } } : null,
    question: seed.question ? { text: seed.question.text, options: [...seed.question.options], correct: seed.question.correct + 1 } : null,
    instant_wins: (seed.instantWins ?? []).map((prize) => ({ title: prize.title, prize_value: prize.value, count: prize.count })),
    reward_wins: (seed.rewardWins ?? []).map((reward) => ({ title: reward.title, prize_value: reward.value, percent: reward.percent })),
    live_draw: true,
    live_draw_info: 'Drawn live on Facebook at 8pm.',
    image: { file: `${key}.svg`, svg: competitionArtwork(seed.title, seed.motif) },
  };
}

const NO_BILLING = { address_1: '', address_2: '', city: '', state: '', postcode: '', phone: '' };

/** The demo shop as of `now`, with the same catalogue, sales and ledgers as store-api's seedDemoData. */
export function buildDemoExport(now = Date.now()): DemoExport {
  const competitions = CATALOGUE.map((seed) => competitionOf(seed, now));
  const customers: DemoCustomer[] = [
    // The demo customer's billing details and limit are the ones seedDemoData saves.
    {
      ...DEMO_CUSTOMER,
      role: 'demo',
      billing: { address_1: '12 Lakeside Cottages', address_2: 'Mill Lane', city: 'Maidstone', state: 'Kent', postcode: 'ME15 6AA', phone: '07700 900123' },
    },
    { ...SECOND_CUSTOMER, role: 'second', billing: { ...NO_BILLING, city: SECOND_CUSTOMER.city } },
    ...OTHER_CUSTOMERS.map((customer): DemoCustomer => ({ ...customer, role: 'buyer', billing: { ...NO_BILLING, city: customer.city } })),
  ];

  // The tickets already sold go to the other customers in equal chunks, as seedDemoData sells them.
  const sales: DemoSale[] = [];
  const postalEntries: DemoPostalEntry[] = [];
  CATALOGUE.forEach((seed, index) => {
    const toSell = Math.round(seed.sold * seed.total);
    const past = pastDrawOf(seed.title);
    if (past) {
      // A past draw's entries in the order they came, as seedDemoData makes them (pastDraws.ts).
      const quantities = pastPaidQuantities(toSell - past.postalCards.length, OTHER_CUSTOMERS.length);
      for (const event of pastEntryEvents(past, quantities)) {
        const competition = competitions[index]!.key;
        if (event.kind === 'sale') {
          sales.push({ competition, customer: OTHER_CUSTOMERS[event.buyer]!.email, quantity: event.quantity, status: 'completed', created_at: iso(event.at) });
        } else {
          postalEntries.push({ competition, ...event.card, received: isoDate(event.at), recorded_at: iso(event.at) });
        }
      }
      return;
    }
    const chunk = Math.ceil(toSell / OTHER_CUSTOMERS.length);
    OTHER_CUSTOMERS.forEach((buyer, position) => {
      const quantity = Math.min(chunk, toSell - position * chunk);
      if (quantity > 0) {
        sales.push({
          competition: competitions[index]!.key,
          customer: buyer.email,
          quantity,
          status: 'completed',
          created_at: iso(now - (3 + position) * DAY),
        });
      }
    });
  });
  // The demo customer's own orders: two in the carp bundle (one a Ticket Win) and one in the cash draw.
  const carpBundle = competitions[0]!.key;
  const cash = competitions[2]!.key;
  sales.push(
    { competition: carpBundle, customer: DEMO_CUSTOMER.email, quantity: 10, status: 'completed', created_at: iso(now - 2 * DAY) },
    { competition: cash, customer: DEMO_CUSTOMER.email, quantity: 5, status: 'processing', created_at: iso(now - DAY) },
    { competition: carpBundle, customer: DEMO_CUSTOMER.email, quantity: 1, status: 'admin-comp-win', created_at: iso(now - DAY / 2) },
  );

  return {
    format: DEMO_EXPORT_FORMAT,
    version: DEMO_EXPORT_VERSION,
    generated_at: iso(now),
    content: { settings: SETTINGS, seo: { Home: HOME_SEO }, how_it_works: HOW_IT_WORKS, faqs: FAQS, legal_terms: LEGAL_TABS },
    customers,
    competitions,
    sales,
    postal_entries: postalEntries,
    ledgers: [
      {
        customer: DEMO_CUSTOMER.email,
        points: [
          { description: 'Points earned for order', type: 'order-earn', points: 19, created_at: iso(now - 2 * DAY) },
          { description: 'Points earned for order', type: 'order-earn', points: 12, created_at: iso(now - DAY) },
          { description: 'Points redeemed on order', type: 'order-redeem', points: -10, created_at: iso(now - DAY / 2) },
          { description: 'Welcome bonus', type: 'bonus', points: 25, created_at: iso(now - 9 * DAY) },
        ],
        coupons: [
          { code: 'TIGHTLINES5', description: '£5 off your next order', amount: 5 },
          { code: 'WELCOME10', description: '£10 welcome coupon', amount: 10 },
        ],
        credit: [{ description: 'Instant win: £10 Site Credit', amount: 10, created_at: iso(now - 3 * DAY) }],
        bank_details: { account_number: '31926819', sort_code: '601613' },
        spending_limit: { limit_duration: 'month', limit_value: 500 },
      },
    ],
  };
}

/** Writes the export to `target`, or to standard output without one. */
export function writeDemoExport(target: string | undefined, now = Date.now()): void {
  const json = `${JSON.stringify(buildDemoExport(now), null, 2)}\n`;
  if (!target) {
    process.stdout.write(json);
    return;
  }
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  fs.writeFileSync(target, json);
}

if (/exportDemo\.[cm]?[jt]s$/.test(process.argv[1] ?? '')) writeDemoExport(process.argv[2]);
