import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { summarise, type LighthouseFigures } from './lighthouse';

const run = (lcpMs: number, tbtMs: number, performance = 100): LighthouseFigures => ({ performance, lcpMs, tbtMs, cls: 0, accessibility: 100 });

describe('summarise', () => {
  it('gives each figure’s median and the worst run’s LCP and TBT, whichever runs they came from', () => {
    const summary = summarise([run(1_400, 30, 99), run(3_500, 10, 81), run(1_500, 250, 92), run(1_450, 40, 98), run(1_600, 20, 97)]);
    assert.deepEqual(summary.median, { performance: 97, lcpMs: 1_500, tbtMs: 30, cls: 0, accessibility: 100 });
    assert.deepEqual(summary.worst, { lcpMs: 3_500, tbtMs: 250 });
    assert.equal(summary.runs.length, 5);
  });

  it('takes the mean of the middle two of an even number of runs', () => {
    assert.equal(summarise([run(1_000, 0), run(2_000, 100), run(1_200, 40), run(1_800, 60)]).median.tbtMs, 50);
  });
});
