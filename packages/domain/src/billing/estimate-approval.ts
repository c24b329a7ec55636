import { z } from 'zod';
import { minorOf, shareOfMinor, type Minor, type TCurrency } from '../shared/money';
import { basisPointsOfPercent } from '../shared/percent';
import { ESTIMATE_LINE_KINDS } from './estimate-line';
import { ZEstimateTotals } from './estimate';
import { STAFF_APPROVAL_CHANNELS } from './estimate-versions';

/** A line as the customer reads it: what it is, what it costs with tax, and their answer. */
export const ZCustomerEstimateLine = z.object({
  lineId: z.uuid(),
  kind: z.enum(ESTIMATE_LINE_KINDS),
  name: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  discount: z.number(),
  tax: z.number(),
  taxPercentage: z.number(),
  total: z.number(),
  approval: z.enum(['pending', 'approved', 'declined']),
});

/** GET the estimate sent to the customer: the latest version, frozen as it was sent. */
export const ZCustomerEstimate = z.object({
  jobCardNo: z.string(),
  workshopName: z.string(),
  vehicleNumber: z.string().nullable(),
  version: z.number().int(),
  sentAt: z.string(),
  currency: z.string(),
  lines: z.array(ZCustomerEstimateLine),
  totals: ZEstimateTotals,
  answeredAt: z.string().nullable(),
  /** Whether the customer may answer now: the version is the latest, the lines unchanged since, and not answered yet. */
  canAnswer: z.boolean(),
  /** The share of the approved work the workshop asks in advance, paid with the answer (0: none). */
  advancePercent: z.number().int(),
  /** The booking the estimate is of (the link page sends a customer to it to pay an advance); null for a walk-in. */
  bookingId: z.uuid().nullable(),
});
export type TCustomerEstimate = z.infer<typeof ZCustomerEstimate>;

/** The customer's answer: each line of the version approved or declined, every one of them. */
export const ZEstimateAnswerBody = z.object({
  version: z.number().int().min(1),
  lines: z
    .array(z.object({ lineId: z.uuid(), approval: z.enum(['approved', 'declined']) }))
    .min(1)
    .max(300),
});
export type TEstimateAnswerBody = z.infer<typeof ZEstimateAnswerBody>;

/** An answer the desk took at the counter or by phone: how, and a note of what was said. */
export const ZStaffApprovalBody = ZEstimateAnswerBody.extend({
  via: z.enum(STAFF_APPROVAL_CHANNELS),
  note: z.string().trim().max(300).optional(),
});
export type TStaffApprovalBody = z.infer<typeof ZStaffApprovalBody>;

/** POST …/estimate/send: the share of the approved work to ask in advance, if any (a booking's customer pays it in the app with their answer). */
export const ZEstimateSendBody = z.object({ advancePercent: z.number().int().min(0).max(100).optional() }).nullish();
export type TEstimateSendBody = z.output<typeof ZEstimateSendBody>;

/**
 * The advance on approved work (issue 27 part 2): the workshop's share of what the customer approves,
 * line totals with tax, in minor units; the customer pays it in the same step as the answer, so it
 * moves as lines are declined. Rounded half away from zero to the currency's minor unit (shareOfMinor).
 */
export function workAdvanceOf(
  lines: readonly { lineId: string; total: number }[],
  approvals: Readonly<Record<string, 'approved' | 'declined' | 'pending' | undefined>>,
  percent: number,
  currency: TCurrency,
): Minor {
  const approvedMinor = lines.reduce((sum, line) => (approvals[line.lineId] === 'approved' ? sum + minorOf(line.total, currency) : sum), 0);
  return shareOfMinor(approvedMinor, basisPointsOfPercent(percent));
}

/** POST …/estimate/resend: where the link went (the number masked but its end). */
export const ZEstimateLinkSent = z.object({ sentTo: z.string(), expiresAt: z.string() });

/** How long a link to an estimate opens it: a week, long enough for a customer to decide, short enough not to linger. */
export const ESTIMATE_LINK_DAYS = 7;

/**
 * Why an answer is refused, checked against the version it answers: another version was sent
 * since (or the lines changed), it was answered already, or it does not answer each line once.
 */
export function answerProblem(
  answer: TEstimateAnswerBody,
  version: { version: number; lineIds: readonly string[]; answeredAt: unknown },
  latest: { version: number; isCurrent: boolean },
): 'outdated' | 'answered' | 'incomplete' | null {
  if (answer.version !== latest.version || !latest.isCurrent) return 'outdated';
  if (version.answeredAt) return 'answered';
  const answered = new Set(answer.lines.map((line) => line.lineId));
  const isEachOnce = answered.size === answer.lines.length && answered.size === version.lineIds.length;
  return isEachOnce && version.lineIds.every((lineId) => answered.has(lineId)) ? null : 'incomplete';
}

/** A mobile number as a message may show it: its last four digits only. */
export const maskedNumber = (e164: string) => `•••• ${e164.slice(-4)}`;
