import type { ChatMessage } from '@shop/shared-contracts';

/** The subject a chat report arrives with, so the team can sort reports from other messages. */
export const REPORT_SUBJECT = 'Report: community chat message';

/**
 * Where "Report" on a chat message goes. store-api has no report call yet, so a report goes where a person
 * reads it today: the contact page, its subject and message filled in with the reported message quoted,
 * sent by the customer through the contact form (store-api's `contact`). That is honest: nothing is hidden
 * or marked as reported on our side, because nothing on the server would know. A moderation call
 * (report, then hide for everyone) can replace this link without changing the chat's layout.
 */
export function reportLink(message: ChatMessage, when: string): string {
  const quoted = message.message.length > 500 ? `${message.message.slice(0, 500)}…` : message.message;
  const body = [
    `I'd like to report this community chat message (message ${message.id}):`,
    '',
    `${message.name || 'Angler'}, ${when}: "${quoted}"`,
    '',
    'What is wrong with it: ',
  ].join('\n');
  return `/contact?${new URLSearchParams({ subject: REPORT_SUBJECT, message: body }).toString()}`;
}
