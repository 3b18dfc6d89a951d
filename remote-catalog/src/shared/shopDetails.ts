/**
 * The shop's own details, in one place. store-api's settings and content carry no company, postal or
 * complaints details, so every catalogue page that shows them (contact, free postal route, competition
 * details, community chat) reads them from here; a change of address is one edit and one release.
 */
export const SHOP_DETAILS = {
  tradingName: 'Angling Prizes',
  companyName: 'Angling Prizes Ltd',
  registeredIn: 'England and Wales',
  registeredOffice: ['Unit 7, Riverside Trade Park', 'Carlisle', 'CA2 7TR'],
  /** Free postal entries go here (Gambling Act 2005, Schedule 1: the free route). */
  freeEntryAddress: ['Angling Prizes Free Entry', 'PO Box 6172', 'Carlisle', 'CA1 9ZX'],
  email: 'help@anglingprizes.co.uk',
  openingHours: 'Monday to Friday, 9am to 5pm',
  replyWithin: 'one working day',
  complaints: {
    acknowledgeWithin: '2 working days',
    finalAnswerWithin: '8 weeks',
    /** Where a customer unhappy with our final answer can turn. */
    escalation: 'Citizens Advice consumer service',
    escalationUrl: 'https://www.citizensadvice.org.uk/consumer/',
  },
} as const;
