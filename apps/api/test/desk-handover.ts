import type { TCardBill, TEstimate, TEstimateLineBody, TJobCard, TJobCardStatus } from '@servicebay/domain';

/** One call of the workshop's API as a test makes it (in-process or over HTTP): answers the envelope's data, throws on a refusal. */
export type DeskCall = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown) => Promise<unknown>;

/**
 * One move of a walk along the state machine (`jobCardPath`), as the desk makes it now that money has
 * its say (issue 27 part 5): the Invoice step is the tax invoice issued (which moves the card), and
 * before the vehicle leaves the balance is paid in cash, the odometer read out and the delivery
 * checklist walked. Every other step is the bare move. `cardPath` is '/staff/workshops/{w}/job-cards/{id}'.
 */
export async function deskMove(call: DeskCall, cardPath: string, to: TJobCardStatus, extra: object = {}): Promise<void> {
  if (to === 'invoice') {
    await call('POST', `${cardPath}/invoices`, {});
    return;
  }
  if (to === 'delivered') await readyToLeave(call, cardPath);
  await call('POST', `${cardPath}/status`, { status: to, ...extra });
}

/** Labour a walk-in's estimate may hold when the test is not about its lines. */
export const A_LABOUR_LINE: TEstimateLineBody = { kind: 'labour', name: 'General check-up', quantity: 1, unitPrice: 500, taxPercentage: 18, hsnSac: '998714' };

/** The estimate (with `lines` added first) sent, and every line approved at the counter: the work may start. */
export async function approvedAtCounter(call: DeskCall, cardPath: string, lines: readonly TEstimateLineBody[] = []): Promise<TEstimate> {
  for (const line of lines) await call('POST', `${cardPath}/estimate/lines`, line);
  await call('POST', `${cardPath}/estimate/send`);
  const estimate = (await call('GET', `${cardPath}/estimate`)) as TEstimate;
  const answers = estimate.lines.map((line) => ({ lineId: line.lineId, approval: 'approved' }));
  return (await call('POST', `${cardPath}/estimate/approval`, { version: estimate.sending.versions[0]!.version, lines: answers, via: 'counter' })) as TEstimate;
}

/** The balance taken in cash, the odometer out 25 km above the reading in, the delivery checklist all ticked. */
export async function readyToLeave(call: DeskCall, cardPath: string, { pay = true } = {}): Promise<void> {
  const bill = (await call('GET', `${cardPath}/bill`)) as TCardBill;
  if (pay && bill.balance > 0) await call('POST', `${cardPath}/payments`, { mode: 'cash', amount: bill.balance });
  const card = (await call('GET', cardPath)) as TJobCard;
  if (card.odometerOut === null) await call('PATCH', cardPath, { odometerOut: (card.odometerIn ?? card.lastOdometer ?? 0) + 25 });
  await call(
    'PUT',
    `${cardPath}/checklists/delivery`,
    card.checklists.delivery.map((item) => ({ ...item, isOk: true })),
  );
}

type Answer = { statusCode: number; body: string; json: () => { data?: unknown } };
type Send<A extends Answer> = (method: Parameters<DeskCall>[0], url: string, payload?: unknown) => Promise<A>;

/**
 * `deskMove` over a caller's raw answers (an API test's `inject`): the last answer when every call
 * went through, else the first refusal, for the test to check.
 */
export async function deskMoveAnswered<A extends Answer>(send: Send<A>, cardPath: string, to: TJobCardStatus, extra: object = {}): Promise<A> {
  let last: A | null = null;
  const call: DeskCall = async (method, url, payload) => {
    last = await send(method, url, payload);
    if (last.statusCode !== 200) throw new Refused();
    return last.json().data;
  };
  await deskMove(call, cardPath, to, extra).catch((error: unknown) => {
    if (!(error instanceof Refused)) throw error;
  });
  return last!;
}

class Refused extends Error {}
