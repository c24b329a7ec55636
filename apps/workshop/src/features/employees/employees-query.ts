import type { EmployeeSearch } from '@servicebay/api-client';

/** What the employees list shows, as its address carries it: `?q=ravi&page=2`. */
export type EmployeesShown = { q: string; page: number };

export const EMPLOYEES_PAGE_SIZE = 20;
/** The API reads at most 60 characters of a search. */
export const EMPLOYEE_SEARCH_MAX = 60;
export const EMPLOYEE_SEARCH_DEBOUNCE_MS = 350;

export function employeesShownOf(address: URLSearchParams): EmployeesShown {
  const page = Number(address.get('page'));
  return { q: (address.get('q') ?? '').trim().slice(0, EMPLOYEE_SEARCH_MAX), page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** Only what differs from the plain list: no `page=1`, no empty search. */
export const employeesLinkOf = ({ q, page }: EmployeesShown): Record<string, string> => ({ ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) });

export const employeeSearchOf = ({ q, page }: EmployeesShown): EmployeeSearch => ({ ...(q ? { q } : {}), page, pageSize: EMPLOYEES_PAGE_SIZE });
