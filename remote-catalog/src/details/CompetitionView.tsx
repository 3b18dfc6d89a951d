import { useState } from 'react';
import styled from 'styled-components';
import { useBusState, useNow, usePageTitle, useUserState } from '@shop/remote-kit';
import { media, ticketPrice, type Competition, type CompetitionCard } from '@shop/shared-contracts';
import { canEnter } from '../rules/catalogRules';
import { useSettings } from '../shared/queries';
import { SoldBar } from '../shared/SoldBar';
import { ticketAllowance } from './allowance';
import { ClosedNotice } from './ClosedNotice';
import { CompetitionHeading } from './CompetitionHeading';
import { DetailsSections } from './DetailsSections';
import { EntryPanel } from './EntryPanel';
import { Gallery } from './Gallery';
import { KeyFacts } from './KeyFacts';
import { RecommendedCompetitions } from './RecommendedCompetitions';
import { StickyEnterBar } from './StickyEnterBar';
import { useEntryFlow } from './useEntryFlow';
import { useOffScreen } from './useOffScreen';

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
const Bottom = styled.div<{ $barSpace: boolean }>`
  padding-bottom: ${(p) => (p.$barSpace ? '150px' : '24px')};
  ${media.desktop} {
    padding-bottom: 24px;
  }
`;

/** One competition's page: gallery, the entry side (panel or why it is closed, key facts), the sections, other competitions. */
export function CompetitionView({ competition, recommended }: { competition: Competition; recommended: readonly CompetitionCard[] }) {
  const settings = useSettings();
  const user = useUserState();
  const basket = useBusState('basket:summary')?.summary;
  const now = useNow(30_000);
  const open = canEnter(competition, now);
  const allowance = ticketAllowance(competition, basket, user.purchasedTickets);
  const unitPrice = ticketPrice(competition, now);
  const entry = useEntryFlow(competition, allowance.tickets);
  const [enterButton, setEnterButton] = useState<HTMLButtonElement | null>(null);
  const offScreen = useOffScreen(enterButton);
  usePageTitle(competition.title);

  return (
    <>
      <Top>
        <GalleryArea>
          <Gallery title={competition.title} image={competition.image} gallery={competition.gallery_images} />
        </GalleryArea>
        <Side>
          <CompetitionHeading competition={competition} now={now} />
          {competition.hide_ticket_count ? null : <SoldBar sold={competition.total_ticket_sold} total={competition.total_sell_tickets} />}
          {open ? (
            <EntryPanel
              ref={(node) => {
                entry.enterRef.current = node;
                setEnterButton(node);
              }}
              quantity={entry.quantity}
              allowance={allowance.tickets}
              maximumReached={allowance.reached?.message ?? null}
              unitPrice={unitPrice}
              suggested={settings.suggested_tickets}
              onQuantity={entry.setQuantity}
              onEnter={entry.enter}
            />
          ) : (
            <ClosedNotice competition={competition} now={now} />
          )}
          <KeyFacts competition={competition} now={now} drawInfo={competition.live_draw_info || settings.live_draw_info} />
        </Side>
        <Rest>
          <DetailsSections competition={competition} settings={settings} />
        </Rest>
      </Top>
      <Bottom $barSpace={open}>
        <RecommendedCompetitions competitions={recommended} now={now} />
      </Bottom>
      {open && offScreen ? <StickyEnterBar quantity={entry.quantity} unitPrice={unitPrice} onEnter={entry.enter} /> : null}
    </>
  );
}
