import { useParams } from 'react-router-dom';
import { EmptyState, ErrorState, Page, SecondaryLink, Spinner } from '@shop/remote-kit';
import { competitionIdFromRoute } from '../rules/text';
import { CompetitionView } from './CompetitionView';
import { useCompetitionDetails } from './useCompetitionDetails';

/** `/competition/details/:competitionDetail` and `/competition/info/:id`. */
export default function DetailsScreen() {
  const id = competitionIdFromRoute(useParams());
  const { competition, recommended, problem, retry } = useCompetitionDetails(id);
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
  if (!competition) return <Spinner label="Loading the competition" />;
  return <CompetitionView key={competition.id} competition={competition} recommended={recommended} />;
}
