import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RemoteName } from '@shop/shared-contracts';
import { livePeriods, rollbackTarget, rolledBackVersions, type LiveHistoryEvent } from './liveHistory';

/** Builds a history one event a minute, so each event has its own time. */
function history(remote: RemoteName = 'catalog') {
  const events: LiveHistoryEvent[] = [];
  const at = () => new Date(Date.UTC(2025, 0, 1, 12, events.length)).toISOString();
  const builder = {
    events,
    live(version: string, by: 'release' | 'promote' | 'rollback' = 'release') {
      events.push({ remote, at: at(), kind: 'live', version, by });
      return builder;
    },
    canary(version: string, percent = 10) {
      events.push({ remote, at: at(), kind: 'canary', version, percent });
      return builder;
    },
    canaryEnded(version: string, by: 'promote' | 'rollback' | 'automatic rollback', note?: string) {
      events.push({ remote, at: at(), kind: 'canary-ended', version, by, ...(note ? { note } : {}) });
      return builder;
    },
  };
  return builder;
}

const minute = (index: number) => new Date(Date.UTC(2025, 0, 1, 12, index)).toISOString();

describe('rollbackTarget', () => {
  it('returns to the release customers had before, not to the one built just before that was rolled back earlier (the issue)', () => {
    // 1.1 went out, was bad and was rolled back to 1.0; then 1.2 went out.
    const { events } = history().live('1.0').live('1.1').live('1.0', 'rollback').live('1.2');
    assert.deepEqual([...rolledBackVersions(events, 'catalog')], ['1.1']);
    assert.equal(rollbackTarget(events, 'catalog', '1.2'), '1.0');
  });

  it('returns to the previous release when nothing was rolled back', () => {
    const { events } = history().live('1.0').live('1.1').live('1.2');
    assert.equal(rollbackTarget(events, 'catalog', '1.2'), '1.1');
  });

  it('walks further back on a second rollback, never forward to the release just rolled back', () => {
    const first = history().live('1.0').live('1.1').live('1.2');
    assert.equal(rollbackTarget(first.events, 'catalog', '1.2'), '1.1');

    first.live('1.1', 'rollback');
    assert.deepEqual([...rolledBackVersions(first.events, 'catalog')], ['1.2']);
    assert.equal(rollbackTarget(first.events, 'catalog', '1.1'), '1.0');
  });

  it('never returns to a release whose canary was ended by a rollback', () => {
    // 1.1's canary was rolled back; later 1.1 was published to everybody anyway, then 1.2.
    const { events } = history().live('1.0').canary('1.1').canaryEnded('1.1', 'rollback').live('1.1').live('1.2');
    assert.equal(rollbackTarget(events, 'catalog', '1.2'), '1.0');
  });

  it('never returns to a release whose canary was ended by an automatic rollback', () => {
    const { events } = history().live('1.0').canary('1.1', 25).canaryEnded('1.1', 'automatic rollback', 'error rate 9%').live('1.1').live('1.2');
    assert.deepEqual([...rolledBackVersions(events, 'catalog')], ['1.1']);
    assert.equal(rollbackTarget(events, 'catalog', '1.2'), '1.0');
  });

  it('does return to a release whose canary was promoted', () => {
    const { events } = history().live('1.0').canary('1.1').canaryEnded('1.1', 'promote').live('1.1', 'promote').live('1.2');
    assert.equal(rolledBackVersions(events, 'catalog').size, 0);
    assert.equal(rollbackTarget(events, 'catalog', '1.2'), '1.1');
  });

  it('is null when there is no earlier release', () => {
    assert.equal(rollbackTarget([], 'catalog', '1.0'), null);
    assert.equal(rollbackTarget(history().live('1.0').events, 'catalog', '1.0'), null);
  });

  it('is null when every earlier release was rolled back or is the current one again', () => {
    const { events } = history().live('1.0').live('1.1').live('1.0', 'rollback');
    assert.equal(rollbackTarget(events, 'catalog', '1.0'), null);
  });

  it('reads only the named remote', () => {
    const basket = history('basket').live('9.0').live('9.1');
    const { events } = history().live('1.0').live('1.1');
    const mixed = [basket.events[0]!, events[0]!, basket.events[1]!, events[1]!];
    assert.equal(rollbackTarget(mixed, 'catalog', '1.1'), '1.0');
    assert.equal(rollbackTarget(mixed, 'basket', '9.1'), '9.0');
    assert.equal(rollbackTarget(mixed, 'account', '1.1'), null);
  });
});

describe('livePeriods', () => {
  it('gives each stretch a release was live with how it came and how it left, oldest first', () => {
    const { events } = history().live('1.0').live('1.1').live('1.0', 'rollback').canary('1.2').canaryEnded('1.2', 'promote').live('1.2', 'promote');
    assert.deepEqual(livePeriods(events, 'catalog'), [
      { version: '1.0', from: minute(0), to: minute(1), cameBy: 'release', leftBy: 'release' },
      { version: '1.1', from: minute(1), to: minute(2), cameBy: 'release', leftBy: 'rollback' },
      { version: '1.0', from: minute(2), to: minute(5), cameBy: 'rollback', leftBy: 'promote' },
      { version: '1.2', from: minute(5), to: null, cameBy: 'promote', leftBy: null },
    ]);
  });

  it('ignores canaries that never went live for everybody, and other remotes', () => {
    const { events } = history().live('1.0').canary('1.1').canaryEnded('1.1', 'rollback');
    const other = history('account').live('5.0').events;
    assert.deepEqual(livePeriods([...other, ...events], 'catalog'), [{ version: '1.0', from: minute(0), to: null, cameBy: 'release', leftBy: null }]);
    assert.deepEqual(livePeriods([], 'catalog'), []);
  });
});
