import {
  daysUntil,
  isBusyMemorialDay,
  localIsoDate,
  upcomingCulturalEvents,
} from '@memorial-care/contracts/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-format';
import './upcoming-cultural-events.css';

interface UpcomingCulturalEventsProps {
  /** How many of the next events to list. */
  readonly count?: number;
  /** Links each busy memorial day to its capacity (/admin/capacity): for admins. */
  readonly capacityLinks?: boolean;
  /** Called after a link is followed (the mobile drawer closes). */
  readonly onNavigate?: () => void;
}

/** The next Serbian Orthodox days families mark at a grave, computed from the calendar. */
export function UpcomingCulturalEvents({
  count = 3,
  capacityLinks = false,
  onNavigate,
}: UpcomingCulturalEventsProps) {
  const { t } = useTranslation('culturalEvents');
  const language = useLanguage();
  // The sidebar lives for the session; "today" as of when it was drawn is precise enough.
  const today = useMemo(() => localIsoDate(new Date()), []);
  const events = useMemo(() => upcomingCulturalEvents(today, count), [today, count]);

  const whenOf = (date: string) => {
    const days = daysUntil(today, date);
    if (days === 0) return t('today');
    if (days === 1) return t('tomorrow');
    return formatDate(date, language);
  };

  return (
    <section className="cultural-events" aria-labelledby="cultural-events-title">
      <h2 id="cultural-events-title" className="cultural-events__title">
        {t('title')}
      </h2>
      <ul className="cultural-events__list">
        {events.map((event) => (
          <li
            key={`${event.kind}-${event.date}`}
            className="cultural-events__item"
            title={event.kind.endsWith('Zadusnice') ? t('zadusniceHint') : undefined}
          >
            <span className="cultural-events__name">{t(`events.${event.kind}`)}</span>
            <time className="cultural-events__date" dateTime={event.date}>
              {whenOf(event.date)}
            </time>
            {capacityLinks && isBusyMemorialDay(event.date) && (
              <Link
                to={`/admin/capacity?date=${event.date}`}
                onClick={onNavigate}
                className="cultural-events__capacity"
                aria-label={t('capacityOf', { event: t(`events.${event.kind}`) })}
              >
                {t('capacity')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
