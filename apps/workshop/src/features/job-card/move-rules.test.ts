import { nextJobCardStatuses, type TJobCardStatus, type TStaffRole } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { movesOf } from './move-rules';

/** The buttons of a card in `status` for `role`, as the server's `nextStatuses` would make them. */
const buttons = (status: TJobCardStatus, role: TStaffRole, isPickupRequired = true) =>
  movesOf({ status, nextStatuses: nextJobCardStatuses(status, role, { isPickupRequired }) }).map(
    (move) => `${move.to}${move.isPrimary ? '*' : ''}${move.asks === 'nothing' ? '' : `(${move.asks})`}`,
  );

describe('the moves a job card offers', () => {
  it('are the state machine’s for the role: none for a cashier at work in progress, two for a technician', () => {
    expect(buttons('workInProgress', 'cashier')).toEqual([]);
    expect(buttons('workInProgress', 'technician')).toEqual(['readyForDelivery*', 'sparesPending']);
    expect(buttons('confirmed', 'security')).toEqual(['inWorkshop*']);
  });

  it('put the usual next step first, the pickup only when the booking has pickup and drop, and cancelling last', () => {
    expect(buttons('confirmed', 'serviceAdvisor')).toEqual(['pickupScheduled*(pickup)', 'inWorkshop', 'cancelled(remarks)']);
    expect(buttons('confirmed', 'serviceAdvisor', false)).toEqual(['inWorkshop*', 'cancelled(remarks)']);
    expect(buttons('inWorkshop', 'serviceAdvisor')).toEqual(['workInProgress*', 'estimate', 'cancelled(remarks)']);
  });

  it('leave Invoice to the tax invoice issued under Invoices, and offer Deliver once invoiced', () => {
    expect(buttons('readyForDelivery', 'serviceAdvisor')).toEqual([]);
    expect(buttons('invoice', 'serviceAdvisor')).toEqual(['delivered*']);
    expect(buttons('paymentPending', 'cashier')).toEqual(['delivered*']);
  });

  it("make sending the estimate a walk-in's next step: its work starts on approved work", () => {
    const walkIn = movesOf({
      status: 'inWorkshop',
      bookingId: null,
      nextStatuses: nextJobCardStatuses('inWorkshop', 'serviceAdvisor', { isPickupRequired: false }),
    });
    expect(walkIn.map((move) => `${move.to}${move.isPrimary ? '*' : ''}`)).toEqual(['estimate*', 'workInProgress', 'cancelled']);
  });

  it('ask remarks for a rejected estimate and a cancellation, never making either the primary button', () => {
    const moves = movesOf({ status: 'estimate', nextStatuses: ['cancelled', 'estimationRejected'] });
    expect(moves.map((move) => [move.to, move.isDangerous, move.isPrimary, move.asks])).toEqual([
      ['cancelled', true, false, 'remarks'],
      ['estimationRejected', true, false, 'remarks'],
    ]);
  });

  it('word starting work by where the card comes from', () => {
    const labelTo = (from: TJobCardStatus) => movesOf({ status: from, nextStatuses: ['workInProgress'] })[0]?.label;
    expect([labelTo('inWorkshop'), labelTo('estimate'), labelTo('sparesPending')]).toEqual([
      { status: 'workInProgress' },
      { special: 'approvedStartWork' },
      { special: 'resumeWork' },
    ]);
  });
});
