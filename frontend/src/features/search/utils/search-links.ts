import type {
  GraveSearchHit,
  RequestSearchHit,
  SearchHit,
  SearchResults,
} from '@memorial-care/contracts/http';
import { linkedRecordParams } from '../../../lib/linked-record';

const withParam = (path: string, name: string, value: string) =>
  `${path}?${new URLSearchParams({ [name]: value })}`;

/** Where each group's hit leads: the screen showing that record. */
export const searchHitHref = {
  clients: (hit: SearchHit) => withParam('/admin/clients', linkedRecordParams.client, hit.id),
  // A grave is shown in its family's profile.
  graves: (hit: GraveSearchHit) =>
    withParam('/admin/clients', linkedRecordParams.client, hit.clientId),
  // The cemeteries screen filters by name (its own ?search=).
  cemeteries: (hit: SearchHit) => withParam('/admin/cemeteries', 'search', hit.label),
  caretakers: (hit: SearchHit) =>
    withParam('/admin/caretakers', linkedRecordParams.caretaker, hit.id),
  requests: (hit: RequestSearchHit) =>
    withParam('/admin/service-requests', linkedRecordParams.request, hit.id),
} satisfies {
  [Group in keyof SearchResults]: (hit: SearchResults[Group]['hits'][number]) => string;
};
