import { VEHICLE_TYPES, type TCatalogImport, type TCatalogTypeCounts } from '@servicebay/domain';

/** The counts of one vehicle type as the CLI has always printed them. */
export const countsLine = (type: string, counts: TCatalogTypeCounts) => `${type}: ${counts.makes} makes, ${counts.models} models, ${counts.variants} variants`;

/** ` (car 12 makes, two-wheeler 3 makes)`, or nothing before anything is loaded. */
export function describeLoaded(loaded: TCatalogImport['loaded']): string {
  const parts = VEHICLE_TYPES.flatMap((type) => (loaded[type] ? [`${type} ${loaded[type].makes} makes`] : []));
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** Bad rows by their row number, or the counts; answers the exit code. */
export function printOutcome(outcome: Pick<TCatalogImport, 'status' | 'loaded' | 'problems' | 'error'>): number {
  for (const problem of outcome.problems) console.error(`row ${problem.row}: ${problem.message}`);
  if (outcome.status !== 'done') {
    console.error(outcome.error ?? 'The import failed');
    return 1;
  }
  for (const type of VEHICLE_TYPES) console.log(countsLine(type, outcome.loaded[type] ?? { makes: 0, models: 0, variants: 0 }));
  return 0;
}
