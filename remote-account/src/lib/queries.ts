import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ORDERS_PAGE_SIZE, POINTS_PAGE_SIZE } from '@shop/shared-contracts';
import { useShopApi, useUserState } from '@shop/remote-kit';
import { hasMoreOrders, hasMorePoints } from './accountLists';

/**
 * The account screens' server data, one hook per call. Keys start with 'account' and the customer's id,
 * so a sign-out (which removes ['account']) or another customer never sees stale data.
 */
function useCustomerKey(): string {
  const { user } = useUserState();
  return String(user?.id || user?.email || 'guest');
}

export function useUserDetails() {
  const api = useShopApi();
  const customer = useCustomerKey();
  return useQuery({ queryKey: ['account', customer, 'details'], queryFn: () => api.getUserDetails() });
}

/** The overview's balance: the summary sends the token only (spec section 7). */
export function usePointsSummary() {
  const api = useShopApi();
  const customer = useCustomerKey();
  return useQuery({ queryKey: ['account', customer, 'points-summary'], queryFn: () => api.getPoints({}) });
}

export function usePointsLog() {
  const api = useShopApi();
  const customer = useCustomerKey();
  return useInfiniteQuery({
    queryKey: ['account', customer, 'points'],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => api.getPoints({ offset: pageParam, limit: POINTS_PAGE_SIZE }),
    getNextPageParam: (last, _pages, offset) => (hasMorePoints(offset, last.totalLogs) ? offset + POINTS_PAGE_SIZE : undefined),
  });
}

export function useSiteCredit() {
  const api = useShopApi();
  const customer = useCustomerKey();
  return useQuery({ queryKey: ['account', customer, 'credit'], queryFn: () => api.getSiteCredit() });
}

export function useCoupons() {
  const api = useShopApi();
  const customer = useCustomerKey();
  return useQuery({ queryKey: ['account', customer, 'coupons'], queryFn: () => api.getCoupons() });
}

export function useOrders() {
  const api = useShopApi();
  const customer = useCustomerKey();
  return useInfiniteQuery({
    queryKey: ['account', customer, 'orders'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => api.getOrders({ page: pageParam, limit: ORDERS_PAGE_SIZE }),
    getNextPageParam: (last, _pages, page) => (hasMoreOrders(page, last.total_pages) ? page + 1 : undefined),
  });
}

export function useOrderDetail(id: number | null) {
  const api = useShopApi();
  const customer = useCustomerKey();
  return useQuery({
    queryKey: ['account', customer, 'order', id],
    queryFn: () => api.getOrderDetail(id ?? 0),
    enabled: id !== null,
    retry: false,
  });
}

/** The saved bank details (account number's last four digits and sort code), or null when none are saved. */
export function useSavedBankDetails() {
  const api = useShopApi();
  const customer = useCustomerKey();
  return useQuery({ queryKey: ['account', customer, 'bank-details'], queryFn: () => api.getSavedBankDetails() });
}
