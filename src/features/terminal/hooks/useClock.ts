import { useEffect, useState } from 'react';

const format = (date: Date) =>
  [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');

/** The header clock, HH:MM:SS, ticking every second. */
export function useClock(): string {
  const [time, setTime] = useState(() => format(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setTime(format(new Date())), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return time;
}
