export { EmployeesScreen } from './components/employees-screen';
export { TechniciansScreen } from './components/technicians-screen';
export { MyWorkScreen } from './components/my-work-screen';
export { LineTechnicianSelect } from './components/line-technician-select';
