import { useEffect, useState } from 'react';
import { secondsUntil } from '../countdown';

/** Seconds left until `target`, ticking once a second and stopping at zero. */
export function useSecondsUntil(target: number): number {
  const [now, setNow] = useState(Date.now);
  const remaining = secondsUntil(target, now);
  const isRunning = remaining > 0;

  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isRunning]);

  return remaining;
}
