import { useClientProfile } from '@servicebay/api-client';
import { marketToday } from '@servicebay/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { monthOf, registerLinkOf, registerShownOf, withChange, type RegisterShown } from './register-query';

/** A register's period, search, kind and page, kept in the address; this month (the market's) unless it says otherwise. */
export function useRegisterAddress() {
  const { countryCode } = useClientProfile();
  const today = marketToday(countryCode);
  const [address, setAddress] = useSearchParams();
  const shown = useMemo(() => registerShownOf(address, today), [address, today]);
  const show = (next: RegisterShown) => setAddress(new URLSearchParams(registerLinkOf(next, today)), { replace: next.page === shown.page });
  return { shown, thisMonth: monthOf(today), change: (partial: Partial<RegisterShown>) => show(withChange(shown, partial)) };
}
