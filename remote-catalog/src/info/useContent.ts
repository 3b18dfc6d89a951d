import { useQuery } from '@tanstack/react-query';
import { useShopApi } from '@shop/remote-kit';
import type { ShopApi } from '@shop/shared-contracts';
import { loggedCall } from '../shared/queries';

/** FAQ and legal terms: a failed call is logged and the page shows its error state with Try again. */
export function faqsQuery(api: ShopApi) {
  return {
    queryKey: ['catalog', 'faqs'],
    queryFn: () => loggedCall('the FAQ', () => api.getFaqs()),
    retry: false,
  };
}

export function legalTermsQuery(api: ShopApi) {
  return {
    queryKey: ['catalog', 'legal-terms'],
    queryFn: () => loggedCall('the legal terms', () => api.getLegalTerms()),
    retry: false,
  };
}

export function useFaqs() {
  return useQuery(faqsQuery(useShopApi()));
}

export function useLegalTerms() {
  return useQuery(legalTermsQuery(useShopApi()));
}
