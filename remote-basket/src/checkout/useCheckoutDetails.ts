import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ShopApi } from '@shop/shared-contracts';
import { newestOrderId } from './orderRecovery';

/** The query keys the checkout reads; an order placed changes what they hold. */
export const CHECKOUT_QUERY_KEYS = [
  ['basket', 'user-details'],
  ['basket', 'newest-order'],
] as const;

/**
 * What the checkout reads besides the basket: the customer's details (billing, site credit, spending limit)
 * and the account's newest order as the page opened. After a Pay whose answer is lost, a newer order holding
 * the basket's lines is the order that went through. Read once; unknown (null) if that call fails.
 */
export function useCheckoutDetails(api: Pick<ShopApi, 'getUserDetails' | 'getOrders'>) {
  const details = useQuery({ queryKey: CHECKOUT_QUERY_KEYS[0], queryFn: () => api.getUserDetails() });
  const newestBefore = useQuery({
    queryKey: CHECKOUT_QUERY_KEYS[1],
    queryFn: () => newestOrderId(api),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  useEffect(() => {
    if (details.error) console.error('[basket] could not load the billing details', details.error);
  }, [details.error]);
  return { details, newestOrderBefore: newestBefore.data ?? null };
}
