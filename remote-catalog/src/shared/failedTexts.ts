/**
 * What a catalogue section says when its call failed (beside Try again). A failure never shows a section's
 * empty state: "No competitions are open" after a failed call would state something the shop does not know.
 */
export const FAILED_TEXTS = {
  competitions: 'These competitions could not be loaded just now.',
  winners: 'The winners could not be loaded just now.',
  drawResults: 'The draw results could not be loaded just now.',
  faq: 'The answers could not be loaded just now.',
  legalTerms: 'The terms could not be loaded just now.',
} as const;
