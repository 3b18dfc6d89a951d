import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '@shop/remote-kit';
import { FORM_TOASTS } from './formToasts';
import { serverErrorText } from './serverError';

/** The answer of a save that reports failure in its body (the server's soft errors) rather than by status. */
interface SoftAnswer {
  success: boolean;
  error?: string | undefined;
}

interface AccountSaveOptions<I, A extends SoftAnswer> {
  send: (input: I) => Promise<A>;
  /** The success toast. */
  savedToast: string;
  /** The error toast for a soft failure; by default the server's text, else 'An error occurred.'. */
  failedToast?: (answer: A) => string;
  /** Refetch the account's queries after a save (balances, details). */
  refreshAccount?: boolean;
  onSaved?: (answer: A) => void;
  /** Shows the server's refusal of fields at those fields (the form's showRefusal); when it does, no toast. */
  showRefusal?: (error: unknown) => boolean;
}

const serverTextOrGeneric = (answer: SoftAnswer): string => answer.error?.trim() || FORM_TOASTS.genericError;

/** An account form's save: toasts for success, a soft failure and a failed call (FORM_TOASTS' texts), or the refusal at the fields. */
export function useAccountSave<I, A extends SoftAnswer>({
  send,
  savedToast,
  failedToast = serverTextOrGeneric,
  refreshAccount = true,
  onSaved,
  showRefusal,
}: AccountSaveOptions<I, A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      if (!answer.success) {
        showToast('error', failedToast(answer));
        return;
      }
      showToast('success', savedToast);
      if (refreshAccount) void queryClient.invalidateQueries({ queryKey: ['account'] });
      onSaved?.(answer);
    },
    onError: (error) => {
      if (!showRefusal?.(error)) showToast('error', serverErrorText(error));
    },
  });
}
