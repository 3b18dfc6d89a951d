import { GUEST_USER_STATE, type UserState } from '@shop/shared-contracts';
import { useBusState } from './useBusState';

/** The signed-in customer as the shell publishes it; a guest until the shell says otherwise. */
export function useUserState(): UserState {
  return useBusState('shell:user')?.state ?? GUEST_USER_STATE;
}
