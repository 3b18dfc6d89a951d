import type { ComponentProps } from 'react';
import { KeyFacts as CurrentKeyFacts } from '../../../../../../remote-catalog/src/details/KeyFacts';
import type { Competition } from '../../../shared-contracts/src/entities/competition';

/** N+1: the key facts, and how the prize is delivered when the competition says so (the contract's new optional field). */
export function KeyFacts({ competition, ...props }: Omit<ComponentProps<typeof CurrentKeyFacts>, 'competition'> & { competition: Competition }) {
  return (
    <>
      <CurrentKeyFacts competition={competition} {...props} />
      {competition.prize_delivery ? <p data-testid="prize-delivery">Delivery: {competition.prize_delivery}</p> : null}
    </>
  );
}
