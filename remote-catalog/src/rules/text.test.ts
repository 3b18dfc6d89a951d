import { competitionDetailsPath } from '@shop/shared-contracts';
import { competitionIdFromRoute, truncate } from './text';

describe('truncation appends ...', () => {
  it('cuts long titles and leaves short ones', () => {
    expect(truncate('Ford Ranger Wildtrak or £30,000', 20)).toBe('Ford Ranger Wildtrak...');
    expect(truncate('Korda Carp Rod Bundle', 10)).toBe('Korda Carp...');
    expect(truncate('Nash Scope Rods x3', 20)).toBe('Nash Scope Rods x3');
    expect(truncate(undefined, 5)).toBe('');
  });
});

describe('the competition id a route names', () => {
  it('reads the id back from /competition/details/{slug}-{id} and from the title--id shape', () => {
    const path = competitionDetailsPath({ id: 103, title: '£5,000 Tax-Free Cash' });
    // The router hands the segment over decoded.
    expect(competitionIdFromRoute({ competitionDetail: decodeURIComponent(path.split('/').pop()!) })).toBe(103);
    expect(competitionIdFromRoute({ competitionDetail: 'Daiwa Basia--102' })).toBe(102);
    expect(competitionIdFromRoute({ competitionDetail: 'no-id-here' })).toBeNull();
    expect(competitionIdFromRoute({ competitionDetail: '' })).toBeNull();
  });

  it('reads /competition/info/:id only when the id is all digits', () => {
    expect(competitionIdFromRoute({ id: '102' })).toBe(102);
    expect(competitionIdFromRoute({ id: '102abc' })).toBeNull();
    expect(competitionIdFromRoute({})).toBeNull();
  });

  it('does not decode the segment a second time: a decoded "%" is a character, not an escape', () => {
    expect(competitionIdFromRoute({ competitionDetail: '100% Bait Bundle-104' })).toBe(104);
  });
});
