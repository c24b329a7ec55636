import { and, asc, between, eq } from 'drizzle-orm';
import {
  noteAmountsOf,
  debitNoteForAmount,
  debitNoteForLines,
  debitNoteProblem,
  inwardTotals,
  isWholeInMinor,
  minorOf,
  STOCK_REFUSAL_ERRORS,
  type TDebitNote,
  type TDebitNoteBody,
} from '@servicebay/domain';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import { lineInputOf, supplyOfInward, type InwardsService } from './inwards.service';
import { numberFor, type StockDeps } from './stock-context';
import { debitNotes, vendors } from './stock.tables';

export type DebitNotesService = ReturnType<typeof createDebitNotesService>;

/**
 * Debit notes to vendors (issue 28 part 7): against a completed inward, for an amount (not above the
 * inward) or whole lines, with a prefix, once per inward (the unique key decides two at once); the
 * tax reversed by billing's rules over the supply the inward was taxed under.
 */
export function createDebitNotesService(deps: StockDeps & { inwards: InwardsService }) {
  const { db } = deps;

  async function ofPeriod(scope: StaffScope, period: { from: string; to: string }): Promise<TDebitNote[]> {
    const rows = await db
      .select()
      .from(debitNotes)
      .where(and(eq(debitNotes.brandId, scope.brandId), eq(debitNotes.workshopId, scope.workshopId), between(debitNotes.day, period.from, period.to)))
      .orderBy(asc(debitNotes.day), asc(debitNotes.number));
    return rows.map((row) => ({ debitNoteId: row.id, ...row.document }));
  }

  return {
    async issue(brand: Brand, scope: StaffScope, inwardId: string, body: TDebitNoteBody): Promise<TDebitNote> {
      const inward = await deps.inwards.inwardOf(scope, inwardId);
      const [existing] = await db.select({ id: debitNotes.id }).from(debitNotes).where(eq(debitNotes.inwardId, inwardId));
      const problem = debitNoteProblem({ status: inward.status, hasDebitNote: Boolean(existing) });
      if (problem) throw new AppError(STOCK_REFUSAL_ERRORS[problem]);
      const currency = inward.currency;
      if (body.amount !== undefined && !isWholeInMinor(body.amount, currency))
        throw new AppError('request/invalid', { field: 'amount', message: 'Enter an amount the currency can hold' });
      const lines = await deps.inwards.linesOf(inward.id);
      const supply = supplyOfInward(inward);
      const inputs = lines.map(lineInputOf);
      const hasLines = (body.lineIds?.length ?? 0) > 0;
      const amounts = hasLines
        ? debitNoteForLines(
            inputs,
            supply,
            body.lineIds!.map((lineId) => lines.findIndex((line) => line.id === lineId)),
          )
        : debitNoteForAmount(inwardTotals(inputs, supply), body.amount === undefined ? 0 : minorOf(body.amount, currency));
      if (typeof amounts === 'string') throw new AppError(STOCK_REFUSAL_ERRORS[amounts], { field: hasLines ? 'lineIds' : 'amount' });
      const [vendor] = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, inward.vendorId));
      const { supply: today } = await deps.placeOf(brand, scope.workshopId);
      const row = await db.transaction(async (tx) => {
        const number = await numberFor(deps, scope.workshopId, 'debitNote', body.prefix.toUpperCase(), today, tx);
        const document: Omit<TDebitNote, 'debitNoteId'> = {
          inwardId: inward.id,
          inwardNumber: inward.number,
          vendorName: vendor?.name ?? '',
          number,
          day: today.day,
          currency,
          ...noteAmountsOf(amounts, body, currency),
        };
        return (
          await tx
            .insert(debitNotes)
            .values({
              brandId: scope.brandId,
              workshopId: scope.workshopId,
              inwardId: inward.id,
              vendorId: inward.vendorId,
              number,
              day: today.day,
              totalMinor: amounts.total,
              document,
              issuedByStaffId: scope.staffId,
            })
            .returning()
        )[0]!;
      });
      return { debitNoteId: row.id, ...row.document };
    },

    /** GET …/debit-notes?from&to: the workshop's notes of a range of days. */
    ofPeriod,

    /** GET …/debit-notes.xlsx: the period's notes and the currency they are totalled in, even when there are none. */
    async forWorkbook(brand: Brand, scope: StaffScope, period: { from: string; to: string }) {
      const [notes, place] = await Promise.all([ofPeriod(scope, period), deps.placeOf(brand, scope.workshopId)]);
      return { notes, currency: place.currency };
    },
  };
}
