import type { ServiceRequest } from '@memorial-care/contracts/http';

type VisitTask = Pick<ServiceRequest, 'status' | 'scheduledDate'>;

/**
 * The caretaker's next scheduled visit: the soonest scheduled date of a scheduled task that is
 * not over yet (from the start of today, so this morning's visit still counts). Null if none.
 */
export function nextVisitOf(tasks: readonly VisitTask[], now: Date): string | null {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  let next: { at: number; date: string } | null = null;
  for (const task of tasks) {
    if (task.status !== 'scheduled' || !task.scheduledDate) continue;
    const at = new Date(task.scheduledDate).getTime();
    if (Number.isNaN(at) || at < startOfToday) continue;
    if (!next || at < next.at) next = { at, date: task.scheduledDate };
  }
  return next?.date ?? null;
}
