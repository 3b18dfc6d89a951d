import type { Competition } from '@shop/shared-contracts';
import { canEnter, isFinished, isSoldOut } from '../../rules/catalogRules';

/** Whether a competition can be entered now, and if not, the reason a preview should give. */
export type EntryState = 'open' | 'sold-out' | 'drawn' | 'closed' | 'paused';

/**
 * The contract's rules in the order a shared preview needs them: once drawn or closed, that is the news
 * (a sold-out competition that has been drawn is "drawn"); `paused` is an open competition whose tickets
 * are switched off for now.
 */
export function entryState(competition: Competition, now: number): EntryState {
  if (competition.status === 'drawn') return 'drawn';
  if (isFinished(competition, now)) return 'closed';
  if (isSoldOut(competition)) return 'sold-out';
  return canEnter(competition, now) ? 'open' : 'paused';
}
