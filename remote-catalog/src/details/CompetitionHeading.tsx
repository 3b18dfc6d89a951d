import styled from 'styled-components';
import { theme, type Competition } from '@shop/shared-contracts';
import { competitionBadges } from '../rules/catalogRules';
import { Badge } from '../shared/ui';

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

/** The competition's title (the page's h1) and its badges in words. */
export function CompetitionHeading({ competition, now }: { competition: Competition; now: number }) {
  const badges = competitionBadges(competition, now);
  return (
    <>
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
    </>
  );
}
