import { competitionDetailsPath } from '@shop/shared-contracts';

/** A competition's draw proof page, named like its details page: /draw/proof/<title slug>-<id>. */
export function drawProofPath(competition: { id: number; title: string }): string {
  return competitionDetailsPath(competition).replace(/^\/competition\/details\//, '/draw/proof/');
}
