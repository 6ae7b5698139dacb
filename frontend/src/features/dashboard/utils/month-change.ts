/**
 * This month's figure against last month's: a ratio when last month had one, "new" when only
 * this month has, "same" when both are equal (both zero included: "No change").
 */
export type MonthChange =
  | { readonly kind: 'ratio'; readonly ratio: number }
  | { readonly kind: 'new' }
  | { readonly kind: 'same' };

export function monthChange(thisMonth: number, lastMonth: number): MonthChange {
  if (thisMonth === lastMonth) return { kind: 'same' };
  if (lastMonth === 0) return { kind: 'new' };
  return { kind: 'ratio', ratio: (thisMonth - lastMonth) / Math.abs(lastMonth) };
}

/** "+12%", "-3%": whole percent with its sign. */
export function formatRatio(ratio: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 0,
  }).format(ratio);
}
