// Calendar months in Serbia as `yyyy-MM` and their first days, for the dashboard's windows.

/** `YYYY-MM-01` of the month `offset` months after the month of `day` (`YYYY-MM…`). */
export const monthStart = (day: string, offset = 0) => {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
};

/** `yyyy-MM` of a day or month. */
export const monthOf = (day: string) => day.slice(0, 7);
