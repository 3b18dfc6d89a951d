import type { ComplaintsDetails, OperatorDetails } from '@shop/shared-contracts';

/**
 * The sentences of the contact page's details, from the operator's settings. Each says only what the
 * settings give: a detail they leave out drops its words, never leaves a gap or a placeholder.
 */

/** "We answer every message within one working day, Monday to Friday, 9am to 5pm." */
export function replySentence({ reply_within, opening_hours }: Pick<OperatorDetails, 'reply_within' | 'opening_hours'>): string {
  if (reply_within) return `We answer every message within ${reply_within}${opening_hours ? `, ${opening_hours}` : ''}.`;
  return opening_hours ? `We are open ${opening_hours}.` : '';
}

/** "We acknowledge complaints within 2 working days and give a final answer within 8 weeks." */
export function complaintTimesSentence({ acknowledge_within, final_answer_within }: ComplaintsDetails): string {
  const acknowledge = acknowledge_within ? `acknowledge complaints within ${acknowledge_within}` : '';
  const answer = final_answer_within ? `give a final answer within ${final_answer_within}` : '';
  const both = [acknowledge, answer].filter(Boolean).join(' and ');
  return both ? `We ${both}.` : '';
}

/** "Angling Prizes Ltd, registered in England and Wales"; where it is registered means nothing without the name. */
export function companyLine({ company_name, registered_in }: Pick<OperatorDetails, 'company_name' | 'registered_in'>): string {
  if (!company_name) return '';
  return registered_in ? `${company_name}, registered in ${registered_in}` : company_name;
}
