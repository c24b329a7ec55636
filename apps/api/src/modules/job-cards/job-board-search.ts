import { eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import { jobCardSearchOf } from '@servicebay/domain';
import { jobCards } from './job-cards.tables';

/** A plate read backwards: its end is then a start, which the btree index `job_cards_by_plate_end` finds. */
const reversedPlate = sql`reverse(${jobCards.vehicleNumber})`;

const reversed = (text: string) => [...text].reverse().join('');
const anyOf = (conditions: (SQL | null)[]) => or(...conditions.filter((condition): condition is SQL => condition !== null));

/** The job board's search as SQL: the cards it finds, and their rank (0 first; null when all rank alike). */
export type BoardSearch = { where: SQL; rank: SQL | null };

/**
 * What the search box finds (issue 26 item 8): the card whose number it is, the booking's code or a
 * whole mobile number first, then a plate by its start or end and a mobile number by any part, then
 * a customer's name by any part. Each way has its index in the workshop's cards (job-cards.tables.ts),
 * so PostgreSQL reads only the matching cards at a million of them (bench/job-board, decision 0044).
 */
export function boardSearchOf(q: string, countryCode: string): BoardSearch {
  const search = jobCardSearchOf(q, countryCode);
  const exact = anyOf([
    search?.jobCardNo ? eq(jobCards.jobCardNo, search.jobCardNo) : null,
    search?.plate ? eq(jobCards.bookingCode, search.plate) : null,
    search?.mobileNumber ? eq(jobCards.mobileNumber, search.mobileNumber) : null,
  ]);
  const near = anyOf([
    search?.plate ? like(jobCards.vehicleNumber, `${search.plate}%`) : null,
    search?.plate ? like(reversedPlate, `${reversed(search.plate)}%`) : null,
    search?.mobileDigits ? like(jobCards.mobileNumber, `%${search.mobileDigits}%`) : null,
  ]);
  const byName = search?.name ? ilike(jobCards.customerName, `%${search.name}%`) : undefined;
  const where = or(exact, near, byName);
  // Nothing to look for ('%', '!!!'): nothing found. (A constant rank would be `order by 0`, a column's position.)
  if (!where) return { where: sql`false`, rank: null };
  return { where, rank: sql`case when ${exact ?? sql`false`} then 0 when ${near ?? sql`false`} then 1 else 2 end` };
}
