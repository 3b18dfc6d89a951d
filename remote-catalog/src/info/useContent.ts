import { useQuery } from '@tanstack/react-query';
import { useShopApi } from '@shop/remote-kit';
import type { ShopApi } from '@shop/shared-contracts';

/** FAQ and legal terms: a failed call is logged and the page shows its empty state. */
export function faqsQuery(api: ShopApi) {
  return {
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
  };
}

export function legalTermsQuery(api: ShopApi) {
  return {
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
  };
}

export function useFaqs() {
  return useQuery(faqsQuery(useShopApi()));
}

export function useLegalTerms() {
  return useQuery(legalTermsQuery(useShopApi()));
}
