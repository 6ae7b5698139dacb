import type { ServiceRequestView } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { getCaretakerTasksQueryOptions } from '../../../lib/service-requests/api/get-caretaker-tasks';
import { getServiceRequestStatsQueryOptions } from '../../../lib/service-requests/api/get-service-request-stats';
import { getServiceRequestsQueryOptions } from '../../../lib/service-requests/api/get-service-requests';
import type { ServiceRequestViewer } from '../../../lib/service-requests/viewer';
import {
  toCaretakerTaskQuery,
  toServiceRequestListQuery,
  type ListQueryState,
} from '../utils/list-query';
import { tilesFromStats, tilesFromTaskCounts, type StatTile } from '../utils/stat-tiles';

/** What the table needs, whichever endpoint filled it. */
export interface RequestRows {
  readonly items: readonly ServiceRequestView[] | undefined;
  readonly total: number;
  /** The search matched more than the server counts: the total reads "10,000+". */
  readonly totalIsCapped: boolean;
  readonly isPending: boolean;
  readonly isError: boolean;
  /** An earlier page is on screen while this one loads. */
  readonly isRefreshing: boolean;
  readonly isFetching: boolean;
  readonly refetch: () => void;
}

export interface RequestTiles {
  readonly tiles: readonly StatTile[] | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
}

/**
 * The rows and tiles of the list. Admins and clients use the general list and its stats (a
 * client's are scoped to them by the server); a caretaker's list comes from the tasks endpoint
 * (spec part 2, §6), whose counts also fill their tiles.
 */
export function useServiceRequestList(viewer: ServiceRequestViewer, state: ListQueryState) {
  const isCaretaker = viewer === 'caretaker';
  const list = useQuery({
    ...getServiceRequestsQueryOptions(toServiceRequestListQuery(state)),
    enabled: !isCaretaker,
  });
  const stats = useQuery({ ...getServiceRequestStatsQueryOptions(), enabled: !isCaretaker });
  const tasks = useQuery({
    ...getCaretakerTasksQueryOptions(toCaretakerTaskQuery(state)),
    enabled: isCaretaker,
  });

  const source = isCaretaker ? tasks : list;
  const rows: RequestRows = {
    items: source.data?.items,
    total: source.data?.total ?? 0,
    // A caretaker's tasks have no search, so their total is never capped.
    totalIsCapped: !isCaretaker && (list.data?.totalIsCapped ?? false),
    isPending: source.isPending,
    isError: source.isError,
    isRefreshing: source.isPlaceholderData && source.isFetching,
    isFetching: source.isFetching,
    refetch: () => void source.refetch(),
  };
  const tiles: RequestTiles = isCaretaker
    ? {
        tiles: tasks.data ? tilesFromTaskCounts(tasks.data.counts) : undefined,
        isPending: tasks.isPending,
        isError: tasks.isError,
      }
    : {
        tiles: stats.data ? tilesFromStats(stats.data) : undefined,
        isPending: stats.isPending,
        isError: stats.isError,
      };
  return { rows, tiles };
}
