export { InstantWinListScreen as default } from './CompetitionListScreen';
