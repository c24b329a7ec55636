// Employees and technicians (issue 29 parts 1 and 2): the rules the people module and the workshop app share.
export * from './people-messages';
export * from './check-digits';
export * from './national-id';
export * from './licence';
export * from './employee';
export * from './technician';
export * from './people-wire';
