import { memo } from 'react';
import styled from 'styled-components';
import {
  competitionDetailsPath,
  formatCount,
  formatDate,
  formatDateTime,
  formatPounds,
  media,
  theme,
  ticketPrice,
  ticketsRemaining,
  twoLineClamp,
  type Competition,
  type CompetitionCard,
} from '@shop/shared-contracts';
import { PrimaryLink, SecondaryLink } from '@shop/remote-kit';
import { fetchPriority } from '../shared/fetchPriority';
import { rememberCompetition } from '../shared/rememberCompetition';
import { SoldBar } from '../shared/SoldBar';
import { PicturePlaceholder } from '../shared/ui';

const Slide = styled.li`
  position: relative;
  flex: 0 0 100%;
  min-width: 0;
  /* The slides after the first wait off screen; like the page's sections, they are laid out as they come near,
     keeping the first slide's height meanwhile (the carousel's --slide-h and --info-h). */
  & + & {
    content-visibility: auto;
    contain-intrinsic-height: auto calc(var(--slide-h) + var(--info-h));
    ${media.tablet} {
      contain-intrinsic-height: auto var(--slide-h);
    }
  }
`;
const Picture = styled.div`
  height: var(--slide-h);
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const Info = styled.div`
  box-sizing: border-box;
  height: var(--info-h);
  overflow: hidden;
  padding: 18px ${theme.layout.gutter} 56px;
  background: ${theme.color.brandDark};
  color: ${theme.color.onBrand};
  ${media.tablet} {
    height: auto;
    position: absolute;
    inset: 0 auto 0 0;
    display: flex;
    flex-direction: column;
    justify-content: center;
    width: min(560px, 60%);
    padding: 32px 40px 56px 48px;
    background: linear-gradient(90deg, rgba(10, 63, 55, 0.96) 0%, rgba(10, 63, 55, 0.88) 70%, rgba(10, 63, 55, 0) 100%);
  }
`;
const Kicker = styled.p`
  margin: 0 0 6px;
  color: ${theme.color.accent};
  font-weight: 800;
  font-size: 0.85rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;
const SlideTitle = styled.h2`
  margin: 0 0 10px;
  font-family: ${theme.font.heading};
  font-size: clamp(1.5rem, 4.2vw, 2.6rem);
  line-height: 1.15;
  /* Two lines at most, so every slide's panel holds the same facts. */
  ${twoLineClamp}
`;
const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0 0 14px;
  font-size: 1rem;
  strong {
    color: ${theme.color.accent};
    font-size: 1.25rem;
  }
`;
const Bar = styled.div`
  max-width: 380px;
  margin-bottom: 16px;
  p,
  p strong {
    color: ${theme.color.onBrand};
  }
  div[role='progressbar'] {
    background: rgba(255, 255, 255, 0.25);
  }
  div[role='progressbar'] > div {
    background: ${theme.color.accent};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  a {
    flex: 1 1 140px;
    max-width: 220px;
  }
`;
const FreeLink = styled(SecondaryLink)`
  background: transparent;
  color: ${theme.color.onBrand};
  border-color: ${theme.color.onBrand};
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.12);
  }
`;

/** A hidden slide is `inert` (its links leave the tab order). React 18 writes the attribute only as a string. */
const inertWhen = (hidden: boolean) => (hidden ? { inert: '' } : {});

/** The draw as month name, day and year with the 12-hour time ("Draw March 14, 2026, 8:00 PM"). */
function drawText(competition: Pick<Competition, 'draw_date' | 'draw_time'>): string {
  return formatDate(competition.draw_date) === 'N/A' ? 'Draw date N/A' : `Draw ${formatDateTime(competition.draw_date, competition.draw_time)}`;
}

export interface CarouselSlideProps {
  competition: CompetitionCard;
  position: number;
  count: number;
  hidden: boolean;
  now: number;
}

/** One slide; memoised, so moving to the next slide re-renders the two that change, not all of them. */
export const CarouselSlide = memo(function CarouselSlide({ competition, position, count, hidden, now }: CarouselSlideProps) {
  const path = competitionDetailsPath(competition);
  const remember = () => rememberCompetition({ id: competition.id, category: competition.category });
  return (
    <Slide aria-roledescription="slide" aria-label={`${position + 1} of ${count}`} aria-hidden={hidden} {...inertWhen(hidden)}>
      <Picture>
        {competition.image ? (
          <img
            src={competition.image}
            alt={competition.title}
            width={800}
            height={600}
            loading={position === 0 ? 'eager' : 'lazy'}
            {...fetchPriority(position === 0 ? 'high' : 'low')}
            decoding={position === 0 ? 'sync' : 'async'}
          />
        ) : (
          <PicturePlaceholder />
        )}
      </Picture>
      <Info>
        <Kicker>{position === 0 ? 'Main competition' : 'Featured'}</Kicker>
        <SlideTitle>{competition.title}</SlideTitle>
        <Facts>
          <span>
            <strong>{formatPounds(ticketPrice(competition, now))}</strong> per ticket
          </span>
          <span>{drawText(competition)}</span>
          <span>{formatCount(ticketsRemaining(competition))} tickets left</span>
        </Facts>
        {competition.hide_ticket_count ? null : (
          <Bar>
            <SoldBar sold={competition.total_ticket_sold} total={competition.total_sell_tickets} />
          </Bar>
        )}
        <Actions>
          <PrimaryLink to={path} onClick={remember}>
            Enter now
          </PrimaryLink>
          <FreeLink to="/free-postal-route">Free entry</FreeLink>
        </Actions>
      </Info>
    </Slide>
  );
});
