import type { AgingBucket } from '@memorial-care/contracts/domain';
import { Flex } from 'antd';
import { AgingCards } from './aging-cards';
import { RevenueCard } from './revenue-card';

interface OverviewTabProps {
  readonly onShowInvoices: (bucket: AgingBucket) => void;
}

/** The admin's Overview: revenue by month, and open invoices by days past due. */
export function OverviewTab({ onShowInvoices }: OverviewTabProps) {
  return (
    <Flex vertical gap="large">
      <AgingCards onShowInvoices={onShowInvoices} />
      <RevenueCard />
    </Flex>
  );
}
