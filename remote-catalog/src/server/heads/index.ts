/** Pure builders from the catalogue's data to each public page's `PageHead`, for the shell's render server. */
export { competitionHead, PRODUCT_DESCRIPTION_MAX } from './competitionHead';
export { listHead, type ListKind } from './listHead';
export { homeHead } from './homeHead';
export { drawProofHead } from './drawProofHead';
export { drawResultsHead, winLine, DRAW_RESULTS_DESCRIPTION, type LatestDraw } from './drawResultsHead';
export { infoPageHead, type InfoScreen } from './infoPageHead';
export { notFoundHead } from './notFoundHead';
export { competitionSummary, drawMomentText } from './competitionSummary';
export { entryState, type EntryState } from './entryState';
export { breadcrumbList, categoryCrumb, categoryListPath, HOME_CRUMB, type Crumb } from './breadcrumbs';
export { htmlToPlainText } from './plainText';
export { pageUrl, pictureUrl, type SiteUrls } from './siteUrls';
