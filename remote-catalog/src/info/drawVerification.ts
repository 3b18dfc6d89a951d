import { formatCount } from '@shop/shared-contracts';
import type { DrawCheck, DrawVerification } from '@shop/shared-contracts';

/** What the Verify button says once the browser has recomputed a draw (plain words; never colour alone). */
export interface VerificationOutcome {
  verified: boolean;
  message: string;
}

export function verificationOutcome(check: DrawCheck, announcedTicket: number, ticketCount: number): VerificationOutcome {
  const sold = formatCount(ticketCount);
  if (check.computedTicket === null && !check.commitmentMatches) {
    return { verified: false, message: 'Not verified yet: the seed is published after the draw.' };
  }
  if (!check.commitmentMatches) {
    return { verified: false, message: 'Does not match: the seed is not the one committed to before the draw.' };
  }
  if (!check.winnerMatches) {
    return {
      verified: false,
      message: `Does not match: the seed picks ticket #${check.computedTicket ?? '–'} from the ${sold} sold tickets, not #${announcedTicket}.`,
    };
  }
  return {
    verified: true,
    message: `Verified in your browser: the seed matches the commitment, and it picks ticket #${announcedTicket} from the ${sold} sold tickets, the announced winner.`,
  };
}

/** What Verify says of a rule v2 draw: every step passed, or the first that did not, in plain words. */
export function beaconVerificationOutcome(checked: DrawVerification, announcedTicket: number, entryCount: number): VerificationOutcome {
  const failed = checked.steps.find((step) => !step.passed);
  if (failed) return { verified: false, message: `Not verified: ${failed.reason}` };
  return {
    verified: true,
    message: `Verified in your browser: all ${checked.steps.length} checks passed, drand's signature on the beacon round among them; ticket #${announcedTicket} is the winner the rule gives from the ${formatCount(entryCount)} entries.`,
  };
}
