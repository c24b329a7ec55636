import { needsRemarks, type TJobCard, type TJobCardStatus } from '@servicebay/domain';

/** What a move asks before it is made: nothing, the remarks the customer reads, or the pickup's driver and time. */
export type MoveAsks = 'nothing' | 'remarks' | 'pickup';

/** The label of a move's button, by its status, or a wording that depends on where the card comes from. */
export type MoveLabel = { status: TJobCardStatus } | { special: 'resumeWork' | 'approvedStartWork' };

export type Move = { to: TJobCardStatus; asks: MoveAsks; isDangerous: boolean; isPrimary: boolean; label: MoveLabel };

/**
 * The way a job usually goes, first to last: the next move along it is the primary button. The
 * server offers a pickup only to a booking with pickup and drop (the state machine's mode).
 */
const USUAL_WAY: readonly TJobCardStatus[] = [
  'pickupScheduled',
  'pickedUp',
  'inWorkshop',
  'workInProgress',
  'estimate',
  'readyForDelivery',
  'delivered',
  'invoice',
  'paymentPending',
  'completed',
  'sparesPending',
];

function labelOf(from: TJobCardStatus, to: TJobCardStatus): MoveLabel {
  if (to === 'workInProgress' && from === 'sparesPending') return { special: 'resumeWork' };
  if (to === 'workInProgress' && from === 'estimate') return { special: 'approvedStartWork' };
  return { status: to };
}

/**
 * Moves made elsewhere on the card, not by a bare button: Invoice is the tax invoice issued under
 * Invoices (numbered, by hand where the workshop numbers so), which moves the card itself.
 */
export const isIssuedElsewhere = (status: TJobCardStatus) => status === 'invoice';

/**
 * The buttons a job card shows: exactly the moves the server says the caller's role may make now
 * (`nextStatuses`, the state machine's), the usual next one first and primary, the dangerous ones
 * (cancelling, a rejected estimate: they ask remarks) last.
 */
export function movesOf(card: Pick<TJobCard, 'status' | 'nextStatuses'> & { bookingId?: string | null }): Move[] {
  // A walk-in's work starts on an estimate the customer approved: sending it is the next step, not starting work.
  const way: readonly TJobCardStatus[] = card.bookingId === null ? ['estimate', ...USUAL_WAY.filter((status) => status !== 'estimate')] : USUAL_WAY;
  const rank = (status: TJobCardStatus) => {
    const index = way.indexOf(status);
    return index === -1 ? way.length + 1 : index;
  };
  const safe = card.nextStatuses.filter((status) => !needsRemarks(status) && !isIssuedElsewhere(status)).sort((a, b) => rank(a) - rank(b));
  const dangerous = card.nextStatuses.filter(needsRemarks);
  return [...safe, ...dangerous].map((to, index) => ({
    to,
    asks: needsRemarks(to) ? 'remarks' : to === 'pickupScheduled' ? 'pickup' : 'nothing',
    isDangerous: needsRemarks(to),
    isPrimary: index === 0 && !needsRemarks(to),
    label: labelOf(card.status, to),
  }));
}
