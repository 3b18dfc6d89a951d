import * as v from 'valibot';
import { DEMO_OPERATOR } from '../testing/operatorFixture';
import { readOperatorDetails, SettingsSchema } from './site';

const operatorOf = (operator: unknown) => readOperatorDetails(v.parse(SettingsSchema, { operator }));

describe("the operator's details in the settings", () => {
  it('keeps a full block as sent, and the points rule', () => {
    const settings = v.parse(SettingsSchema, { operator: DEMO_OPERATOR, points_rule: 'You earn 1 point for every whole pound you spend.' });
    expect(readOperatorDetails(settings)).toEqual(DEMO_OPERATOR);
    expect(settings.points_rule).toBe('You earn 1 point for every whole pound you spend.');
  });

  it('drops a malformed field and keeps the others', () => {
    const operator = operatorOf({
      ...DEMO_OPERATOR,
      company_name: { name: 'Angling Prizes Ltd' },
      registered_office: 'Unit 7, Riverside Trade Park',
      contact_email: 'help at anglingprizes',
      free_entry_address: ['PO Box 6172', 42, 'CA1 9ZX'],
      complaints: { ...DEMO_OPERATOR.complaints, escalation_url: 'javascript:alert(1)', final_answer_within: ['8 weeks'] },
    });
    expect(operator).toEqual({
      ...DEMO_OPERATOR,
      company_name: '',
      registered_office: [],
      contact_email: '',
      free_entry_address: [],
      complaints: { ...DEMO_OPERATOR.complaints, escalation_url: '', final_answer_within: '' },
    });
  });

  it('reads blank and null as missing, and trims what it keeps', () => {
    const operator = operatorOf({ company_name: '   ', registered_in: null, reply_within: ' one working day ', free_entry_address: ['PO Box 6172', ' ', ''] });
    expect(operator.company_name).toBe('');
    expect(operator.registered_in).toBe('');
    expect(operator.reply_within).toBe('one working day');
    expect(operator.free_entry_address).toEqual(['PO Box 6172']);
  });

  it('refuses an escalation link that is not a web address', () => {
    expect(operatorOf({ complaints: { escalation_url: '/consumer' } }).complaints.escalation_url).toBe('');
    expect(operatorOf({ complaints: { escalation_url: 'http://example.org/help' } }).complaints.escalation_url).toBe('http://example.org/help');
  });

  it('reads a missing or malformed block, or complaints block, as every field empty', () => {
    const empty = readOperatorDetails(v.parse(SettingsSchema, {}));
    expect(empty.company_name).toBe('');
    expect(empty.free_entry_address).toEqual([]);
    expect(operatorOf('Angling Prizes Ltd')).toEqual(empty);
    expect(operatorOf(null)).toEqual(empty);
    expect(operatorOf({ ...DEMO_OPERATOR, complaints: 'within 8 weeks' }).complaints).toEqual(empty.complaints);
    expect(v.parse(SettingsSchema, { points_rule: { text: 'x' } }).points_rule).toBe('');
  });

  it('a malformed operator block costs nothing else in the settings', () => {
    const settings = v.parse(SettingsSchema, { announcement: 'Live draw tonight', operator: [1, 2], points_rule: 'You earn 2 points per pound.' });
    expect(settings.announcement).toBe('Live draw tonight');
    expect(settings.points_rule).toBe('You earn 2 points per pound.');
    expect(readOperatorDetails(settings).contact_email).toBe('');
  });
});
