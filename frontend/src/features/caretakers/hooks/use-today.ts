import dayjs from 'dayjs';
import { useEffect, useState } from 'react';

const todayIso = () => dayjs().format('YYYY-MM-DD');

/** Today's date (yyyy-MM-dd, local), updated when the day changes while the screen is open. */
export function useToday(): string {
  const [today, setToday] = useState(todayIso);
  useEffect(() => {
    const timer = window.setInterval(() => setToday(todayIso()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return today;
}
