import { priorities, type Priority } from '@memorial-care/contracts/domain';
import type { TFunction } from 'i18next';

/** "Normal — response within 1 week": the level and the promised response time of the spec. */
export const urgencyOptionLabel = (t: TFunction<'guestRequest'>, priority: Priority): string =>
  t('urgency.option', {
    level: t(`urgency.levels.${priority}`),
    promise: t(`urgency.promises.${priority}`),
  });

/** The urgency choices from the least to the most pressing, as the spec lists them. */
export const urgencyOptions = (t: TFunction<'guestRequest'>) =>
  priorities.map((priority) => ({ value: priority, label: urgencyOptionLabel(t, priority) }));
