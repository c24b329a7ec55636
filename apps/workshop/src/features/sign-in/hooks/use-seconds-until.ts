import { useEffect, useState } from 'react';

/** Whole seconds left until `at` (a time in ms), ticking down to 0. */
export function useSecondsUntil(at: number): number {
  const secondsLeft = () => Math.max(0, Math.ceil((at - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(secondsLeft);
  useEffect(() => {
    setSeconds(Math.max(0, Math.ceil((at - Date.now()) / 1000)));
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((at - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [at]);
  return seconds;
}
