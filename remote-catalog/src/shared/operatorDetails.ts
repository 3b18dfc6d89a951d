import { useMemo } from 'react';
import { readOperatorDetails, type OperatorDetails } from '@shop/shared-contracts';
import { useSettings } from './queries';

/**
 * The operator's own details (company, contact, complaints, free postal entry address), as the shell's
 * settings carry them. A field the settings do not give (or have not given yet) is empty, and the page
 * leaves out the part that needs it.
 */
export function useOperatorDetails(): OperatorDetails {
  const settings = useSettings();
  return useMemo(() => readOperatorDetails(settings), [settings]);
}

/** A postal address on one line ("PO Box 6172, Carlisle, CA1 9ZX"); '' when there is none. */
export function addressOnOneLine(lines: readonly string[]): string {
  return lines.join(', ');
}

/** Where free postal entries go, on one line; '' when the settings give no address (then say none). */
export function useFreeEntryAddressLine(): string {
  return addressOnOneLine(useOperatorDetails().free_entry_address);
}
