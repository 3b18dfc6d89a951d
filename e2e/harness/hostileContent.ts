import type { Competition, InstantWinNotification } from '@shop/shared-contracts';
import { openDatabase } from '../../store-api/src/db/openDatabase';
import { saveCompetition } from '../../store-api/src/domain/competitions';
import { writeContent } from '../../store-api/src/domain/content';
import { createOrder } from '../../store-api/src/domain/orders';
import { recordWinner } from '../../store-api/src/domain/winners';
import { createNoticeWriter } from '../../store-api/src/realtime/noticeWriter';
import { api } from './customer';
import type { Shop } from './shop';

/**
 * Hostile content for the XSS tests: five payloads, each of which sets its own global flag (and opens a
 * dialog) if it ever runs, written into every place the shop shows text or HTML from its server.
 *
 * Every payload is free of spaces, so a place that shows only a first word (chat names, the instant-win
 * pop-up's winner) still gets all of it, and starts with its flag's name and a colon as plain text: that
 * marker shows the payload reached the page even when the rendering drops its markup.
 */
export const PAYLOAD_KINDS = ['script', 'img', 'link', 'svgScript', 'svgOnload'] as const;
export type PayloadKind = (typeof PAYLOAD_KINDS)[number];

/** The global a payload sets when it runs: `xss_<field>_<kind>`. */
export function flagName(field: string, kind: PayloadKind): string {
  return `xss_${field}_${kind}`;
}

const PAYLOADS: Readonly<Record<PayloadKind, (run: string) => string>> = {
  script: (run) => `<script>${run}</script>`,
  img: (run) => `<img/src="data:,x"/onerror="${run}">`,
  link: (run) => `<a/href="javascript:${run}">LINK</a>`,
  svgScript: (run) => `<svg><script>${run}</script></svg>`,
  svgOnload: (run) => `<svg/onload="${run}"></svg>`,
};

/** One payload for one field, behind its marker; the link's text is its flag, so a test can find and click it. */
export function hostile(field: string, kind: PayloadKind): string {
  const flag = flagName(field, kind);
  return `${flag}:${PAYLOADS[kind](`alert(self.${flag}=1)`).replace('LINK', flag)}`;
}

/** All five payloads one after another, for a place that holds a single value (a title, a description). */
export function hostileAll(field: string): string {
  return PAYLOAD_KINDS.map((kind) => hostile(field, kind)).join('');
}

/** A javascript: URL for a field that holds a URL (a picture); it counts as that field's link payload. */
export function hostileUrl(field: string): string {
  return `javascript:alert(self.${flagName(field, 'link')}=1)`;
}

/**
 * How a field is meant to reach the screen: `text` shows the payload as the characters it is (in the text,
 * or a label or tooltip where the text is shortened), `html` is sanitized server HTML (its markers stay,
 * its markup may go), `amount` is read as a number (a payload is no number), `url` is a picture's address.
 */
export type Rendering = 'text' | 'html' | 'amount' | 'url';

/** Every field the tests feed, with how it is rendered. The keys are the `field` part of each flag. */
export const FIELDS = {
  title: 'text',
  description: 'html',
  image: 'url',
  gallery: 'url',
  instantPrize: 'text',
  instantWinner: 'text',
  rewardWinner: 'text',
  faqQuestion: 'text',
  faqAnswer: 'html',
  legalTitle: 'text',
  legalContent: 'html',
  chatName: 'text',
  chatMessage: 'text',
  winnerName: 'text',
  winnerTown: 'text',
  orderTotal: 'html',
  orderDetailTotal: 'amount',
  orderLine: 'text',
  noticeUser: 'text',
  noticeTitle: 'text',
  noticePrize: 'text',
  noticeImage: 'url',
} as const satisfies Record<string, Rendering>;
export type Field = keyof typeof FIELDS;

/** The payload kinds a field gets: all five, or the javascript: URL alone for a URL field. */
export function kindsOf(field: Field): readonly PayloadKind[] {
  return FIELDS[field] === 'url' ? ['link'] : PAYLOAD_KINDS;
}

/** The competition made hostile: store-api's instant-win competition, which the CLI's notice names by default. */
export const HOSTILE_COMPETITION_ID = 104;

export interface HostileCustomer {
  kind: PayloadKind;
  email: string;
  password: string;
  token: string;
}

export interface FedContent {
  competition: Competition;
  customers: HostileCustomer[];
  /** The orders of the first customer, one per payload kind, in kind order. */
  orders: { id: number; kind: PayloadKind }[];
}

/** The competition with every text it shows replaced by payloads, its pictures by javascript: URLs, and winners named by payloads. */
function hostileCompetition(stored: Competition): Competition {
  const [firstPrize, ...otherPrizes] = stored.instant_wins;
  if (!firstPrize || firstPrize.ticket_numbers.length < PAYLOAD_KINDS.length)
    throw new Error(`competition ${stored.id} has too few instant wins to name winners`);
  return {
    ...stored,
    title: hostileAll('title'),
    description: hostileAll('description'),
    image: hostileUrl('image'),
    gallery_images: [hostileUrl('image'), hostileUrl('gallery')],
    instant_wins: [
      {
        ...firstPrize,
        title: hostileAll('instantPrize'),
        won: PAYLOAD_KINDS.map((kind, index) => ({ ticket_number: firstPrize.ticket_numbers[index]!, user: hostile('instantWinner', kind) })),
      },
      ...otherPrizes,
    ],
    enable_reward_wins: true,
    reward_wins: PAYLOAD_KINDS.map((kind, index) => ({
      id: stored.id * 100 + 60 + index,
      title: `Reward prize ${index + 1}`,
      prize_value: 10,
      image: '',
      percent: 5 + index,
      winner: { ticket_number: index + 1, user: hostile('rewardWinner', kind) },
    })),
  };
}

/** Registers one customer per payload kind, each with that payload as first name, through store-api's own call. */
async function registerCustomers(shop: Shop): Promise<HostileCustomer[]> {
  const customers: HostileCustomer[] = [];
  for (const kind of PAYLOAD_KINDS) {
    const email = `xss-${kind.toLowerCase()}@anglingprizes.test`;
    const password = 'Hostile!Angler2026';
    const answer = await api<{ success: boolean; data?: { token: string }; message?: string }>(shop, '/api/v1/register', {
      first_name: hostile('chatName', kind),
      last_name: 'Tester',
      email,
      password,
      date_of_birth: '1980-05-17',
    });
    if (!answer.data?.token) throw new Error(`registering the ${kind} customer failed: ${JSON.stringify(answer)}`);
    customers.push({ kind, email, password, token: answer.data.token });
  }
  return customers;
}

/**
 * Writes hostile content into the shop's store-api: the competition, FAQ, legal terms and winners straight
 * into its database (the catalogue cache sees a changed competition at once), customers through
 * registration and their chat messages through the chat call (which also writes the realtime room), and
 * orders whose line titles are payloads. Call it before any page is rendered: the render server keeps a
 * page for seconds.
 */
export async function feedHostileContent(shop: Shop): Promise<FedContent> {
  if (!shop.dataDir) throw new Error('this shop runs without store-api');
  const customers = await registerCustomers(shop);
  for (const customer of customers) {
    const posted = await api<{ success: boolean }>(shop, '/api/v1/community_chat', { message: hostile('chatMessage', customer.kind) }, customer.token);
    if (!posted.success) throw new Error(`the ${customer.kind} chat message was refused: ${JSON.stringify(posted)}`);
  }

  const db = openDatabase(shop.dataDir);
  try {
    return db.transaction(() => {
      const row = db.prepare('SELECT data FROM competitions WHERE id = ?').get(HOSTILE_COMPETITION_ID) as { data: string } | undefined;
      if (!row) throw new Error(`no competition ${HOSTILE_COMPETITION_ID} in store-api's seed`);
      const competition = hostileCompetition(JSON.parse(row.data) as Competition);
      saveCompetition(db, competition, true);

      writeContent(
        db,
        'faqs',
        PAYLOAD_KINDS.map((kind) => ({ question: hostile('faqQuestion', kind), answer: hostile('faqAnswer', kind) })),
      );
      writeContent(
        db,
        'legal',
        PAYLOAD_KINDS.map((kind) => ({ title: hostile('legalTitle', kind), content: hostile('legalContent', kind) })),
      );

      const owner = db.prepare('SELECT id FROM users WHERE email = ?').get(customers[0]!.email) as { id: number };
      const now = Date.now();
      PAYLOAD_KINDS.forEach((kind, index) => {
        recordWinner(db, {
          competitionId: competition.id,
          ticketNumber: competition.instant_wins[0]!.ticket_numbers[index]!,
          userId: owner.id,
          name: hostile('winnerName', kind),
          location: hostile('winnerTown', kind),
          prize: '£10 Site Credit',
          prizeValueMinor: 1000,
          prizeType: 'instant',
          wonAt: now - index * 1000,
        });
      });
      const orders = PAYLOAD_KINDS.map((kind, index) => {
        const { id } = createOrder(db, {
          userId: owner.id,
          status: 'completed',
          totalMinor: 49 * (index + 1),
          paymentMethod: 'test_card',
          paymentMethodTitle: 'Card',
          billing: {
            first_name: 'Hostile',
            last_name: 'Tester',
            address_1: '1 Test Lane',
            address_2: 'Test Street',
            city: 'Testbury',
            state: '',
            postcode: 'TE1 1ST',
            phone: '07700 900000',
            email: customers[0]!.email,
          },
          lines: [
            {
              competition_id: competition.id,
              title: hostile('orderLine', kind),
              quantity: index + 1,
              price_minor: 49,
              tickets: [],
              draw_date: competition.draw_date,
              draw_time: competition.draw_time,
            },
          ],
          createdAt: now - index * 60_000,
        });
        return { id, kind };
      });
      return { competition, customers, orders };
    })();
  } finally {
    db.close();
  }
}

/** Replaces one competition's description in store-api's database. */
export function writeDescription(shop: Shop, competitionId: number, description: string): Competition {
  if (!shop.dataDir) throw new Error('this shop runs without store-api');
  const db = openDatabase(shop.dataDir);
  try {
    const row = db.prepare('SELECT data, featured FROM competitions WHERE id = ?').get(competitionId) as { data: string; featured: number } | undefined;
    if (!row) throw new Error(`no competition ${competitionId} in store-api's seed`);
    const competition = { ...(JSON.parse(row.data) as Competition), description };
    saveCompetition(db, competition, row.featured === 1);
    return competition;
  } finally {
    db.close();
  }
}

/** Writes one notice straight to the realtime database's `instant-wins` node, as store-api's writer does. */
export async function pushNotice(shop: Shop, notice: InstantWinNotification): Promise<void> {
  if (shop.rtdbPort === null) throw new Error('this shop runs without store-api');
  const writer = createNoticeWriter(shop.rtdbPort);
  try {
    await writer.push(notice);
  } finally {
    await writer.close();
  }
}
