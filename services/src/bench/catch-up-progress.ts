// How a catch-up progressed, from samples of the projections' checkpoints: the bench's figures.

/** How far each projection had come, `ms` after the runners started. */
export interface ProgressSample {
  readonly ms: number;
  /** Each projection's count of the log's events processed (its checkpoint's), in order. */
  readonly events: readonly number[];
}

type Progress = (sample: ProgressSample) => number;
export const slowest: Progress = (sample) => Math.min(...sample.events);

/** The first sample at which `progress` had reached `events` (or the last sample). */
export const reaching = (samples: readonly ProgressSample[], events: number, progress = slowest) =>
  samples.find((sample) => progress(sample) >= events) ?? samples.at(-1)!;

/**
 * Each projection's rate over the last `window` events of the log divided by its rate over the
 * first `window`; the lowest of them. Each projection's own, since one that finished early
 * leaves the others the whole machine: the slowest one's tail alone would look fast.
 * Checkpoints move a batch at a time, so a window runs from the first sample past its start to
 * the first past its end, counting the events actually between them.
 */
export const tailRatio = (samples: readonly ProgressSample[], window: number) => {
  const ratios = samples[0]!.events.map((_, i) => {
    const progress: Progress = (sample) => sample.events[i]!;
    /** When (and at which count) the projection had first processed `events`. */
    const reached = (events: number) => {
      const sample = reaching(samples, events, progress);
      return { ms: sample.ms, events: progress(sample) };
    };
    const rate = (from: { ms: number; events: number }, to: { ms: number; events: number }) =>
      (to.events - from.events) / (to.ms - from.ms);
    // What its checkpoint counted in the end (a runner may pass a stretch without counting).
    const total = progress(samples.at(-1)!);
    return (
      rate(reached(total - window), reached(total)) / rate({ ms: 0, events: 0 }, reached(window))
    );
  });
  return Math.min(...ratios);
};
