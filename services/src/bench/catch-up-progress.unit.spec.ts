import { describe, expect, it } from 'vitest';
import { reaching, slowest, tailRatio, type ProgressSample } from './catch-up-progress';

/** Two projections: `a` at a steady 10 events/ms; `b` from the given counts. */
const samples = (b: readonly number[]): ProgressSample[] =>
  b.map((events, i) => ({ ms: (i + 1) * 10, events: [Math.min(100 * (i + 1), 400), events] }));

describe('catch-up progress', () => {
  it('finds when the slowest projection had reached a count', () => {
    const trace = samples([50, 100, 150, 200]);
    expect(slowest(trace[1]!)).toBe(100);
    expect(reaching(trace, 120)).toEqual({ ms: 30, events: [300, 150] });
    expect(reaching(trace, 999)).toBe(trace.at(-1));
  });

  it('is 1 for projections that keep their pace', () => {
    expect(tailRatio(samples([100, 200, 300, 400]), 100)).toBeCloseTo(1);
  });

  it('is the lowest projection’s ratio: one that slows down to half pace in its tail', () => {
    // b: 100 events in each of the first three polls, then 100 over the last two.
    expect(tailRatio(samples([100, 200, 300, 350, 400]), 100)).toBeCloseTo(0.5);
  });

  it('counts a window from the first poll past its start, at the count reached there', () => {
    // b's first 100 events took until the second poll (20 ms): 120 events there.
    const trace = samples([60, 120, 240, 360, 400]);
    // Head: 120 events in 20 ms; tail: from 360 (40 ms) to 400 (50 ms), 40 events in 10 ms.
    expect(tailRatio(trace, 100)).toBeCloseTo(4 / 6);
  });
});
