import {
  comparePositions,
  type Position,
  type RecordedEvent,
} from '@memorial-care/contracts/event-store';
import { storableEvent } from '../shared/storable-values';

/**
 * One read of `$all`, shared by every subscriber of the process: what several of them derive
 * from it (the storable form of the events, the admins' skip list) is derived once, here.
 */
export interface LogPage {
  /** In `$all` order, as the reader delivered them (upcast). */
  readonly events: readonly RecordedEvent[];
  /**
   * The same events with every value made storable (see storable-values.ts), computed once per
   * page for all the projections; reactors use `events`, the values as they were written.
   */
  storable(): readonly RecordedEvent[];
  /** `compute()` once per page (the memo is shared with every `after` view of the page). */
  shared<T>(key: string, compute: () => T): T;
  /** The events strictly after `position` (a view of this page). */
  after(position: Position): LogPage;
}

export const createLogPage = (events: readonly RecordedEvent[]): LogPage => {
  const memo = new Map<string, unknown>();
  const shared = <T>(key: string, compute: () => T): T => {
    if (!memo.has(key)) memo.set(key, compute());
    return memo.get(key) as T;
  };
  const storableAll = () => shared('storable', () => events.map(storableEvent));
  const isAfter = (index: number, position: Position) => {
    const event = events[index];
    return !event || comparePositions(event.position, position) > 0;
  };
  const view = (start: number): LogPage => {
    const page: LogPage = {
      events: start === 0 ? events : events.slice(start),
      storable: () => (start === 0 ? storableAll() : storableAll().slice(start)),
      shared,
      after(position) {
        let index = start;
        while (!isAfter(index, position)) index += 1;
        return index === start ? page : view(index);
      },
    };
    return page;
  };
  return view(0);
};
