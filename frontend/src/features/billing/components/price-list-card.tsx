import { billingLimits, limits } from '@memorial-care/contracts/domain';
import type { PriceListItem } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { StaleEditAlert } from '../../../components/stale-edit-alert';
import { serverFieldErrorsOf, showFieldErrors } from '../../../lib/form-errors';
import { getTaggedPriceListQueryOptions } from '../../../lib/price-list/get-price-list';
import { useTaggedEdit, type TaggedEdit } from '../../../lib/use-tagged-edit';
import { useFormat } from '../../../lib/use-format';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useSetServicePrice } from '../api/set-service-price';
import { useBillingNotifications } from '../hooks/use-billing-notifications';
import { amountOf } from '../utils/money';

/** A price as typed, checked like a request's amount (0 – 10,000 EUR); null when it is not one. */
export const servicePriceOf = (text: string | undefined) =>
  amountOf(text, limits.amountMinEur, limits.amountMaxEur);

/**
 * Admin Payments: what each service of the request form costs. A new request's amount is filled
 * from here; changing a price leaves the requests already made as they are.
 */
export function PriceListCard() {
  const { t } = useTranslation('billing');
  const prices = useQuery(getTaggedPriceListQueryOptions());
  // The list with its revision: each save sends it, and a 412 offers Reload.
  const edit = useTaggedEdit(getTaggedPriceListQueryOptions(), true);
  return (
    <Card title={t('priceList.title')}>
      <Typography.Paragraph type="secondary">{t('priceList.intro')}</Typography.Paragraph>
      <StaleEditAlert edit={edit} />
      {prices.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : prices.isError ? (
        <LoadFailedAlert
          title={t('priceList.loadFailed')}
          retryLabel={t('actions.retry')}
          query={prices}
        />
      ) : (
        <PriceTable items={prices.data.data.items} edit={edit} />
      )}
    </Card>
  );
}

function PriceTable({
  items,
  edit,
}: {
  readonly items: readonly PriceListItem[];
  readonly edit: TaggedEdit<unknown>;
}) {
  const { t } = useTranslation('billing');
  const { t: tr } = useTranslation('serviceRequests');
  const format = useFormat();
  return (
    <Table<PriceListItem>
      rowKey="serviceType"
      size="small"
      pagination={false}
      dataSource={[...items]}
      columns={[
        {
          title: t('priceList.service'),
          dataIndex: 'serviceType',
          render: (serviceType: PriceListItem['serviceType']) => tr(`serviceType.${serviceType}`),
        },
        {
          title: t('priceList.price'),
          dataIndex: 'price',
          render: (price: string | null) =>
            price === null ? (
              <Typography.Text type="secondary">{t('priceList.noPrice')}</Typography.Text>
            ) : (
              format.eur(price)
            ),
        },
        {
          title: t('priceList.newPrice'),
          key: 'edit',
          render: (_, item) => <PriceForm item={item} edit={edit} />,
        },
      ]}
    />
  );
}

interface PriceFormValues {
  price: string;
}

const priceFormFields = ['price'] as const;

function PriceForm({
  item,
  edit,
}: {
  readonly item: PriceListItem;
  readonly edit: TaggedEdit<unknown>;
}) {
  const { t } = useTranslation('billing');
  const { t: tr } = useTranslation('serviceRequests');
  const [form] = Form.useForm<PriceFormValues>();
  const setPrice = useSetServicePrice();
  const notify = useBillingNotifications();
  const serverText = useServerErrorText();
  const service = tr(`serviceType.${item.serviceType}`);

  const submit = ({ price }: PriceFormValues) =>
    setPrice.mutate(
      { serviceType: item.serviceType, price: servicePriceOf(price) ?? price, etag: edit.etag },
      {
        onSuccess: () => form.resetFields(),
        onError: (error) => {
          // Someone else changed the list since it was shown: the alert above offers Reload,
          // and the typed price stays for a second try.
          if (edit.refusedAsStale(error)) return;
          const { fields, unmatched } = serverFieldErrorsOf(
            error,
            priceFormFields,
            undefined,
            serverText,
          );
          showFieldErrors(form, fields);
          notify.failure('priceList.saveFailed', error, unmatched);
        },
      },
    );

  return (
    <Form<PriceFormValues>
      form={form}
      name={`price-${item.serviceType}`}
      layout="inline"
      initialValues={{ price: '' }}
      onFinish={submit}
    >
      <Form.Item
        name="price"
        rules={[
          { required: true, whitespace: true, message: t('priceList.priceRequired') },
          {
            validator: (_, value: string | undefined) =>
              !value?.trim() || servicePriceOf(value) !== null
                ? Promise.resolve()
                : Promise.reject(new Error(t('priceList.priceInvalid'))),
          },
        ]}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          prefix="€"
          maxLength={billingLimits.amountText}
          placeholder={item.price ?? '0.00'}
          aria-label={t('priceList.priceOf', { service })}
          style={{ width: 130 }}
        />
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit" loading={setPrice.isPending}>
          {t('priceList.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
