import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getBus, GUEST_USER_STATE, type BusEvent, type ShopApi, type User, type UserState } from '@shop/shared-contracts';

/** Test seams for the account screens: a fake API, a signed-in user on the bus, toasts and bus events caught. */

export const DEMO_USER: User = {
  id: 7,
  billing_address_1: '12 Lakeside Cottages',
  billing_address_2: 'Mill Lane',
  billing_city: 'Maidstone',
  billing_company: '',
  billing_country: 'GB',
  billing_email: 'demo@anglingprizes.test',
  billing_first_name: 'Danny',
  billing_last_name: 'Fairbrass',
  billing_postcode: 'ME15 6AA',
  billing_state: 'Kent',
  billing_phone: '07700 900123',
  description: '',
  email: 'demo@anglingprizes.test',
  first_name: 'Danny',
  last_name: 'Fairbrass',
  name: 'Danny Fairbrass',
  nickname: 'danny',
  token: 'tok',
  limit_duration: '',
  limit_value: 0,
  lockout_period: '',
  current_spending: 0,
  lock_account: false,
  locking_period: '',
  site_credit: 10,
};

/** The fake client: every method fails loudly unless a test gives it an answer. */
export function fakeApi(overrides: Partial<ShopApi>): ShopApi {
  return new Proxy(overrides as ShopApi, {
    get(target, property: string) {
      if (property in target) return target[property as keyof ShopApi];
      return () => Promise.reject(new Error(`fake api: ${property} not stubbed`));
    },
  });
}

export function publishUser(state: Partial<UserState>): void {
  getBus().emit({ type: 'shell:user', state: { ...GUEST_USER_STATE, ...state } });
}

export function signedIn(user: User = DEMO_USER): void {
  publishUser({ user, authChecked: true, isAuthenticating: true });
}

/** Every bus event emitted from now on (toasts, sign-in notices). */
export function recordBus(): { events: BusEvent[]; toasts: () => { kind: string; message: string }[]; stop: () => void } {
  const events: BusEvent[] = [];
  const types = ['shell:show-toast', 'account:signed-in', 'account:signed-out', 'account:user-updated', 'account:reload-tickets'] as const;
  const stops = types.map((type) => getBus().on(type, (event) => events.push(event)));
  return {
    events,
    toasts: () => events.flatMap((event) => (event.type === 'shell:show-toast' ? [{ kind: event.kind, message: event.message }] : [])),
    stop: () => stops.forEach((stop) => stop()),
  };
}

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `path` (matched by `route`) with a fresh query client; other paths show where we went. */
export function renderAt(ui: ReactElement, { path = '/', route = '*' }: { path?: string; route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The message shown at the field labelled `label` (its `${id}-error` element), or null when it shows none. */
export function errorAt(label: string): string | null {
  const input = screen.getByLabelText(label);
  return document.getElementById(`${input.id}-error`)?.textContent ?? null;
}
