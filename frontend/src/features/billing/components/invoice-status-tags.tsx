import type { Invoice } from '@memorial-care/contracts/http';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { invoiceTags } from '../utils/invoice-status';

/** Open / Paid / Void, and a red Overdue beside an open invoice past its due date. */
export function InvoiceStatusTags({
  invoice,
}: {
  readonly invoice: Pick<Invoice, 'status' | 'overdue'>;
}) {
  const { t } = useTranslation('billing');
  return (
    <>
      {invoiceTags(invoice).map((tag) => (
        <Tag key={tag.key} color={tag.color}>
          {t(`status.${tag.key}`)}
        </Tag>
      ))}
    </>
  );
}
