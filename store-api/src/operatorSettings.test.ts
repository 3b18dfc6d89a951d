import { startTestApi, clientFor, raw } from './testing/testApi';
import type { RunningStoreApi } from './server';
import { DEMO_OPERATOR } from '@shop/shared-contracts/src/testing/operatorFixture';
import { readOperatorDetails } from '@shop/shared-contracts';
import { contactThanks } from './routes/site';

/** The operator's own details and the points rule are settings: store-api seeds today's demo values. */
describe("the settings answer: the operator's details", () => {
  let api: RunningStoreApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('sends the seeded operator block and points rule as they are on the wire', async () => {
    const answer = await raw(api, '/api/v1/getsettings');
    expect(answer.status).toBe(200);
    const data = answer.body.data as Record<string, unknown>;
    expect(data.operator).toEqual(DEMO_OPERATOR);
    expect(data.operator).toMatchObject({
      company_name: 'Angling Prizes Ltd',
      registered_office: ['Unit 7, Riverside Trade Park', 'Carlisle', 'CA2 7TR'],
      contact_email: 'help@anglingprizes.co.uk',
      free_entry_address: ['Angling Prizes Free Entry', 'PO Box 6172', 'Carlisle', 'CA1 9ZX'],
    });
    expect(data.points_rule).toBe('You earn 1 point for every whole pound you spend.');
  });

  it('passes the contract check of the storefront client unchanged', async () => {
    const settings = await clientFor(api).getSettings();
    expect(readOperatorDetails(settings).free_entry_address).toEqual(['Angling Prizes Free Entry', 'PO Box 6172', 'Carlisle', 'CA1 9ZX']);
    expect(readOperatorDetails(settings).contact_email).toBe('help@anglingprizes.co.uk');
    expect(settings.points_rule).toBe('You earn 1 point for every whole pound you spend.');
  });

  it("thanks a contact message with the operator's reply time", async () => {
    const sent = await clientFor(api).contact({ name: 'Sam', email: 'sam@example.com', subject: 'Postal entry', message: 'When is the closing date?' });
    expect(sent.message).toBe('Thanks, we will reply within one working day.');
  });
});

describe('contactThanks', () => {
  it('promises no reply time the settings do not state', () => {
    expect(contactThanks({ operator: { reply_within: '2 days' } })).toBe('Thanks, we will reply within 2 days.');
    expect(contactThanks({ operator: {} })).toBe('Thanks, your message has been sent.');
    expect(contactThanks(null)).toBe('Thanks, your message has been sent.');
  });
});
