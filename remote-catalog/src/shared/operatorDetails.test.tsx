import { act, renderHook } from '@testing-library/react';
import { DEFAULT_SETTINGS, getBus, type Settings } from '@shop/shared-contracts';
import { settingsWithOperator } from '@shop/shared-contracts/src/testing/operatorFixture';
import { useFreeEntryAddressLine, useOperatorDetails } from './operatorDetails';

const publish = (settings: Settings) => getBus().emit({ type: 'shell:settings', settings });

describe("the catalogue's reader of the operator's details", () => {
  it('gives the free-entry address on one line, for the competition details page', () => {
    publish(settingsWithOperator());
    const { result } = renderHook(() => useFreeEntryAddressLine());
    expect(result.current).toBe('Angling Prizes Free Entry, PO Box 6172, Carlisle, CA1 9ZX');
    act(() => publish(settingsWithOperator({ free_entry_address: [] })));
    expect(result.current).toBe('');
  });

  it('gives every detail empty before the settings arrive', () => {
    publish(DEFAULT_SETTINGS);
    const { result } = renderHook(() => useOperatorDetails());
    expect(result.current.company_name).toBe('');
    expect(result.current.registered_office).toEqual([]);
    act(() => publish(settingsWithOperator()));
    expect(result.current.company_name).toBe('Angling Prizes Ltd');
  });
});
