import styled from 'styled-components';
import type { Competition, Settings } from '@shop/shared-contracts';
import { SecondaryLink } from '@shop/remote-kit';
import { SafeHtml } from '../shared/SafeHtml';
import { Section } from '../shared/Section';
import { DrawDecision } from './DrawDecision';
import { FreeEntryByPost } from './FreeEntryByPost';
import { InstantWinsTable } from './InstantWinsTable';
import { RewardWinsTable } from './RewardWinsTable';

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
        {competition.verifiable_draw ? <DrawDecision competition={competition} draw={competition.verifiable_draw} /> : null}
        <Links>
          <SecondaryLink to="/draw/results">Past draw results</SecondaryLink>
        </Links>
      </Section>
      <Section id="free-entry" title="Enter free by post">
        <FreeEntryByPost competition={competition} />
      </Section>
    </>
  );
}
