import type { CaretakerTaskPage } from '@memorial-care/contracts/http';

/** The dashboard's tabs; the counts also hold completed and cancelled, for the list's tiles. */
export type TaskTab = Extract<
  keyof CaretakerTaskPage['counts'],
  'pending' | 'scheduled' | 'in_progress' | 'all'
>;
export type TaskCounts = CaretakerTaskPage['counts'];

/** The tab filters in the spec's order: Pending, Scheduled, In Progress, All Tasks. */
export const taskTabOrder: readonly TaskTab[] = ['pending', 'scheduled', 'in_progress', 'all'];

export const defaultTaskTab: TaskTab = 'pending';

export const isTaskTab = (value: string): value is TaskTab =>
  (taskTabOrder as readonly string[]).includes(value);

export interface TaskTabItem {
  readonly tab: TaskTab;
  /** How many tasks the tab holds; null while unknown (not loaded, or the load failed). */
  readonly count: number | null;
}

/** Each tab with its count from the server. */
export function taskTabItems(counts: TaskCounts | undefined): TaskTabItem[] {
  return taskTabOrder.map((tab) => ({ tab, count: counts ? counts[tab] : null }));
}

/**
 * Tasks that still want something done: offers to answer, visits to start, work under way.
 * ("All Tasks" also holds completed and cancelled ones.)
 */
export const activeTaskCount = (counts: TaskCounts): number =>
  counts.pending + counts.scheduled + counts.in_progress;

/** The last page that has tasks on it (1 when there are none). */
export const lastPageOf = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));
