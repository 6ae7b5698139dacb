import type { ServiceRequestView } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Skeleton, Timeline, Typography } from 'antd';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getServiceRequestHistoryQueryOptions } from '../../../lib/service-requests/api/get-service-request-history';
import { useHistoryLineText } from '../hooks/use-history-line-text';
import { historyLinesOf } from '../utils/history-lines';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

/**
 * Section 'History' (admin and the owning client): every event of the request, oldest first —
 * what happened, who, when. A region named "History" holding an ordered list, one item per event.
 */
export function HistorySection({ request }: { readonly request: ServiceRequestView }) {
  const { t } = useTranslation('serviceRequestDetails');
  const headingId = useId();
  const history = useQuery(getServiceRequestHistoryQueryOptions(request.id));
  const textOf = useHistoryLineText();

  const lines = useMemo(() => {
    const names = new Map<string, string>();
    if (request.caretakerId && request.caretakerName)
      names.set(request.caretakerId, request.caretakerName);
    return historyLinesOf(history.data ?? [], names);
  }, [history.data, request.caretakerId, request.caretakerName]);

  const body = history.isPending ? (
    <Skeleton active paragraph={{ rows: 3 }} />
  ) : history.isError ? (
    <LoadFailedAlert title={t('history.loadFailed')} retryLabel={t('retry')} query={history} />
  ) : lines.length === 0 ? (
    <Typography.Text type="secondary">{t('history.empty')}</Typography.Text>
  ) : (
    <Timeline
      aria-labelledby={headingId}
      items={lines.map((line) => {
        const text = textOf(line);
        return {
          key: line.key,
          content: (
            <Flex vertical>
              <Typography.Text strong>{text.what}</Typography.Text>
              <Typography.Text type="secondary">{text.whoAndWhen}</Typography.Text>
            </Flex>
          ),
        };
      })}
    />
  );

  return (
    <section aria-labelledby={headingId}>
      <Card
        size="small"
        title={
          <Typography.Title level={5} id={headingId} style={{ margin: 0 }}>
            {t('history.title')}
          </Typography.Title>
        }
      >
        {body}
      </Card>
    </section>
  );
}
