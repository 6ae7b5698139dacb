import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { Caretaker } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Radio, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { linkedRecordParams, useLinkedRecord } from '../../../lib/linked-record';
import { getCaretakersQueryOptions } from '../api/get-caretakers';
import { useToday } from '../hooks/use-today';
import type { CaretakerStatusFilter } from '../utils/search-caretakers';
import { CaretakerDetailsModal } from './caretaker-details-modal';
import { CaretakerFormModal } from './caretaker-form-modal';
import { CaretakerList } from './caretaker-list';

// Dialogs stay mounted while they animate closed (`open: false`) and are dropped afterwards.
interface DetailsDialog {
  id: string;
  open: boolean;
}
interface FormDialog {
  /** null: add a new caretaker. */
  caretaker: Caretaker | null;
  open: boolean;
  /** Editing started from the details view, so finishing goes back there. */
  returnToDetails: boolean;
}

/** Admin: Caretakers (/admin/caretakers). */
export function CaretakersPage() {
  const { t } = useTranslation('caretakers');
  const caretakers = useQuery(getCaretakersQueryOptions());
  const today = useToday();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CaretakerStatusFilter>('all');
  const [details, setDetails] = useState<DetailsDialog | null>(null);
  // `?add=1` (the dashboard's Add Caretaker) opens the add dialog on arrival.
  const [searchParams] = useSearchParams();
  const [form, setForm] = useState<FormDialog | null>(() =>
    searchParams.get('add') === '1'
      ? { caretaker: null, open: true, returnToDetails: false }
      : null,
  );

  const openDetails = useCallback((id: string) => setDetails({ id, open: true }), []);
  // The header search's caretaker hits open the caretaker's details.
  useLinkedRecord(linkedRecordParams.caretaker, openDetails);
  const closeDetails = () => setDetails((d) => d && { ...d, open: false });

  const openAdd = () => setForm({ caretaker: null, open: true, returnToDetails: false });
  const openEdit = (caretaker: Caretaker) => {
    closeDetails();
    setForm({ caretaker, open: true, returnToDetails: true });
  };
  const closeForm = () => {
    if (form?.returnToDetails && form.caretaker) openDetails(form.caretaker.id);
    setForm((f) => f && { ...f, open: false });
  };

  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="flex-start" wrap gap="middle">
        <div>
          <Typography.Title level={1} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={openAdd}>
          {t('actions.add')}
        </Button>
      </Flex>

      <Flex wrap gap="middle" align="center">
        <Input
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          size="large"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 480, flex: '1 1 280px' }}
        />
        <Radio.Group
          aria-label={t('filters.label')}
          optionType="button"
          buttonStyle="solid"
          size="large"
          value={status}
          onChange={(event) => setStatus(event.target.value as CaretakerStatusFilter)}
          options={(['all', 'active', 'inactive'] as const).map((value) => ({
            value,
            label: t(`filters.${value}`),
          }))}
        />
      </Flex>

      <CaretakerList
        query={caretakers}
        search={search}
        status={status}
        today={today}
        onOpenDetails={openDetails}
      />

      {details && (
        <CaretakerDetailsModal
          id={details.id}
          open={details.open}
          today={today}
          onClose={closeDetails}
          afterClose={() => setDetails((d) => (d && !d.open ? null : d))}
          onEdit={openEdit}
          onDeleted={closeDetails}
        />
      )}
      {form && (
        <CaretakerFormModal
          caretaker={form.caretaker}
          open={form.open}
          onClose={closeForm}
          afterClose={() => setForm((f) => (f && !f.open ? null : f))}
        />
      )}
    </Flex>
  );
}
