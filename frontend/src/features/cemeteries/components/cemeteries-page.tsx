import type { Cemetery } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useState } from 'react';
import { getCemeteriesQueryOptions } from '../../../lib/api/get-cemeteries';
import { CemeteriesHeader } from './cemeteries-header';
import { CemeteryDetailsModal } from './cemetery-details-modal';
import { CemeteryFormModal } from './cemetery-form-modal';
import { CemeteryList } from './cemetery-list';
import { CemeterySearch, useCemeterySearch } from './cemetery-search';
import { CemeteryStatsRow } from './cemetery-stats-row';
import { CemeteryViewSwitch } from './cemetery-view-switch';
import { useCemeteryView } from '../hooks/use-cemetery-view';

// Dialogs stay mounted while they animate closed (`open: false`) and are dropped afterwards.
interface DetailsDialog {
  id: string;
  open: boolean;
}
interface FormDialog {
  /** null: add a new cemetery. */
  cemetery: Cemetery | null;
  open: boolean;
  /** Editing started from the details view, so finishing goes back there. */
  returnToDetails: boolean;
}

/** Admin: Cemetery Management (/admin/cemeteries). */
export function CemeteriesPage() {
  const cemeteries = useQuery(getCemeteriesQueryOptions());
  const [search, setSearch] = useCemeterySearch();
  const [view, setView] = useCemeteryView();
  const [details, setDetails] = useState<DetailsDialog | null>(null);
  const [form, setForm] = useState<FormDialog | null>(null);

  const openDetails = (id: string) => setDetails({ id, open: true });
  const closeDetails = () => setDetails((d) => d && { ...d, open: false });

  const openAdd = () => setForm({ cemetery: null, open: true, returnToDetails: false });
  const openEdit = (cemetery: Cemetery, returnToDetails = true) => {
    closeDetails();
    setForm({ cemetery, open: true, returnToDetails });
  };
  const closeForm = () => {
    if (form?.returnToDetails && form.cemetery) openDetails(form.cemetery.id);
    setForm((f) => f && { ...f, open: false });
  };

  return (
    <Flex vertical gap="large">
      <CemeteriesHeader onAdd={openAdd} />
      <CemeteryStatsRow cemeteries={cemeteries.data} loading={cemeteries.isPending} />
      <Flex wrap gap="middle" justify="space-between" align="center">
        <CemeterySearch value={search} onChange={setSearch} />
        <CemeteryViewSwitch value={view} onChange={setView} />
      </Flex>
      <CemeteryList
        query={cemeteries}
        search={search}
        view={view}
        onOpenDetails={openDetails}
        // From the table, finishing the edit goes back to the table.
        onEdit={(cemetery) => openEdit(cemetery, false)}
      />

      {details && (
        <CemeteryDetailsModal
          id={details.id}
          open={details.open}
          onClose={closeDetails}
          // Reopened (e.g. after an edit) before the close animation ended: keep it.
          afterClose={() => setDetails((d) => (d && !d.open ? null : d))}
          onEdit={openEdit}
          onDeleted={closeDetails}
        />
      )}
      {form && (
        <CemeteryFormModal
          cemetery={form.cemetery}
          open={form.open}
          onClose={closeForm}
          afterClose={() => setForm((f) => (f && !f.open ? null : f))}
        />
      )}
    </Flex>
  );
}
