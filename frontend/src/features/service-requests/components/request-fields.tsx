import type { ServiceRequestView } from '@memorial-care/contracts/http';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PriorityTag } from '../../../components/request-tags';
import {
  humanizeServiceType,
  isKnownServiceType,
} from '../../../lib/service-requests/service-type';
import { useFormat } from '../../../lib/use-format';
import type { RequestColumnKey } from '../utils/column-layout';

/** A fact as one or two lines of text (a name and the email under it), or a badge. */
export type FieldValue =
  | { readonly main: string; readonly sub?: string | null; readonly muted?: boolean }
  | { readonly node: ReactNode };

/** The request's facts: a line of a card, a column of the table (the service: under the number). */
export type RequestFieldKey =
  Exclude<RequestColumnKey, 'number' | 'status' | 'actions'> | 'service';

export interface RequestField {
  readonly key: RequestFieldKey;
  readonly label: string;
  readonly value: (request: ServiceRequestView) => FieldValue;
}

/**
 * The facts of a request in the list, the same for the table's columns and the phone's cards
 * (whether a viewer sees a fact at all is the column layout's business).
 */
export function useRequestFields(): Record<RequestFieldKey, RequestField> {
  const { t } = useTranslation('serviceRequests');
  const format = useFormat();
  const none = t('list.table.none');
  const text = (main: string | null | undefined, sub?: string | null): FieldValue => ({
    main: main ?? none,
    sub,
  });
  const field = (
    key: RequestFieldKey,
    label: string,
    value: RequestField['value'],
  ): [RequestFieldKey, RequestField] => [key, { key, label, value }];
  return Object.fromEntries([
    field('client', t('list.table.client'), (request) =>
      'clientName' in request ? text(request.clientName, request.clientEmail) : text(none),
    ),
    field('service', t('list.table.service'), (request) =>
      text(
        isKnownServiceType(request.serviceType)
          ? t(`serviceType.${request.serviceType}`)
          : humanizeServiceType(request.serviceType),
      ),
    ),
    field('grave', t('list.table.grave'), (request) => {
      const { grave, cemetery } = request;
      const place = cemetery ? `${cemetery.name}, ${cemetery.city}` : null;
      if (!grave) return text(place ?? none);
      const number =
        grave.graveNumber && t('list.table.graveNumber', { number: grave.graveNumber });
      return text(grave.deceasedName, [place, number].filter(Boolean).join(' · ') || null);
    }),
    field('caretaker', t('list.table.caretaker'), (request) =>
      request.caretakerName
        ? text(request.caretakerName)
        : { main: t('list.table.unassigned'), muted: true },
    ),
    field('scheduledDate', t('list.table.scheduled'), (request) =>
      text(request.scheduledDate ? format.date(request.scheduledDate) : none),
    ),
    field('priority', t('list.table.priority'), (request) => ({
      node: <PriorityTag priority={request.priority} />,
    })),
    field('amount', t('list.table.amount'), (request) =>
      text('amount' in request ? format.eur(request.amount) : none),
    ),
  ]) as Record<RequestFieldKey, RequestField>;
}

/**
 * A field's value. In the table (`ellipsis`) each line keeps to the column's width and ends in
 * an ellipsis, the whole text in a tooltip; on a card the lines wrap. A `secondary` value is
 * itself a second line (the service under the request's number).
 */
export function FieldValueView({
  value,
  ellipsis,
  secondary = false,
}: {
  readonly value: FieldValue;
  readonly ellipsis: boolean;
  readonly secondary?: boolean;
}) {
  if ('node' in value) return value.node;
  const line = (content: string, small: boolean) => (
    <Typography.Text
      type={small || value.muted ? 'secondary' : undefined}
      style={{ overflowWrap: 'anywhere', ...(small ? { fontSize: 12 } : {}) }}
      ellipsis={ellipsis ? { tooltip: content } : false}
    >
      {content}
    </Typography.Text>
  );
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      {line(value.main, secondary)}
      {value.sub && line(value.sub, true)}
    </Flex>
  );
}
