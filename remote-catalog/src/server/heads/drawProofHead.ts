import { pageTitle, type Competition, type PageHead } from '@shop/shared-contracts';
import { drawProofPath } from '../../proof/drawProofPath';

/** The head of a competition's draw proof page: what it proves and how, for a link preview. */
export function drawProofHead(competition: Pick<Competition, 'id' | 'title' | 'image'>): PageHead {
  return {
    title: pageTitle(`Draw proof: ${competition.title}`),
    description: `How the draw of ${competition.title} is decided and how to check it yourself: the commitment, the entry list, the public drand beacon round and the winning ticket.`,
    canonicalPath: drawProofPath(competition),
    type: 'website',
    // The proof page shows no prize picture: the preview's only.
    ...(competition.image ? { image: { url: competition.image, alt: competition.title, shownOnPage: false } } : {}),
    jsonLd: [],
    status: 200,
  };
}
