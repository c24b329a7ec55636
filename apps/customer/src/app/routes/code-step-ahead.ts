import { preloadAnswerChecks } from '@servicebay/api-client';
import { useEffect } from 'react';
import { firstContact } from '../../shared/first-contact';

/**
 * The code screen and the checks of the API's answers are not part of the sign-in screen's
 * download (decision 0013). Once the visitor starts on the number, both are fetched, so Continue
 * opens the code screen without waiting for them.
 */
export function useCodeStepAhead(): void {
  useEffect(() => {
    let isMounted = true;
    void firstContact().then(() => {
      if (!isMounted) return;
      void import('./otp').catch(() => undefined); // offline: the route loads it again when needed
      preloadAnswerChecks();
    });
    return () => {
      isMounted = false;
    };
  }, []);
}
