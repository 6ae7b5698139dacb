import { Flex } from 'antd';
import { ImportStatementCard } from './import-statement-card';
import { UnmatchedTransfersTable } from './unmatched-transfers-table';

/** The admin's Statements tab: import a bank statement, review what it did not match. */
export function StatementsTab() {
  return (
    <Flex vertical gap="large">
      <ImportStatementCard />
      <UnmatchedTransfersTable />
    </Flex>
  );
}
