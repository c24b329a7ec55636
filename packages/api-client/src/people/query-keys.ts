import { STAFF_QUERY_KEY } from '../staff/query-keys';

export type EmployeeSearch = { q?: string; page: number; pageSize: number };

/** The people records of a workshop (issue 29): saving an employee or technician refreshes its lists. */
export const peopleKeys = {
  all: () => [...STAFF_QUERY_KEY, 'employees-and-technicians'] as const,
  employees: (workshopId: string) => [...peopleKeys.all(), workshopId, 'employees'] as const,
  employeePage: (workshopId: string, query: EmployeeSearch) => [...peopleKeys.employees(workshopId), 'page', query] as const,
  technicians: (workshopId: string) => [...peopleKeys.all(), workshopId, 'technicians'] as const,
  lineTechnicians: (workshopId: string, jobCardId: string) => [...peopleKeys.technicians(workshopId), 'job-card', jobCardId] as const,
  myWork: (workshopId: string) => [...peopleKeys.all(), workshopId, 'my-work'] as const,
};

export const workshopPath = (workshopId: string) => `/staff/workshops/${encodeURIComponent(workshopId)}`;
