import type { Caretaker } from '@memorial-care/contracts/http';
import type { UseQueryResult } from '@tanstack/react-query';
import { Col, Empty, Flex, Row, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { filterCaretakers, type CaretakerStatusFilter } from '../utils/search-caretakers';
import { CaretakerCard } from './caretaker-card';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

interface CaretakerListProps {
  query: UseQueryResult<Caretaker[]>;
  search: string;
  status: CaretakerStatusFilter;
  today: string;
  onOpenDetails: (id: string) => void;
}

const cardColumns = { xs: 24, md: 12, xl: 8 } as const;

/** The cards matching the search and filter, with loading, error and empty states. */
export function CaretakerList({ query, search, status, today, onOpenDetails }: CaretakerListProps) {
  const { t } = useTranslation('caretakers');
  const visible = useMemo(
    () => filterCaretakers(query.data ?? [], search, status),
    [query.data, search, status],
  );

  if (query.isPending) {
    return (
      <Row gutter={[16, 16]}>
        {[0, 1, 2].map((i) => (
          <Col key={i} {...cardColumns}>
            <Skeleton active paragraph={{ rows: 6 }} />
          </Col>
        ))}
      </Row>
    );
  }
  if (query.isError) {
    return (
      <LoadFailedAlert title={t('list.loadFailed')} retryLabel={t('actions.retry')} query={query} />
    );
  }
  if (visible.length === 0) {
    const filtered = search.trim() !== '' || status !== 'all';
    return (
      <Empty
        style={{ paddingBlock: 48 }}
        description={
          <Flex vertical gap={4}>
            <strong>{t('list.empty')}</strong>
            <span>{filtered ? t('list.emptySearchHint') : t('list.emptyHint')}</span>
          </Flex>
        }
      />
    );
  }
  return (
    <Row gutter={[16, 16]} role="region" aria-label={t('list.label')}>
      {visible.map((caretaker) => (
        <Col key={caretaker.id} {...cardColumns}>
          <CaretakerCard
            caretaker={caretaker}
            today={today}
            onOpenDetails={() => onOpenDetails(caretaker.id)}
          />
        </Col>
      ))}
    </Row>
  );
}
