import styled from 'styled-components';
import type { Competition, Settings } from '@shop/shared-contracts';
import { drawProofPath } from '../proof/drawProofPath';
import { HASH_CODE_CSS } from '../shared/hashCode';
import { SecondaryLink } from '@shop/remote-kit';
import { SafeHtml } from '../shared/SafeHtml';
import { Section } from '../shared/Section';
import { FreeEntryByPost } from './FreeEntryByPost';
import { InstantWinsTable } from './InstantWinsTable';
import { RewardWinsTable } from './RewardWinsTable';

const FairDraw = styled.p`
  code {
    ${HASH_CODE_CSS}
  }
`;
const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

/** The sections under the gallery: instant wins, reward wins, the prize's description, the live draw, the free route. */
export function DetailsSections({ competition, settings }: { competition: Competition; settings: Settings }) {
  return (
    <>
      {competition.enable_instant_wins ? (
        <Section id="instant-wins" title="Instant wins">
          <InstantWinsTable competition={competition} />
        </Section>
      ) : null}
      {competition.enable_reward_wins && competition.reward_wins.length ? (
        <Section id="reward-wins" title="Reward wins">
          <RewardWinsTable competition={competition} info={settings.reward_prize_info} />
        </Section>
      ) : null}
      <Section id="description" title="About this prize">
        <SafeHtml html={competition.description || '<p>Full prize details will appear here.</p>'} />
      </Section>
      <Section id="live-draw" title="The live draw">
        <p>{competition.live_draw_info || settings.live_draw_info || 'Every main prize is drawn live by random number generator.'}</p>
        {competition.verifiable_draw ? (
          <FairDraw data-testid="details-fair-draw">
            How this draw is decided: by a public random number nobody can know in advance, with a seed we committed to when the competition opened. Our
            commitment (SHA-256 of the seed): <code>{competition.verifiable_draw.commitment}</code>
          </FairDraw>
        ) : null}
        <Links>
          {competition.verifiable_draw ? <SecondaryLink to={drawProofPath(competition)}>How this draw is decided</SecondaryLink> : null}
          <SecondaryLink to="/draw/results">Past draw results</SecondaryLink>
        </Links>
      </Section>
      <Section id="free-entry" title="Enter free by post">
        <FreeEntryByPost competition={competition} />
      </Section>
    </>
  );
}
