import { isolationProbes } from './route-isolation';

// A third of the private routes (route-isolation.ts); the first file also checks the table and the operator's routes.
await isolationProbes(0, 3);
