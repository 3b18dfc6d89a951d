import { competitionDetailsPath } from '@shop/shared-contracts';
import { competitionIdFromDetail, truncate } from './text';

describe('truncation appends ...', () => {
  it('cuts long titles and leaves short ones', () => {
    expect(truncate('Ford Ranger Wildtrak or £30,000', 20)).toBe('Ford Ranger Wildtrak...');
    expect(truncate('Korda Carp Rod Bundle', 10)).toBe('Korda Carp...');
    expect(truncate('Nash Scope Rods x3', 20)).toBe('Nash Scope Rods x3');
    expect(truncate(undefined, 5)).toBe('');
  });
});

describe('the competition id in a details URL', () => {
  it('reads the id back from /competition/details/{slug}-{id} and from the title--id shape', () => {
    const path = competitionDetailsPath({ id: 103, title: '£5,000 Tax-Free Cash' });
    expect(competitionIdFromDetail(path.split('/').pop()!)).toBe(103);
    expect(competitionIdFromDetail('Daiwa%20Basia--102')).toBe(102);
    expect(competitionIdFromDetail('no-id-here')).toBeNull();
  });
});
