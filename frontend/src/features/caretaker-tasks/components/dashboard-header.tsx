import { Card, Flex, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat, useLanguage } from '../../../lib/use-format';
import { formatChange } from '../utils/display';
import { monthChange, type Earnings, type MonthlyEarnings } from '../utils/earnings';

interface DashboardHeaderProps {
  readonly name: string;
  /** Pending + scheduled + in progress; undefined until the counts arrive. */
  readonly activeTasks: number | undefined;
  /** From every completed task; undefined while loading or after a failed load. */
  readonly earnings: Earnings | undefined;
  readonly monthly: MonthlyEarnings | undefined;
  readonly earningsLoading: boolean;
}

/**
 * Greeting with the caretaker's name, how many tasks are active, the earnings (70% of completed
 * task amounts, with the average per task and this month against the last) and how many tasks
 * are completed — all from data. The spec's fixed temperature has no data behind it: left out.
 */
export function DashboardHeader({
  name,
  activeTasks,
  earnings,
  monthly,
  earningsLoading,
}: DashboardHeaderProps) {
  const { t } = useTranslation('caretakerTasks');
  const format = useFormat();
  const language = useLanguage();
  const change = monthly && monthChange(monthly.thisMonth.earnings, monthly.lastMonth.earnings);
  const dash = '—';

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap="large">
        <div>
          <Typography.Title level={1} style={{ margin: 0 }}>
            {t('header.greeting', { name })}
          </Typography.Title>
          {activeTasks === undefined ? (
            <Skeleton.Input active size="small" />
          ) : (
            <Typography.Text type="secondary">
              {t('header.activeTasks', { count: activeTasks })}
            </Typography.Text>
          )}
        </div>
        <Flex gap="large" wrap>
          <div>
            <Statistic
              title={t('header.earnings')}
              loading={earningsLoading}
              value={earnings ? format.eur(earnings.earnings) : dash}
            />
            {earnings && monthly && change && (
              <Flex vertical>
                <Typography.Text type="secondary">
                  {t('header.averageTaskValue', { amount: format.eur(earnings.averageTaskValue) })}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {t('header.thisMonth', { amount: format.eur(monthly.thisMonth.earnings) })}
                  {' · '}
                  {change.kind === 'ratio' ? (
                    <Typography.Text
                      type={
                        change.ratio > 0 ? 'success' : change.ratio < 0 ? 'danger' : 'secondary'
                      }
                    >
                      {t('header.changeFromLastMonth', {
                        change: formatChange(change.ratio, language),
                      })}
                    </Typography.Text>
                  ) : (
                    t(change.kind === 'new' ? 'header.newThisMonth' : 'header.noRecentEarnings')
                  )}
                </Typography.Text>
              </Flex>
            )}
            {!earningsLoading && !earnings && (
              <Typography.Text type="danger">{t('earningsFailed')}</Typography.Text>
            )}
          </div>
          <Statistic
            title={t('header.completed')}
            loading={earningsLoading}
            value={earnings ? earnings.completedCount : dash}
          />
        </Flex>
      </Flex>
    </Card>
  );
}
