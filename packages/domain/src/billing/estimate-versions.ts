import { z } from 'zod';

/**
 * How a customer's answer reached the workshop: in the customer app, through the link sent by SMS
 * (a walk-in without the app), or taken by the desk at the counter or by phone (who took it is kept).
 */
export const APPROVAL_CHANNELS = ['app', 'link', 'counter', 'phone'] as const;
export type TApprovalChannel = (typeof APPROVAL_CHANNELS)[number];
export const STAFF_APPROVAL_CHANNELS = ['counter', 'phone'] as const;

/** An estimate as sent: frozen, numbered per job card; answered once. */
export const ZEstimateVersionSummary = z.object({
  version: z.number().int(),
  sentAt: z.string(),
  sentBy: z.string().nullable(),
  grandTotal: z.number(),
  answeredAt: z.string().nullable(),
  answeredVia: z.enum(APPROVAL_CHANNELS).nullable(),
  /** Who answered: the customer, or the name of the staff member who took the answer. */
  answeredBy: z.string().nullable(),
  approvedCount: z.number().int(),
  declinedCount: z.number().int(),
  /** The share of the approved work asked in advance with the answer (0: none). */
  advancePercent: z.number().int(),
});
export type TEstimateVersionSummary = z.infer<typeof ZEstimateVersionSummary>;

/** The estimate's sending state on the desk's view: its versions, newest first, and whether the lines changed since the last one went out. */
export const ZEstimateSending = z.object({
  versions: z.array(ZEstimateVersionSummary),
  /** The lines changed after the last version was sent (or none was): the customer has not seen them. */
  needsSending: z.boolean(),
  /** Whether an advance on approved work may be asked: the card is a booking's, whose customer pays it in the app. */
  canAskAdvance: z.boolean(),
});
export type TEstimateSending = z.infer<typeof ZEstimateSending>;
