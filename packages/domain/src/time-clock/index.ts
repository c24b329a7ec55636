// The time tracker (issue 29 part 3): attendance, the workshop's geofence, job clocks and the reports' rules.
export * from './geofence';
export * from './hours';
export * from './day-split';
export * from './attendance';
export * from './job-clock';
export * from './efficiency';
