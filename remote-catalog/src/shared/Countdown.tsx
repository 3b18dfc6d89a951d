import { drawMoment, type Competition } from '@shop/shared-contracts';
import { formatCountdown } from '../rules/catalogRules';
import { useNow } from '@shop/remote-kit';

const DAY = 86_400_000;

/** A live countdown to the draw: ticks every second in the last day, every minute before. */
export function Countdown({ competition, initialNow }: { competition: Pick<Competition, 'draw_date' | 'draw_time'>; initialNow: number }) {
  const draw = drawMoment(competition);
  const near = draw !== null && draw - initialNow < DAY;
  const now = useNow(near ? 1000 : 60_000);
  if (draw === null) return null;
  return <span aria-hidden="true">{formatCountdown(draw - Math.max(now, initialNow))}</span>;
}
