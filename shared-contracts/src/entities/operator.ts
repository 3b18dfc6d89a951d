import * as v from 'valibot';
import { text } from './primitives';

/**
 * The shop operator's own details, part of the settings answer. They carry legal weight (who runs the
 * shop, where a complaint or a free postal entry goes), so they come from the operator's backend and
 * never from the apps' code. Every field is optional: one that is missing, blank or malformed reads as
 * empty ('' or []), and each page leaves out the part that needs it rather than show a placeholder.
 */

/** Trimmed text; missing, null, blank or not text at all reads as ''. */
const detailText = v.fallback(
  v.pipe(
    text,
    v.transform((value) => value.trim()),
  ),
  '',
);

/**
 * The lines of a postal address, blank lines dropped. A line that is not text makes the whole address
 * missing: a page shows no address rather than one with a line left out.
 */
const addressLines = v.fallback(
  v.pipe(
    v.array(v.string()),
    v.transform((lines) => lines.map((line) => line.trim()).filter((line) => line !== '')),
  ),
  [],
);

/** Trimmed text that passes `pattern`, or ''. (Plain patterns rather than valibot's email and URL checks: fewer bytes in the footer's and the pages' chunks.) */
const matching = (pattern: RegExp) =>
  v.fallback(
    v.pipe(
      v.string(),
      v.transform((value) => value.trim()),
      v.check((value) => pattern.test(value)),
    ),
    '',
  );

/** An email address the page can put in a mailto link (one @, a dot in the domain, no spaces), or ''. */
const emailAddress = matching(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);

/** An http(s) address the page can link to, or '' (a `javascript:` or relative value is refused). */
const webAddress = matching(/^https?:\/\/[^\s/?#]+\.[^\s]+$/i);

const ComplaintsDetailsSchema = v.object({
  /** e.g. "2 working days" */
  acknowledge_within: detailText,
  /** e.g. "8 weeks" */
  final_answer_within: detailText,
  /** Where a customer unhappy with the final answer can turn, e.g. "Citizens Advice consumer service". */
  escalation_name: detailText,
  escalation_url: webAddress,
});

export type ComplaintsDetails = v.InferOutput<typeof ComplaintsDetailsSchema>;

export const OperatorDetailsSchema = v.object({
  /** The registered company, e.g. "Angling Prizes Ltd". */
  company_name: detailText,
  /** e.g. "England and Wales" */
  registered_in: detailText,
  registered_office: addressLines,
  contact_email: emailAddress,
  /** e.g. "Monday to Friday, 9am to 5pm" */
  opening_hours: detailText,
  /** e.g. "one working day" */
  reply_within: detailText,
  /** Where free postal entries go (Gambling Act 2005, Schedule 1: the free route). */
  free_entry_address: addressLines,
  complaints: v.fallback(ComplaintsDetailsSchema, () => v.parse(ComplaintsDetailsSchema, {})),
});

export type OperatorDetails = v.InferOutput<typeof OperatorDetailsSchema>;

/** A missing or malformed block reads as one with every field empty. */
const operatorBlock = v.fallback(OperatorDetailsSchema, () => v.parse(OperatorDetailsSchema, {}));

/**
 * The operator's details in a settings answer, each field checked: the settings carry the block as it
 * arrived (the shell's first load does not check it), and each page that shows a detail reads it here.
 */
export function readOperatorDetails(settings: { operator?: unknown }): OperatorDetails {
  return v.parse(operatorBlock, settings.operator);
}
