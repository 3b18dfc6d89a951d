import styled from 'styled-components';
import { DRAW_RULE_V2, QUICKNET, type Competition, type VerifiableDraw } from '@shop/shared-contracts';
import { SecondaryLink } from '@shop/remote-kit';
import { drawProofPath } from '../proof/drawProofPath';
import { proofMoment, relayRoundUrl } from '../proof/drawProofQuery';
import { HASH_CODE_CSS } from '../shared/hashCode';

const Box = styled.div`
  display: grid;
  gap: 8px;
  p {
    margin: 0;
    line-height: 1.5;
  }
  code {
    ${HASH_CODE_CSS}
  }
`;

/** What decides the draw, as far as it is known now: the round named at the close, or how it will be named. */
export function drawDecisionText(draw: VerifiableDraw): string {
  if (draw.rule !== DRAW_RULE_V2)
    return 'This draw is decided by a seed we committed to when the competition opened, applied to the sorted tickets by a published rule.';
  if (draw.beacon_round === undefined || draw.beacon_round_time === undefined) {
    return 'When entries close we publish the entry list, and with it the round of the drand quicknet beacon (run by the League of Entropy) that will decide the draw: the first round at least a minute after the close, a public random number nobody can know in advance.';
  }
  const closed = draw.closed_at === undefined ? 'when entries closed' : `when entries closed, ${proofMoment(draw.closed_at)}`;
  const verb = draw.state === 'drawn' ? 'was decided' : 'will be decided';
  return `This draw ${verb} by drand quicknet round ${draw.beacon_round}, due ${proofMoment(draw.beacon_round_time)}: named ${closed}, with the entry list.`;
}

/** The details page's word on the fair draw, with the round's public address once it is named and a link to the proof. */
export function DrawDecision({ competition, draw }: { competition: Pick<Competition, 'id' | 'title'>; draw: VerifiableDraw }) {
  return (
    <Box data-testid="details-fair-draw">
      <p data-testid="details-draw-round">{drawDecisionText(draw)}</p>
      {draw.beacon_round !== undefined ? (
        <p>
          Anyone can fetch that round from a public relay:{' '}
          <a href={relayRoundUrl(QUICKNET.chainHash, draw.beacon_round)} rel="noopener noreferrer" target="_blank">
            round {draw.beacon_round} on api.drand.sh
          </a>
          .
        </p>
      ) : null}
      <p>
        Our commitment to the seed (SHA-256), published when the competition opened: <code>{draw.commitment}</code>
      </p>
      <div>
        <SecondaryLink to={drawProofPath(competition)}>See the draw proof</SecondaryLink>
      </div>
    </Box>
  );
}
