import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { competitionDetailsPath, formatPounds, theme, twoLineClamp, type CompetitionCard as CardData } from '@shop/shared-contracts';
import { truncate } from '../rules/text';
import { canEnter, competitionBadges, drawLabel, isFinished, isSaleActive, type CompetitionBadge } from '../rules/catalogRules';
import { Countdown } from './Countdown';
import { rememberCompetition } from './rememberCompetition';
import { Badge, PicturePlaceholder, type BadgeTone } from './ui';
import { SoldBar } from './SoldBar';
import { focusRing, primaryButton, secondaryButton } from '@shop/remote-kit';

/** Titles show two lines, then "..."; this many characters keep even narrow cards to two lines. */
export const CARD_TITLE_MAX = 44;

const badgeTone: Record<CompetitionBadge, BadgeTone> = {
  'Sold out': 'danger',
  Drawn: 'dark',
  'Ending soon': 'accent',
  'Instant wins': 'brand',
  New: 'accent',
};

const CardLink = styled(Link)<{ $muted: boolean }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  overflow: hidden;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  color: ${theme.color.ink};
  text-decoration: none;
  transition:
    transform 0.15s ease,
    box-shadow 0.15s ease;
  /* Finished cards are muted through their picture only, so every text keeps its full contrast. */
  img {
    filter: ${(props) => (props.$muted ? 'grayscale(0.6)' : 'none')};
  }
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${theme.shadow.raised};
  }
  ${focusRing}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;
const Picture = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${theme.color.brandLight};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const Badges = styled.div`
  position: absolute;
  top: 10px;
  left: 10px;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;
const Timer = styled.div`
  position: absolute;
  right: 10px;
  bottom: 10px;
  padding: 4px 10px;
  border-radius: ${theme.radius.pill};
  background: rgba(10, 63, 55, 0.9);
  color: ${theme.color.onBrand};
  font-size: 0.8rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;
const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 10px;
  padding: 14px 14px 16px;
`;
const Title = styled.h3`
  margin: 0;
  min-height: 2.6em;
  font-family: ${theme.font.heading};
  font-size: 1.02rem;
  line-height: 1.3;
  color: ${theme.color.brandDark};
  ${twoLineClamp}
`;
const Price = styled.p`
  margin: 0;
  font-size: 0.95rem;
  color: ${theme.color.inkMuted};
  strong {
    font-size: 1.25rem;
    color: ${theme.color.ink};
  }
  s {
    margin-right: 6px;
  }
`;
const Draw = styled.p`
  margin: 0;
  font-size: 0.88rem;
  font-weight: 600;
  color: ${theme.color.brand};
`;
const Cta = styled.span<{ $primary: boolean }>`
  ${(props) => (props.$primary ? primaryButton : secondaryButton)}
  margin-top: auto;
  width: 100%;
  min-height: 44px;
`;

/** The one competition card used everywhere: picture and badges, title, price, sold bar, draw, one link. */
export function CompetitionCard({ competition, now, eager = false }: { competition: CardData; now: number; eager?: boolean }) {
  const open = canEnter(competition, now);
  const finished = !open && isFinished(competition, now);
  const badges = competitionBadges(competition, now);
  const sale = isSaleActive(competition, now);
  const title = truncate(competition.title, CARD_TITLE_MAX);
  const showTimer = open && !competition.hide_timer;
  return (
    <CardLink
      to={competitionDetailsPath(competition)}
      onClick={() => rememberCompetition({ id: competition.id, category: competition.category })}
      $muted={!open}
      data-testid="competition-card"
      data-competition-id={competition.id}
    >
      <Picture>
        {competition.image ? (
          <img src={competition.image} alt="" width={800} height={600} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        ) : (
          <PicturePlaceholder />
        )}
        {badges.length ? (
          <Badges>
            {badges.map((badge) => (
              <Badge key={badge} $tone={badgeTone[badge]}>
                {badge}
              </Badge>
            ))}
          </Badges>
        ) : null}
        {showTimer ? (
          <Timer>
            <Countdown competition={competition} initialNow={now} />
          </Timer>
        ) : null}
      </Picture>
      <Body>
        <Title title={competition.title}>{title}</Title>
        <Price>
          {sale ? (
            <>
              <s aria-label={`was ${formatPounds(competition.price_per_ticket)}`}>{formatPounds(competition.price_per_ticket)}</s>
              <strong>{formatPounds(competition.sale_price)}</strong> per ticket
            </>
          ) : (
            <>
              <strong>{formatPounds(competition.price_per_ticket)}</strong> per ticket
            </>
          )}
        </Price>
        {competition.hide_ticket_count ? null : <SoldBar sold={competition.total_ticket_sold} total={competition.total_sell_tickets} />}
        {competition.hide_timer ? null : <Draw>{finished ? `Drawn ${drawLabel(competition).replace(/^Draw /, '')}` : drawLabel(competition)}</Draw>}
        <Cta $primary={open} aria-hidden="true">
          {open ? 'Enter now' : 'View results'}
        </Cta>
      </Body>
    </CardLink>
  );
}
