import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZEmployee, ZEmployeePage, type TEmployee, type TEmployeeBody, type TEmployeePage } from '@servicebay/domain';
import { queryString } from '../http/query-string';
import { staffApi } from '../staff/staff-client';
import { peopleKeys, workshopPath, type EmployeeSearch } from './query-keys';

const employeesPath = (workshopId: string) => `${workshopPath(workshopId)}/employees`;

/** GET …/employees?q&page&pageSize: a page of employees, and the licences expired or expiring within 30 days. */
export const getEmployees = (workshopId: string, query: EmployeeSearch): Promise<TEmployeePage> =>
  staffApi.request(`${employeesPath(workshopId)}${queryString(query)}`, { schema: ZEmployeePage });

/** The page asked for; the last one stays on screen while the next loads. */
export const useEmployees = (workshopId: string, query: EmployeeSearch) =>
  useQuery({ queryKey: peopleKeys.employeePage(workshopId, query), queryFn: () => getEmployees(workshopId, query), placeholderData: keepPreviousData });

/** POST …/employees (a new employee) or PUT …/employees/{id}. */
export const saveEmployee = (workshopId: string, employeeId: string | null, body: TEmployeeBody): Promise<TEmployee> =>
  staffApi.request(`${employeesPath(workshopId)}${employeeId ? `/${encodeURIComponent(employeeId)}` : ''}`, {
    method: employeeId ? 'PUT' : 'POST',
    body,
    schema: ZEmployee,
  });

export function useSaveEmployee(workshopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, body }: { employeeId: string | null; body: TEmployeeBody }) => saveEmployee(workshopId, employeeId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.employees(workshopId) }),
  });
}
