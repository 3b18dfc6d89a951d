import { useQuery } from '@tanstack/react-query';
import { useShopApi } from '@shop/remote-kit';

/** FAQ and legal terms: a failed call is logged and the page shows its empty state. */
export function useFaqs() {
  const api = useShopApi();
  return useQuery({
    queryKey: ['catalog', 'faqs'],
    queryFn: async () => {
      try {
        return await api.getFaqs();
      } catch (error) {
        console.error('[catalog] the FAQ could not be loaded:', error);
        throw error;
      }
    },
    retry: false,
  });
}

export function useLegalTerms() {
  const api = useShopApi();
  return useQuery({
    queryKey: ['catalog', 'legal-terms'],
    queryFn: async () => {
      try {
        return await api.getLegalTerms();
      } catch (error) {
        console.error('[catalog] the legal terms could not be loaded:', error);
        throw error;
      }
    },
    retry: false,
  });
}
