import { UserSwitchOutlined } from '@ant-design/icons';
import type { ScheduleItem } from '@memorial-care/contracts/http';
import { useTranslation } from 'react-i18next';
import { useServiceTypeLabel } from '../../../lib/service-requests/use-service-type-label';

/** Marks the assign button inside a visit: a click on it assigns instead of opening the details. */
export const assignActionAttribute = 'data-schedule-assign';

interface VisitEventContentProps {
  readonly item: ScheduleItem;
  /** The time as the calendar writes it ('' in the list, which has its own time column). */
  readonly timeText: string;
  /** The caretaker is shown (to admins, who schedule several). */
  readonly showCaretaker: boolean;
  /** Admins: the visit offers its assign button. */
  readonly canAssign: boolean;
}

/** One visit on the calendar: time, service, whose grave (or client) where, and its caretaker. */
export function VisitEventContent({
  item,
  timeText,
  showCaretaker,
  canAssign,
}: VisitEventContentProps) {
  const { t } = useTranslation('schedule');
  const serviceLabel = useServiceTypeLabel();
  const who = item.clientName ?? item.grave?.deceasedName ?? null;
  const where = item.cemetery?.name ?? null;
  const caretaker = item.caretakerName ?? t('calendar.unassigned');
  const assignLabel = item.caretakerId ? t('calendar.reassign') : t('calendar.assign');
  return (
    <div className="schedule-visit__content">
      <div className="schedule-visit__text">
        <span className="schedule-visit__headline">
          {timeText && <span className="schedule-visit__time">{timeText}</span>}
          <span className="schedule-visit__service">{serviceLabel(item.serviceType)}</span>
        </span>
        {(who || where) && (
          <span className="schedule-visit__place">{[who, where].filter(Boolean).join(' · ')}</span>
        )}
        {showCaretaker && <span className="schedule-visit__caretaker">{caretaker}</span>}
      </div>
      {canAssign && (
        <button
          type="button"
          className="schedule-visit__assign"
          {...{ [assignActionAttribute]: '' }}
          aria-label={assignLabel}
          title={assignLabel}
        >
          <UserSwitchOutlined aria-hidden />
        </button>
      )}
    </div>
  );
}
