import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast, useShopApi } from '@shop/remote-kit';
import { announceUserUpdated } from '../../../lib/session';
import { serverErrorText } from '../../../lib/serverError';
import { pendingLimitText, type LockoutPeriod } from '../../../lib/responsibleGaming';
import type { LimitDuration } from '../../../lib/limits';

interface LimitsRequest {
  limit_duration: LimitDuration;
  limit_value: number;
  lockout_period: LockoutPeriod;
}

/**
 * Saves the limit or a break. The shell and the account's queries get the answer's user; the toast says
 * whether the change is in force or waits out its cooling-off. `showRefusal` places a refused field at
 * the form (then no toast).
 */
export function useSaveLimits(showRefusal: (error: unknown) => boolean = () => false) {
  const api = useShopApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LimitsRequest) => api.updateResponsibleGaming(request),
    onSuccess: (user) => {
      announceUserUpdated(user);
      queryClient.setQueryData(['account', String(user.id || user.email), 'details'], user);
      void queryClient.invalidateQueries({ queryKey: ['account'] });
      const pending = pendingLimitText(user);
      showToast(pending ? 'blank' : 'success', pending ?? 'Your limits have been updated.');
    },
    onError: (error) => {
      if (!showRefusal(error)) showToast('error', serverErrorText(error));
    },
  });
}
