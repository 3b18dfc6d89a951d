import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, ErrorState, Page, Spinner, useBusState, usePageTitle, useUserState } from '@shop/remote-kit';
import { competitionIdFromDetail, formatDateTime, getBus, media, theme, ticketPrice, type Competition } from '@shop/shared-contracts';
import { canEnter, competitionBadges, isFinished, isSoldOut } from '../rules/catalogRules';
import { CompetitionCard } from '../shared/CompetitionCard';
import { useSettings } from '../shared/queries';
import { SHOP_DETAILS } from '../shared/shopDetails';
import { showQuestionFlag } from '../shared/rememberCompetition';
import { SafeHtml } from '../shared/SafeHtml';
import { Badge, CardRow, Section, SoldBar } from '../shared/ui';
import { SecondaryLink } from '@shop/remote-kit';
import { useNow } from '@shop/remote-kit';
import { RenderWhenNear } from '../shared/RenderWhenNear';
import { ticketAllowance } from './allowance';
import { EntryPanel, StickyEnterBar } from './EntryPanel';
import { Gallery } from './Gallery';
import { KeyFacts } from './KeyFacts';
import { InstantWinsTable, RewardWinsTable } from './PrizeTables';
import { QuestionModal } from './QuestionModal';
import { useCompetitionDetails } from './useCompetitionDetails';

/** Phone: one column (gallery, entry side, the rest). Desktop: gallery and the rest left, the entry side sticky right. */
const Top = styled.div`
  display: grid;
  grid-template-areas: 'gallery' 'side' 'rest';
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  padding-top: 16px;
  ${media.desktop} {
    grid-template-areas: 'gallery side' 'rest side';
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    gap: 0 36px;
    padding-top: 28px;
  }
`;
const GalleryArea = styled.div`
  grid-area: gallery;
`;
const Rest = styled.div`
  grid-area: rest;
  min-width: 0;
`;
const Side = styled.div`
  grid-area: side;
  display: flex;
  flex-direction: column;
  gap: 16px;
  ${media.desktop} {
    position: sticky;
    top: 16px;
    align-self: start;
  }
`;
const Title = styled.h1`
  margin: 0;
  font-family: ${theme.font.heading};
  font-size: clamp(1.5rem, 4vw, 2.2rem);
  line-height: 1.2;
  color: ${theme.color.brandDark};
`;
const Badges = styled.div`
  display: flex;
  gap: 6px;
  flex-wrap: wrap;
`;
const Closed = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 18px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  p {
    margin: 0;
    font-weight: 800;
    font-size: 1.15rem;
    color: ${theme.color.brandDark};
  }
`;
const Bottom = styled.div<{ $barSpace: boolean }>`
  padding-bottom: ${(p) => (p.$barSpace ? '150px' : '24px')};
  ${media.desktop} {
    padding-bottom: 24px;
  }
`;
const Free = styled.div`
  padding: 16px;
  border: 2px solid ${theme.color.brand};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.brandLight};
  p {
    margin: 0 0 10px;
    line-height: 1.5;
  }
`;

function closedReason(competition: Competition, now: number): string {
  if (isSoldOut(competition)) return 'Sold out: every ticket has been taken.';
  if (competition.status === 'drawn') return 'This competition has been drawn.';
  if (isFinished(competition, now)) return 'Entries for this competition are closed.';
  return 'Tickets for this competition are not on sale at the moment.';
}

/** Shows the phone's sticky bar while the panel's Enter button is off screen. */
function useOffScreen(target: HTMLElement | null): boolean {
  const [off, setOff] = useState(false);
  useEffect(() => {
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOff(!entry!.isIntersecting));
    observer.observe(target);
    return () => observer.disconnect();
  }, [target]);
  return off;
}

function CompetitionView({ competition, recommended }: { competition: Competition; recommended: Competition[] }) {
  const settings = useSettings();
  const user = useUserState();
  const basket = useBusState('basket:summary')?.summary;
  const now = useNow(30_000);
  const [quantity, setQuantity] = useState(1);
  const [asking, setAsking] = useState(false);
  const [enterButton, setEnterButton] = useState<HTMLButtonElement | null>(null);
  const enterRef = useRef<HTMLButtonElement | null>(null);
  const open = canEnter(competition, now);
  const allowance = ticketAllowance(competition, basket, user.purchasedTickets);
  const unitPrice = ticketPrice(competition, now);
  const offScreen = useOffScreen(enterButton);
  usePageTitle(competition.title);

  const add = (answer?: number) => {
    getBus().emit({ type: 'catalog:add-to-basket', competition, quantity, ...(answer === undefined ? {} : { answer }) });
  };
  // Spec section 4, add-to-cart step 1: a required question with the show-question flag at 1 opens `enter` and stops.
  const enter = () => {
    if (competition.comp_question && showQuestionFlag() === 1) setAsking(true);
    else add();
  };
  const badges = competitionBadges(competition, now);
  return (
    <>
      <Top>
        <GalleryArea>
          <Gallery title={competition.title} image={competition.image} gallery={competition.gallery_images} />
        </GalleryArea>
        <Side>
          <Title>{competition.title}</Title>
          {badges.length ? (
            <Badges>
              {badges.map((badge) => (
                <Badge key={badge} $tone={badge === 'Sold out' ? 'danger' : badge === 'Drawn' ? 'dark' : 'brand'}>
                  {badge}
                </Badge>
              ))}
            </Badges>
          ) : null}
          {competition.hide_ticket_count ? null : <SoldBar sold={competition.total_ticket_sold} total={competition.total_sell_tickets} />}
          {open ? (
            <EntryPanel
              ref={(node) => {
                enterRef.current = node;
                setEnterButton(node);
              }}
              quantity={Math.min(quantity, Math.max(1, allowance))}
              allowance={allowance}
              unitPrice={unitPrice}
              suggested={settings.suggested_tickets}
              onQuantity={setQuantity}
              onEnter={enter}
            />
          ) : (
            <Closed data-testid="entry-closed" role="status">
              <p>{closedReason(competition, now)}</p>
              <SecondaryLink to="/draw/results">View results</SecondaryLink>
              <SecondaryLink to="/competitions/all">See open competitions</SecondaryLink>
            </Closed>
          )}
          <KeyFacts competition={competition} now={now} drawInfo={competition.live_draw_info || settings.live_draw_info} />
        </Side>
        <Rest>
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
            <SecondaryLink to="/draw/results">Past draw results</SecondaryLink>
          </Section>
          <Section id="free-entry" title="Enter free by post">
            <Free data-testid="details-free-entry">
              <p>
                You can enter this competition free by post with the same chance of winning as a paid entry. Send one entry per postcard with your name,
                address, phone, email, this competition&apos;s name and your answer to <strong>{SHOP_DETAILS.freeEntryAddress.join(', ')}</strong>.
              </p>
              <p>
                {competition.closing_date ? (
                  <>
                    Postcards must arrive by <strong>{formatDateTime(competition.closing_date, competition.closing_time)}</strong>, when entries close.
                  </>
                ) : (
                  'Postcards must arrive before entries close.'
                )}
              </p>
              <SecondaryLink to="/free-postal-route">How to enter free by post</SecondaryLink>
            </Free>
          </Section>
        </Rest>
      </Top>
      <Bottom $barSpace={open}>
        {recommended.length ? (
          <Section id="other-competitions" title="Other competitions" seeAll="/competitions/all">
            <RenderWhenNear minHeight={450}>
              <CardRow data-testid="recommended-competitions">
                {recommended.map((other) => (
                  <li key={other.id}>
                    <CompetitionCard competition={other} now={now} />
                  </li>
                ))}
              </CardRow>
            </RenderWhenNear>
          </Section>
        ) : null}
      </Bottom>
      {open && offScreen && !asking ? <StickyEnterBar quantity={Math.min(quantity, Math.max(1, allowance))} unitPrice={unitPrice} onEnter={enter} /> : null}
      {asking ? (
        <QuestionModal
          competition={competition}
          quantity={Math.min(quantity, Math.max(1, allowance))}
          unitPrice={unitPrice}
          onClose={() => {
            setAsking(false);
            enterRef.current?.focus();
          }}
          onConfirm={(answer) => {
            setAsking(false);
            add(answer);
            enterRef.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

/** `/competition/details/:competitionDetail` and `/competition/info/:id`. */
export default function DetailsScreen() {
  const params = useParams();
  const id =
    params.competitionDetail !== undefined ? competitionIdFromDetail(params.competitionDetail) : /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
  const { state, problem, retry } = useCompetitionDetails(id);
  if (problem === 'not-found') {
    return (
      <Page title="Competition not found" narrow>
        <EmptyState message="We can't find that competition. It may have finished, or the link may be wrong.">
          <SecondaryLink to="/competitions/all">See open competitions</SecondaryLink>
        </EmptyState>
      </Page>
    );
  }
  if (problem === 'failed') {
    return (
      <Page title="Competition" narrow>
        <ErrorState message="This competition could not be loaded just now." onRetry={retry} />
      </Page>
    );
  }
  const competition = state.competition;
  if (!competition || competition.id !== id) return <Spinner label="Loading the competition" />;
  return <CompetitionView key={competition.id} competition={competition} recommended={state.recommendComps} />;
}
