import type { RevenueMonth } from '@memorial-care/contracts/http';
import { intlLocale, type Language } from '../../../lib/languages';

/** "2026-04" as the language names the month: "Apr 2026", "apr 2026.", "Apr. 2026". */
export const monthLabel = (month: string, language: Language): string =>
  new Intl.DateTimeFormat(intlLocale[language], {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

export interface RevenueChartPoint {
  readonly month: string;
  readonly label: string;
  /** For the bars' height only: the texts show the exact amount (`received`). */
  readonly value: number;
  readonly received: string;
}

/** The months as the chart draws them, oldest first. */
export const revenueChartPoints = (
  months: readonly RevenueMonth[],
  language: Language,
): RevenueChartPoint[] =>
  months.map(({ month, received }) => ({
    month,
    label: monthLabel(month, language),
    value: Number(received),
    received,
  }));
