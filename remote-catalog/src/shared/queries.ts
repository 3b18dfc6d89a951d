import { useQuery } from '@tanstack/react-query';
import { useShopApi, useBusState } from '@shop/remote-kit';
import { DEFAULT_SETTINGS, type CompetitionListResponse, type Settings, type ShopApi } from '@shop/shared-contracts';

/** Which list call feeds a list: the spec's competition calls, chosen by the section or the URL's category. */
export type ListSource = { kind: 'category'; category: string } | { kind: 'drawn-next' } | { kind: 'finished' } | { kind: 'featured' };

export function fetchList(api: ShopApi, source: ListSource, page: number, limit: number): Promise<CompetitionListResponse> {
  switch (source.kind) {
    case 'category':
      return api.listCompetitions({ category: source.category, page, limit });
    case 'drawn-next':
      return api.listDrawnNext({ page, limit });
    case 'finished':
      return api.listFinishedSoldOut({ page, limit });
    case 'featured':
      return api.listFeatured({ page, limit });
  }
}

/** The query key of a list: home rows and list pages of one source share its prefix. */
export function listKey(source: ListSource): string[] {
  return ['catalog', 'list', source.kind, source.kind === 'category' ? source.category : ''];
}

/** One page of a list (home rows). A failed call is logged and shows the section's empty state. */
export function useCompetitionRow(source: ListSource, limit: number, enabled = true) {
  const api = useShopApi();
  return useQuery({
    queryKey: [...listKey(source), 'row', limit],
    enabled,
    queryFn: async () => {
      try {
        return await fetchList(api, source, 1, limit);
      } catch (error) {
        console.error(`[catalog] the ${source.kind} list could not be loaded:`, error);
        throw error;
      }
    },
    retry: false,
  });
}

/** Settings as the shell publishes them (cached 15 minutes there); the defaults until then. */
export function useSettings(): Settings {
  return useBusState('shell:settings')?.settings ?? DEFAULT_SETTINGS;
}
