import { isContractCompatible } from './contractVersion';

describe('isContractCompatible', () => {
  it('accepts the same major and refuses another or a garbled version', () => {
    expect(isContractCompatible('1.4.2', '1.0.0')).toBe(true);
    expect(isContractCompatible('2.0.0', '1.0.0')).toBe(false);
    expect(isContractCompatible('one', '1.0.0')).toBe(false);
  });
});
