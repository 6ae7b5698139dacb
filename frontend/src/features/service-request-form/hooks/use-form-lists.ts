import { useQuery } from '@tanstack/react-query';
import { getCaretakersQueryOptions } from '../../../lib/api/get-caretakers';
import { getCemeteriesQueryOptions } from '../../../lib/api/get-cemeteries';
import { getClientsQueryOptions } from '../api/get-clients';
import { getGravesQueryOptions } from '../api/get-graves';

/** The lists the form picks from; fetched only while the dialog is open. */
export function useFormLists(open: boolean) {
  const clients = useQuery({ ...getClientsQueryOptions(), enabled: open });
  const caretakers = useQuery({ ...getCaretakersQueryOptions(), enabled: open });
  const cemeteries = useQuery({ ...getCemeteriesQueryOptions(), enabled: open });
  return { clients, caretakers, cemeteries };
}

export type FormLists = ReturnType<typeof useFormLists>;

/** The graves of the picked client; nothing is fetched until a client is picked. */
export function useClientGraves(clientId: string | undefined) {
  return useQuery({ ...getGravesQueryOptions(clientId ?? ''), enabled: Boolean(clientId) });
}
