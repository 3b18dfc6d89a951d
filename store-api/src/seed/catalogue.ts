import type { Motif } from './artwork';

/** The demo catalogue: what a UK angling competition site typically runs in one month. */
export interface CompetitionSeed {
  title: string;
  category: 'tackle' | 'carp-fishing' | 'cash' | 'instant-wins' | 'cars-boats';
  motif: Motif;
  price: number;
  total: number;
  maxPerUser: number;
  /** Share of tickets already sold to other customers, 0..1. */
  sold: number;
  /** Days from seeding to the draw; negative for finished competitions. */
  drawInDays: number;
  description: string;
  featured?: boolean;
  question?: { text: string; options: string[]; correct: number };
  instantWins?: { title: string; value: number; count: number }[];
  rewardWins?: { title: string; value: number; percent: number }[];
  salePrice?: number;
  /** 'drawn' competitions get a main winner at seeding. */
  finished?: 'drawn' | 'closed';
  /** When it opened; by default 10 days ago, or 30 days before a past draw. */
  createdDaysAgo?: number;
}

/** How many days ago a seeded competition opened: never after its draw, so its draw's commitment precedes its close. */
export function openedDaysAgo(seed: Pick<CompetitionSeed, 'createdDaysAgo' | 'drawInDays'>): number {
  return seed.createdDaysAgo ?? (seed.drawInDays < 0 ? 30 - seed.drawInDays : 10);
}

const QUESTION = { text: 'Which of these is a species of carp?', options: ['Mirror', 'Pike', 'Perch'], correct: 0 };
const BAIT_QUESTION = { text: 'What is a boilie?', options: ['A carp bait', 'A type of hook', 'A knot'], correct: 0 };

export const CATALOGUE: CompetitionSeed[] = [
  {
    title: 'Ultimate Carp Session Bundle',
    category: 'carp-fishing',
    motif: 'fish',
    price: 1.99,
    total: 2999,
    maxPerUser: 150,
    sold: 0.62,
    drawInDays: 2,
    featured: true,
    question: QUESTION,
    description:
      '<p>Three Shimano Ultegra XTE reels, a set of three 12ft 3.25lb rods, bivvy, bedchair and a full bait kit. Everything for a 48-hour session.</p>',
    instantWins: [
      { title: '£50 Site Credit', value: 50, count: 10 },
      { title: 'Korda Tackle Box', value: 80, count: 3 },
    ],
    rewardWins: [
      { title: '£250 Tackle Voucher', value: 250, percent: 50 },
      { title: '£500 Cash', value: 500, percent: 100 },
    ],
  },
  {
    title: 'Daiwa Basia 45 QD Reel Trio',
    category: 'tackle',
    motif: 'reel',
    price: 0.99,
    total: 1999,
    maxPerUser: 100,
    sold: 0.41,
    drawInDays: 5,
    featured: true,
    description: '<p>Three Daiwa Basia 45 QD big-pit reels, the go-to reel for distance carp fishing.</p>',
  },
  {
    title: '£5,000 Tax-Free Cash',
    category: 'cash',
    motif: 'coins',
    price: 2.49,
    total: 4999,
    maxPerUser: 200,
    sold: 0.77,
    drawInDays: 1,
    featured: true,
    question: BAIT_QUESTION,
    description: '<p>Five thousand pounds straight into your bank account. Spend it on the bank, off the bank, wherever you like.</p>',
    rewardWins: [
      { title: '£100 Cash', value: 100, percent: 25 },
      { title: '£250 Cash', value: 250, percent: 75 },
    ],
  },
  {
    title: 'Instant Win Tackle Frenzy',
    category: 'instant-wins',
    motif: 'bolt',
    price: 0.49,
    total: 9999,
    maxPerUser: 500,
    sold: 0.35,
    drawInDays: 9,
    featured: true,
    description: '<p>Over 100 instant prizes to win the moment your ticket number comes up, plus a £1,000 end prize.</p>',
    instantWins: [
      { title: '£10 Site Credit', value: 10, count: 60 },
      { title: '£25 Cash', value: 25, count: 30 },
      { title: 'Spod & Marker Rod', value: 120, count: 5 },
      { title: '£250 Cash', value: 250, count: 2 },
    ],
  },
  {
    title: 'Bait Boat with GPS Autopilot',
    category: 'cars-boats',
    motif: 'boat',
    price: 1.49,
    total: 2499,
    maxPerUser: 120,
    sold: 0.28,
    drawInDays: 12,
    description: '<p>A top-spec bait boat with GPS autopilot, sonar and three hoppers. Put your rigs exactly where the fish are.</p>',
  },
  {
    title: 'Ford Ranger Wildtrak or £30,000',
    category: 'cars-boats',
    motif: 'car',
    price: 4.99,
    total: 7999,
    maxPerUser: 250,
    sold: 0.19,
    drawInDays: 21,
    featured: true,
    question: QUESTION,
    description: '<p>The ultimate fishing wagon: room for all the kit, four-wheel drive for every muddy car park. Or take £30,000 cash.</p>',
    instantWins: [{ title: '£100 Cash', value: 100, count: 10 }],
  },
  {
    title: 'Nash Scope Rods x3',
    category: 'tackle',
    motif: 'reel',
    price: 0.79,
    total: 1499,
    maxPerUser: 80,
    sold: 0.55,
    drawInDays: 3,
    salePrice: 0.59,
    description: '<p>Three Nash Scope 10ft 3.5lb shrink rods, perfect for stalking and roving.</p>',
  },
  {
    title: 'Week at a French Carp Lake',
    category: 'carp-fishing',
    motif: 'fish',
    price: 2.99,
    total: 1999,
    maxPerUser: 100,
    sold: 0.47,
    drawInDays: 14,
    description: '<p>Seven nights on a private French venue stocked with fish to 70lb, with travel for two.</p>',
  },
  {
    title: '£500 Instant Cash Blitz',
    category: 'instant-wins',
    motif: 'bolt',
    price: 0.25,
    total: 4999,
    maxPerUser: 400,
    sold: 0.52,
    drawInDays: 4,
    description: '<p>Fifty instant cash prizes and a £500 end prize.</p>',
    instantWins: [
      { title: '£5 Cash', value: 5, count: 40 },
      { title: '£20 Cash', value: 20, count: 10 },
    ],
  },
  {
    title: '£1,000 Midweek Cash',
    category: 'cash',
    motif: 'coins',
    price: 0.69,
    total: 2999,
    maxPerUser: 150,
    sold: 0.31,
    drawInDays: 6,
    description: '<p>A thousand pounds, drawn live on Wednesday night.</p>',
  },
  {
    title: 'Complete Beginner Carp Kit',
    category: 'carp-fishing',
    motif: 'fish',
    price: 0.39,
    total: 999,
    maxPerUser: 60,
    sold: 0.12,
    drawInDays: 18,
    createdDaysAgo: 1,
    description: '<p>Rods, reels, alarms, landing net, mat and bait: everything a new carp angler needs.</p>',
  },
  {
    title: 'Fox EOS Pro Bivvy & Bedchair',
    category: 'tackle',
    motif: 'reel',
    price: 1.29,
    total: 1299,
    maxPerUser: 90,
    sold: 0.66,
    drawInDays: 7,
    createdDaysAgo: 1,
    description: "<p>Stay comfortable through the longest sessions with Fox's EOS Pro bivvy and a flatliner bedchair.</p>",
  },
  // Sold out, finished and drawn competitions for the results and winners pages.
  {
    title: 'Deeper Chirp+ 2 Sonar',
    category: 'tackle',
    motif: 'reel',
    price: 0.99,
    total: 499,
    maxPerUser: 50,
    sold: 1,
    drawInDays: 1,
    description: '<p>Castable sonar with GPS mapping. Sold out, draw this week.</p>',
  },
  {
    title: '£2,000 Christmas Cash',
    category: 'cash',
    motif: 'coins',
    price: 1.49,
    total: 1999,
    maxPerUser: 100,
    sold: 1,
    drawInDays: -6,
    finished: 'drawn',
    description: '<p>Two thousand pounds in time for Christmas.</p>',
  },
  {
    title: 'Aluminium Fishing Boat & Engine',
    category: 'cars-boats',
    motif: 'boat',
    price: 2.99,
    total: 2999,
    maxPerUser: 150,
    sold: 0.93,
    drawInDays: -12,
    finished: 'drawn',
    description: '<p>A 12ft aluminium boat with a 6hp outboard and trailer.</p>',
  },
  {
    title: 'Instant Win Bait Bonanza',
    category: 'instant-wins',
    motif: 'bolt',
    price: 0.29,
    total: 2999,
    maxPerUser: 300,
    sold: 0.88,
    drawInDays: -3,
    finished: 'closed',
    description: '<p>Instant bait prizes. Entries closed, draw being verified.</p>',
    instantWins: [{ title: '1kg Boilies', value: 12, count: 20 }],
  },
  {
    title: 'Carp Porter Barrow Bundle',
    category: 'carp-fishing',
    motif: 'fish',
    price: 0.89,
    total: 999,
    maxPerUser: 60,
    sold: 1,
    drawInDays: -20,
    finished: 'drawn',
    description: '<p>Carp Porter barrow with front bag and rod straps.</p>',
  },
  // Nearly sold out (191 of 199 sold, 8 left): the race between two customers for the last tickets.
  {
    title: 'Korda Kaizen Rod Pair',
    category: 'tackle',
    motif: 'reel',
    price: 0.99,
    total: 199,
    maxPerUser: 20,
    sold: 0.96,
    drawInDays: 8,
    description: '<p>A pair of Korda Kaizen 12ft 3.5lb carp rods with a padded two-rod sleeve. Only a handful of tickets left.</p>',
  },
];
