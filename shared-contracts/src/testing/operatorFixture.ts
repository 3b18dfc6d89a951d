import * as v from 'valibot';
import type { OperatorDetails } from '../entities/operator';
import { SettingsSchema, type Settings } from '../entities/site';

/**
 * The operator's details and points rule of the demo shop: store-api seeds exactly these (its settings),
 * and tests in every package render them (import from '@shop/shared-contracts/src/testing/operatorFixture').
 * A real site's companion plugin serves the operator's own.
 */
export const DEMO_OPERATOR: OperatorDetails = {
  company_name: 'Angling Prizes Ltd',
  registered_in: 'England and Wales',
  registered_office: ['Unit 7, Riverside Trade Park', 'Carlisle', 'CA2 7TR'],
  contact_email: 'help@anglingprizes.co.uk',
  opening_hours: 'Monday to Friday, 9am to 5pm',
  reply_within: 'one working day',
  free_entry_address: ['Angling Prizes Free Entry', 'PO Box 6172', 'Carlisle', 'CA1 9ZX'],
  complaints: {
    acknowledge_within: '2 working days',
    final_answer_within: '8 weeks',
    escalation_name: 'Citizens Advice consumer service',
    escalation_url: 'https://www.citizensadvice.org.uk/consumer/',
  },
};

/** The rule store-api's checkout applies: 1 point per whole pound of the order total. */
export const DEMO_POINTS_RULE = 'You earn 1 point for every whole pound you spend.';

/**
 * Settings as the shell publishes them: the demo operator's details and points rule, with `operator`
 * fields replaced (a field given as '' or [] is one the settings leave out) and the other settings at
 * their defaults.
 */
export function settingsWithOperator(
  operator: Partial<Omit<OperatorDetails, 'complaints'>> & { complaints?: Partial<OperatorDetails['complaints']> } = {},
  pointsRule: string = DEMO_POINTS_RULE,
): Settings {
  return v.parse(SettingsSchema, {
    operator: { ...DEMO_OPERATOR, ...operator, complaints: { ...DEMO_OPERATOR.complaints, ...operator.complaints } },
    points_rule: pointsRule,
  });
}
