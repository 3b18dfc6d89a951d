import type { Faq, HowItWorks, LegalTab, SeoSettings, Settings } from '@shop/shared-contracts';
import { DEMO_OPERATOR, DEMO_POINTS_RULE } from '@shop/shared-contracts/src/testing/operatorFixture';

/** Site content an admin would edit in WordPress. */
export const SETTINGS: Settings = {
  suggested_tickets: [5, 10, 25, 50],
  announcement: 'Free postal entry available on every competition. 18+ UK residents only.',
  live_draw_info: 'Live draws every Sunday at 8pm on our Facebook page.',
  // The demo operator (shared with the apps' tests); a real site's companion plugin serves the operator's own.
  operator: DEMO_OPERATOR,
  // The rule checkout applies (domain/checkout.ts: 1 point per whole pound of the order total).
  points_rule: DEMO_POINTS_RULE,
  main_competition: 'Ultimate Carp Session Bundle',
  slider_height_desktop: 520,
  slider_height_mobile: 260,
  slider_height_tablet: 380,
  show_question: 1,
  slider_speed: 5000,
  reward_prize_info: 'Reward prizes are drawn when a competition reaches the sold percentage shown.',
  // Two demo scripts that count their runs: one that sets no cookie (it runs for every visitor) and a
  // stand-in for an analytics tag, which sets cookies and so waits for the cookie notice's OK.
  frontend_scripts: [
    { html: '<script>window.__shopFrontendScripts=(window.__shopFrontendScripts||0)+1</script>', needs_consent: false },
    { html: '<script>window.__shopConsentScripts=(window.__shopConsentScripts||0)+1</script>', needs_consent: true },
  ],
};

export const HOME_SEO: SeoSettings = {
  page_title: 'Angling Prizes | Win fishing tackle, cash and more',
  meta_description: 'UK prize competitions for anglers: carp tackle, bait boats, cash and instant wins. Free postal entry on every competition.',
  meta_title: 'Angling Prizes: fishing competitions you can win',
};

export const HOW_IT_WORKS: HowItWorks = {
  title: 'How it works',
  steps: [
    { title: 'Pick a prize', description: 'Choose from tackle, cash, boats and instant-win competitions.' },
    { title: 'Answer the question', description: 'Answer a simple qualifying question and pick how many tickets you want.' },
    { title: 'Get your numbers', description: 'Your ticket numbers arrive straight away; instant wins are revealed at once.' },
    { title: 'Watch the live draw', description: 'Every main prize is drawn live, and winners are announced on the results page.' },
  ],
};

export const FAQS: Faq[] = [
  { question: 'Who can enter?', answer: 'Anyone aged 18 or over living in the United Kingdom.' },
  {
    question: 'How are winners chosen?',
    answer:
      'Main prizes are drawn by a certified random number generator, live on Facebook. Instant wins are fixed ticket numbers chosen before the competition opens.',
  },
  {
    question: 'Can I enter for free?',
    answer: 'Yes. Every competition has a free postal entry route; see the Free Postal Route page for the address and rules.',
  },
  { question: 'How many tickets can I buy?', answer: 'Each competition shows its maximum tickets per person, which keeps the odds fair for everyone.' },
  { question: 'What happens if a competition does not sell out?', answer: 'The draw goes ahead on the date shown, whatever the number of tickets sold.' },
  { question: 'How do I claim a prize?', answer: 'We contact winners by email and phone. You can also use the Claim Prize page with your ticket number.' },
  {
    question: 'What are points and site credit?',
    answer: 'You earn 1 point for every whole pound spent. Site credit comes from instant wins and refunds and can be spent on any competition.',
  },
  {
    question: 'Can I set a spending limit?',
    answer: 'Yes. Under Responsible Gaming in your account you can set a daily, weekly or monthly limit or lock your account for a period.',
  },
];

export const LEGAL_TABS: LegalTab[] = [
  {
    title: 'Terms & Conditions',
    content:
      '<h2>Terms & Conditions</h2><p>These terms govern your use of Angling Prizes and entry into our competitions. Entrants must be 18 or over and resident in the UK.</p>',
  },
  {
    title: 'Competition Rules',
    content:
      '<h2>Competition Rules</h2><p>Each competition has a fixed number of tickets, a maximum per person and a qualifying question that must be answered correctly.</p>',
  },
  {
    title: 'Responsible Play',
    content: '<h2>Responsible Play</h2><p>Please play responsibly. Spending limits and self-exclusion are available in your account.</p>',
  },
  // The cookie notice links to /legal-terms?tab=3: the fourth tab (0-based index 3) is the privacy policy.
  {
    title: 'Privacy Policy',
    content:
      '<h2>Privacy Policy</h2><p>We use your details to run competitions and deliver prizes. We use cookies to give you the best experience; see how to manage them below.</p>',
  },
];
