import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { caretakerTaskPageSchema, type CaretakerTaskQuery } from '@memorial-care/contracts/http';
import { apiGet } from '../../api-client';
import { serviceRequestsQueryKey } from './get-service-requests';
import { toSearchParams } from './search-params';

/** One tab of the caretaker's tasks (their own and the open offers), with every tab's count. */
export const getCaretakerTasksQueryOptions = (query: CaretakerTaskQuery) =>
  queryOptions({
    queryKey: [...serviceRequestsQueryKey, 'caretaker-tasks', query],
    queryFn: ({ signal }) =>
      apiGet(`/api/caretaker/tasks${toSearchParams(query)}`, caretakerTaskPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
