import { weekdays, type Weekday } from '@memorial-care/contracts/domain';
import { intlLocale, type Language } from '../../../lib/languages';

// 2024-01-01 was a Monday: the days from it, in `weekdays` order.
const referenceDay = (weekday: Weekday) =>
  new Date(Date.UTC(2024, 0, 1 + weekdays.indexOf(weekday)));

/** A weekday's name as the language writes it ("Wednesday", "sreda", "Mittwoch"). */
export const weekdayName = (weekday: Weekday, language: Language): string =>
  new Intl.DateTimeFormat(intlLocale[language], { weekday: 'long', timeZone: 'UTC' }).format(
    referenceDay(weekday),
  );
