import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../../../lib/use-format';
import type { RevenueChartPoint } from '../utils/revenue';

interface RevenueChartProps {
  readonly points: readonly RevenueChartPoint[];
}

/**
 * The money received per month as bars. Loaded on its own (the chart library is only fetched
 * when an admin opens the Overview); its figures are also in the table beside it, which screen
 * readers read instead.
 */
export default function RevenueChart({ points }: RevenueChartProps) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const { token } = theme.useToken();

  return (
    <div role="img" aria-label={t('revenue.chartLabel')} style={{ width: '100%', height: 300 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
          <YAxis
            tick={{ fontSize: 12 }}
            width={72}
            tickFormatter={(value: number) => format.wholeEur(value)}
          />
          <Tooltip
            cursor={{ fill: token.colorFillTertiary }}
            formatter={(_value, _name, item) => [
              format.eur((item.payload as RevenueChartPoint).received),
              t('revenue.received'),
            ]}
          />
          <Bar dataKey="value" fill={token.colorPrimary} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
