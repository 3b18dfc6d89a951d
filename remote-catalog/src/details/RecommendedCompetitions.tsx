import type { CompetitionCard as CardData } from '@shop/shared-contracts';
import { CompetitionCard } from '../shared/CompetitionCard';
import { RenderWhenNear } from '../shared/RenderWhenNear';
import { Section } from '../shared/Section';
import { CardRow } from '../shared/ui';

/** "Other competitions" (the recommended list, getOtherComps), far below the fold: rendered once the customer scrolls near. */
export function RecommendedCompetitions({ competitions, now }: { competitions: readonly CardData[]; now: number }) {
  if (!competitions.length) return null;
  return (
    <Section id="other-competitions" title="Other competitions" seeAll="/competitions/all">
      <RenderWhenNear minHeight={450}>
        <CardRow data-testid="recommended-competitions">
          {competitions.map((other) => (
            <li key={other.id}>
              <CompetitionCard competition={other} now={now} />
            </li>
          ))}
        </CardRow>
      </RenderWhenNear>
    </Section>
  );
}
