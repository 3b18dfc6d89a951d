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
    v.array(v.pipe(v.string(), v.trim())),
    v.transform((lines) => lines.filter((line) => line !== '')),
  ),
  [],
);

/** An email address the page can put in a mailto link, or ''. */
const emailAddress = v.fallback(v.pipe(v.string(), v.trim(), v.email()), '');

/** An http(s) address the page can link to, or '' (a `javascript:` or relative value is refused). */
const webAddress = v.fallback(
  v.pipe(
    v.string(),
    v.trim(),
    v.url(),
    v.check((url) => /^https?:\/\//i.test(url)),
  ),
  '',
);

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

/** The settings' `operator` block: a missing or malformed block reads as one with every field empty. */
export const operatorSettings = v.fallback(OperatorDetailsSchema, () => v.parse(OperatorDetailsSchema, {}));

/** The settings' `points_rule`: how customers earn points, as the points page states it ('' when not given). */
export const pointsRuleSetting = detailText;
