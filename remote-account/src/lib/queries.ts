import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@shop/shared-contracts';
import { useShopApi, useUserState } from '@shop/remote-kit';
import { ORDERS_PAGE_SIZE, POINTS_PAGE_SIZE } from './accountConstants';
import { hasMoreOrders, hasMorePoints } from './accountLists';
import { serverErrorCode } from './serverError';

/**
 * The account screens' server data, one hook per call. Keys start with 'account' and the customer's id,
 * so a sign-out (which removes ['account']) or another customer never sees stale data.
 */
function useCustomerKey(): string {
  const { user } = useUserState();
  return String(user?.id || user?.email || 'guest');
}

/** A failed account fetch is only logged, naming what it loads; the query then holds the error. */
function logged<T>(what: string, call: () => Promise<T>): Promise<T> {
  return call().catch((error: unknown) => {
    console.error(`[account] ${what} could not be loaded:`, error);
    throw error;
  });
}

/** The backend's "no such order for this customer": a 400, 403 or 404, or an answer that says success false. */
export function isOrderNotFound(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 400 || status === 403 || status === 404 || serverErrorCode(error) === 'unsuccessful';
}

export function useUserDetails() {
  const api = useShopApi();
  const customer = useCustomerKey();
  return useQuery({ queryKey: ['account', customer, 'details'], queryFn: () => logged('your details', () => api.getUserDetails()) });
}

/** The overview's balance: the summary sends the token only. */
export function usePointsSummary() {
  const api = useShopApi();
  const customer = useCustomerKey();
  return useQuery({ queryKey: ['account', customer, 'points-summary'], queryFn: () => logged('your points balance', () => api.getPoints({})) });
}

export function usePointsLog() {
  const api = useShopApi();
  const customer = useCustomerKey();
  return useInfiniteQuery({
    queryKey: ['account', customer, 'points'],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => logged('your points', () => api.getPoints({ offset: pageParam, limit: POINTS_PAGE_SIZE })),
    getNextPageParam: (last, _pages, offset) => (hasMorePoints(offset, last.totalLogs) ? offset + POINTS_PAGE_SIZE : undefined),
  });
}

export function useSiteCredit() {
  const api = useShopApi();
  const customer = useCustomerKey();
  return useQuery({ queryKey: ['account', customer, 'credit'], queryFn: () => logged('your site credit', () => api.getSiteCredit()) });
}

export function useCoupons() {
  const api = useShopApi();
  const customer = useCustomerKey();
  return useQuery({ queryKey: ['account', customer, 'coupons'], queryFn: () => logged('your coupons', () => api.getCoupons()) });
}

export function useOrders() {
  const api = useShopApi();
  const customer = useCustomerKey();
  return useInfiniteQuery({
    queryKey: ['account', customer, 'orders'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => logged('your orders', () => api.getOrders({ page: pageParam, limit: ORDERS_PAGE_SIZE })),
    getNextPageParam: (last, _pages, page) => (hasMoreOrders(page, last.total_pages) ? page + 1 : undefined),
  });
}

/** One order: `null` is the backend's "not this customer's order" (kept as data), any other failure an error. */
export function useOrderDetail(id: number | null) {
  const api = useShopApi();
  const customer = useCustomerKey();
  return useQuery({
    queryKey: ['account', customer, 'order', id],
    queryFn: () =>
      logged(`order ${id}`, async (): Promise<OrderDetail | null> => {
        try {
          return await api.getOrderDetail(id ?? 0);
        } catch (error) {
          if (isOrderNotFound(error)) return null;
          throw error;
        }
      }),
    enabled: id !== null,
    retry: false,
  });
}

/** The saved bank details (account number's last four digits and sort code), or null when none are saved. */
export function useSavedBankDetails() {
  const api = useShopApi();
  const customer = useCustomerKey();
  return useQuery({ queryKey: ['account', customer, 'bank-details'], queryFn: () => logged('your saved bank details', () => api.getSavedBankDetails()) });
}
