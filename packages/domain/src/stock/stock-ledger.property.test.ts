import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minor } from '../shared/money';
import { movementProblem } from './movement-problem';
import { DOCUMENT_OF_MOVEMENT, movementsOf, onHandOf, stockLedgerOf, stockPositionOf, type TStockMovement, type TStockMovementKind } from './stock-ledger';

const BRANCHES = ['branch-a', 'branch-b'] as const;
const PART = 'part-1';

/** What the desk may try: inward, issue, return to stock, return to vendor, transfer between the two branches. */
const step = fc.oneof(
  fc.record({
    kind: fc.constant('inward' as const),
    at: fc.constantFrom(0, 1),
    quantityMilli: fc.integer({ min: 1, max: 20_000 }),
    value: fc.integer({ min: 0, max: 5_000_000 }),
  }),
  fc.record({ kind: fc.constant('issue' as const), at: fc.constantFrom(0, 1), quantityMilli: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({ kind: fc.constant('returnToStock' as const), at: fc.constantFrom(0, 1), quantityMilli: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({ kind: fc.constant('returnToVendor' as const), at: fc.constantFrom(0, 1), quantityMilli: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({ kind: fc.constant('transfer' as const), at: fc.constantFrom(0, 1), quantityMilli: fc.integer({ min: 1, max: 20_000 }) }),
);

/** The exact weighted average of one unit, a fraction of minor units (BigInt), by its definition. */
type Fraction = { numerator: bigint; denominator: bigint };
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const reduced = ({ numerator, denominator }: Fraction): Fraction => {
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
};

describe('the stock ledger keeps its books over any sequence (issue 28, done when)', () => {
  it('on hand is the sum of the ledger and never negative, and the average cost is within one minor unit of its definition, at two branches', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        const movements: TStockMovement[] = [];
        // The model, kept apart from the ledger: quantities counted, exact averages, values issued.
        const counted = [0, 0];
        const issued = [
          { milli: 0, value: 0 },
          { milli: 0, value: 0 },
        ];
        const exact: Fraction[] = [
          { numerator: 0n, denominator: 1n },
          { numerator: 0n, denominator: 1n },
        ];
        const post = (kind: TStockMovementKind, at: number, quantityMilli: number, value: number | null) => {
          const movement: TStockMovement = {
            kind,
            branchId: BRANCHES[at]!,
            partId: PART,
            quantityMilli,
            value: value === null ? null : minor(value),
            document: { kind: DOCUMENT_OF_MOVEMENT[kind], id: '00000000-0000-4000-8000-000000000000', number: String(movements.length) },
          };
          movements.push(movement);
          const line = stockLedgerOf(movementsOf(movements, BRANCHES[at]!, PART)).at(-1)!;
          if (value !== null) {
            // Definition: (value held + value brought) / (quantity held + quantity brought), per unit.
            const held = BigInt(counted[at]!);
            const before = exact[at]!;
            exact[at] = reduced({
              numerator: held * before.numerator + BigInt(value) * 1000n * before.denominator,
              denominator: (held + BigInt(quantityMilli)) * before.denominator,
            });
          }
          counted[at] = counted[at]! + (value !== null ? quantityMilli : -quantityMilli);
          return line.value;
        };
        for (const { kind, at, quantityMilli, ...rest } of steps) {
          const mine = movementsOf(movements, BRANCHES[at]!, PART);
          const onHandMilli = onHandOf(mine);
          const jobLine = { quantityMilli: 1_000_000, issuedMilli: issued[at]!.milli };
          if (kind === 'inward') post('inward', at, quantityMilli, 'value' in rest ? rest.value : 0);
          else if (kind === 'transfer') {
            const problem = movementProblem({ onHandMilli }, { kind: 'transferOut', quantityMilli });
            expect(problem).toBe(quantityMilli > onHandMilli ? 'aboveOnHand' : null);
            if (problem) continue;
            const sent = post('transferOut', at, quantityMilli, null);
            post('transferIn', 1 - at, quantityMilli, sent);
          } else if (kind === 'issue') {
            const problem = movementProblem({ onHandMilli, jobLine }, { kind: 'issue', quantityMilli });
            expect(problem).toBe(quantityMilli > onHandMilli ? 'aboveOnHand' : null);
            if (problem) continue;
            const value = post('issue', at, quantityMilli, null);
            issued[at] = { milli: issued[at]!.milli + quantityMilli, value: issued[at]!.value + value };
          } else if (kind === 'returnToStock') {
            const problem = movementProblem({ onHandMilli, jobLine }, { kind: 'returnToStock', quantityMilli });
            expect(problem).toBe(quantityMilli > issued[at]!.milli ? 'aboveIssued' : null);
            if (problem) continue;
            // Back at what it was issued at: its share of the value issued, in whole minor units.
            const value = Math.floor((issued[at]!.value * quantityMilli) / issued[at]!.milli);
            issued[at] = { milli: issued[at]!.milli - quantityMilli, value: issued[at]!.value - value };
            post('returnToStock', at, quantityMilli, value);
          } else {
            const problem = movementProblem({ onHandMilli }, { kind: 'returnToVendor', quantityMilli });
            expect(problem).toBe(quantityMilli > onHandMilli ? 'aboveOnHand' : null);
            if (!problem) post('returnToVendor', at, quantityMilli, null);
          }
          for (const branch of [0, 1]) {
            const own = movementsOf(movements, BRANCHES[branch]!, PART);
            const position = stockPositionOf(own);
            const ledger = stockLedgerOf(own);
            expect(position.onHandMilli).toBe(counted[branch]);
            expect(onHandOf(own)).toBe(counted[branch]);
            expect(ledger.every((line) => line.onHandMilli >= 0)).toBe(true);
            // |average − numerator / denominator| ≤ 1, in whole numbers.
            const { numerator, denominator } = exact[branch]!;
            const gap = BigInt(position.averageCost) * denominator - numerator;
            expect((gap < 0n ? -gap : gap) <= denominator).toBe(true);
            // The valuation is on hand at that average, within a minor unit of on hand at the exact one.
            const valueGap = BigInt(position.value) * 1000n * denominator - BigInt(counted[branch]!) * numerator;
            expect((valueGap < 0n ? -valueGap : valueGap) <= 1000n * denominator).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
