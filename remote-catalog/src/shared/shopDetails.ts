/**
 * @deprecated The operator's details come from the settings (`useOperatorDetails`, `useFreeEntryAddressLine`
 * in ./operatorDetails). Only the competition details page (src/details, being split in parallel) still
 * reads this address; delete this file once it calls `useFreeEntryAddressLine()` instead.
 */
export const SHOP_DETAILS = {
  freeEntryAddress: ['Angling Prizes Free Entry', 'PO Box 6172', 'Carlisle', 'CA1 9ZX'],
} as const;
