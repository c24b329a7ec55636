// A workshop's employees and technicians (issue 29 parts 1 and 2), and a technician's own work.
export { peopleKeys, type EmployeeSearch } from './query-keys';
export { getEmployees, saveEmployee, useEmployees, useSaveEmployee } from './employees';
export { getTechnicians, saveTechnician, useAssignLineTechnician, useLineTechnicians, useMyWork, useSaveTechnician, useTechnicians } from './technicians';
