import { queryOptions } from '@tanstack/react-query';
import { caretakerTaskPageSchema } from '@memorial-care/contracts/http';
import { apiGet } from '../../../lib/api-client';
import { serviceRequestsQueryKey } from '../../../lib/service-requests/api/get-service-requests';
import { toSearchParams } from '../../../lib/service-requests/api/search-params';
import { collectPages } from '../utils/collect-pages';

/** The largest page the tasks endpoint serves. */
const pageSize = 100;

/**
 * Every task on the caretaker's list (theirs, of every status, and the open offers), for the
 * figures no single page gives: earnings from all completed tasks, this month against last,
 * the next visit. A caretaker may not use GET /api/service-requests (admins and clients only),
 * and the tasks endpoint counts only the tabs, so this walks its "all" tab 100 at a time.
 * Under the service-requests prefix, so every task action refreshes it.
 */
export const getEveryCaretakerTaskQueryOptions = () =>
  queryOptions({
    queryKey: [...serviceRequestsQueryKey, 'caretaker-tasks', 'every-page'],
    queryFn: ({ signal }) =>
      collectPages(
        async (page) =>
          apiGet(
            `/api/caretaker/tasks${toSearchParams({ tab: 'all', page, pageSize })}`,
            caretakerTaskPageSchema,
            { signal },
          ),
        { pageSize },
      ),
  });
