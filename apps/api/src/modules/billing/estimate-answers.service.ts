import {
  answerProblem,
  formatAmount,
  isEstimateOpen,
  jobCardMoveProblem,
  maskedNumber,
  moneyLocale,
  type TApprovalChannel,
  type TCustomerEstimate,
  type TEstimate,
  type TEstimateAnswerBody,
  type TEstimateSendBody,
  type TJobCardStatus,
  type TStaffApprovalBody,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { SmsSender } from '../../platform/sms/sms-sender';
import type { Brand } from '../../platform/tenancy';
import type { JobCardRow } from '../job-cards';
import { createCardLock } from './card-lock';
import type { EstimateLinkSigner } from './estimate-link';
import type { EstimateService } from './estimate.service';
import type { EstimateVersionRow, EstimateVersionsRepository } from './estimate-versions.repository';

type WorkshopScope = { brandId: string; workshopId: string };

/** An answer's lines as kept: each line's approval by its id. */
export const answersOf = (body: TEstimateAnswerBody): Record<string, 'approved' | 'declined'> =>
  Object.fromEntries(body.lines.map((line) => [line.lineId, line.approval]));
type Owner = { brandId: string; userId: string };

export type EstimateAnswersDeps = {
  db: Db;
  now: () => Date;
  estimates: EstimateService;
  versions: EstimateVersionsRepository;
  cards: {
    byId: (scope: WorkshopScope, jobCardId: string, tx?: Db) => Promise<JobCardRow | null>;
    lockedById: (scope: WorkshopScope, jobCardId: string, tx: Db) => Promise<JobCardRow | null>;
    inBrand: (brandId: string, jobCardId: string) => Promise<JobCardRow | null>;
    ofBooking: (brandId: string, bookingId: string) => Promise<JobCardRow | null>;
    ofBookings: (brandId: string, bookingIds: string[]) => Promise<JobCardRow[]>;
    lockedByBooking: (brandId: string, bookingId: string, tx: Db) => Promise<JobCardRow | null>;
    changed: (tx: Db, card: JobCardRow) => Promise<unknown>;
    /** The job-cards module's move (the customer's timeline follows through its hook); `scope` null when the customer's answer moves it. */
    moveInTransaction: (brand: Brand, scope: StaffScope | null, card: JobCardRow, to: TJobCardStatus, remarks: string | null, tx: Db) => Promise<unknown>;
  };
  /** The bookings module's row lock, taken before the card's (the order every move takes). */
  lockBooking: (brandId: string, workshopId: string, bookingId: string, tx: Db) => Promise<unknown>;
  notify: (tx: Db, owner: Owner, bookingId: string | null, text: { type: 'INFO'; en: string; ar: string }) => Promise<void>;
  sms: SmsSender;
  links: EstimateLinkSigner;
  workshopName: (brandId: string, workshopId: string) => Promise<string>;
};

/** What the customer is told when the estimate ends with nothing approved: the card's and the booking's remarks. */
export const ALL_DECLINED_REMARKS = 'The customer declined the estimate';

/**
 * Sending an estimate and its answer (issue 27 part 2): a version frozen from the card's lines, the
 * customer told in the app and by SMS with a signed link, and one answer per version, line by line,
 * from the app, the link, or the desk (counter or phone). Nothing approved ends the card as
 * 'Estimation Rejected' through its state machine.
 */
export function createEstimateAnswers(deps: EstimateAnswersDeps) {
  const { db, now, estimates, versions, cards } = deps;
  const lockCard = createCardLock(deps);

  /** Runs `work` with the card's booking and then the card locked, in one transaction. */
  async function withCardLocked<T>(scope: WorkshopScope, jobCardId: string, work: (card: JobCardRow, tx: Db) => Promise<T>): Promise<T> {
    const found = await cards.byId(scope, jobCardId);
    if (!found) throw new AppError('resource/not-found');
    return db.transaction(async (tx) => work(await lockCard(found, tx), tx));
  }

  /** The SMS with the link, in the workshop's words and the market's language; false when the provider refused it. */
  async function textLink(brand: Brand, card: JobCardRow, version: EstimateVersionRow): Promise<{ sentTo: string; expiresAt: string } | null> {
    if (!card.mobileNumber) return null;
    const { token, expiresAt } = deps.links.sign(card.id);
    const link = `${brand.publicUrl}/estimate/${token}`;
    const total = formatAmount(version.totals.grandTotal, version.currency, moneyLocale('en', brand.settings.countryCode));
    const workshop = await deps.workshopName(card.brandId, card.workshopId);
    const english = `${workshop}: your estimate ${card.jobCardNo} for ${card.vehicleNumber ?? card.vehicleLabel} comes to ${total}. Approve or decline each item: ${link}`;
    const arabic = `${workshop}: تقدير ${card.jobCardNo} لمركبتك بمبلغ ${total}. وافق على كل بند أو ارفضه: ${link}`;
    const to = `+${card.mobileNumber.replace(/^\+/, '')}`;
    try {
      await deps.sms.send({ brandId: card.brandId, to, body: brand.settings.countryCode === '+91' ? english : `${english}\n${arabic}` });
      return { sentTo: maskedNumber(to), expiresAt: expiresAt.toISOString() };
    } catch {
      return null;
    }
  }

  /** The customer's view of the latest version (frozen as sent), and whether they may answer it now. */
  async function customerView(card: JobCardRow): Promise<TCustomerEstimate> {
    const [latest, revision] = await Promise.all([versions.latest(card.id), versions.revisionOf(card.id)]);
    if (!latest) throw new AppError('billing/not-sent');
    return {
      jobCardNo: card.jobCardNo,
      workshopName: await deps.workshopName(card.brandId, card.workshopId),
      vehicleNumber: card.vehicleNumber,
      version: latest.version,
      sentAt: latest.sentAt.toISOString(),
      currency: latest.currency,
      lines: latest.lines.map((line) => ({
        lineId: line.lineId,
        kind: line.kind,
        name: line.name,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        discount: line.discount,
        tax: line.tax,
        taxPercentage: line.taxPercentage,
        total: line.total,
        approval: latest.answers?.[line.lineId] ?? line.approval,
      })),
      totals: latest.totals,
      answeredAt: latest.answeredAt?.toISOString() ?? null,
      canAnswer: latest.answeredAt === null && latest.revision === revision && estimatesOpen(card),
      advancePercent: latest.advancePercent,
      bookingId: card.bookingId,
    };
  }
  const estimatesOpen = (card: JobCardRow) => isEstimateOpen(card.status);

  type Answerer = { via: TApprovalChannel; staff: StaffScope | null; from: string | null; note: string | null };

  /** The latest version when `body` may answer it now (the card locked in `tx`), else the refusal. */
  async function answerable(card: JobCardRow, body: TEstimateAnswerBody, tx: Db): Promise<EstimateVersionRow> {
    const [latest, revision] = await Promise.all([versions.latest(card.id, tx), versions.revisionOf(card.id, tx)]);
    if (!latest) throw new AppError('billing/not-sent');
    const problem = answerProblem(
      body,
      { version: latest.version, lineIds: latest.lines.map((line) => line.lineId), answeredAt: latest.answeredAt },
      { version: latest.version, isCurrent: latest.revision === revision && estimatesOpen(card) },
    );
    if (problem === 'outdated') throw new AppError('billing/estimate-outdated', { field: 'version' });
    if (problem === 'answered') throw new AppError('billing/estimate-answered');
    if (problem === 'incomplete') throw new AppError('billing/answer-incomplete', { field: 'lines' });
    return latest;
  }

  /** The version's answer kept, each line's approval set; nothing approved ends the card (the booking and the card locked in `tx`). */
  async function recordAnswer(
    brand: Brand,
    card: JobCardRow,
    latest: EstimateVersionRow,
    answers: Record<string, 'approved' | 'declined'>,
    who: Answerer,
    tx: Db,
  ) {
    const recorded = await versions.answer(
      latest.id,
      { answeredAt: now(), answeredVia: who.via, answeredByStaffId: who.staff?.staffId ?? null, answeredFrom: who.from, answerNote: who.note, answers },
      tx,
    );
    if (!recorded) throw new AppError('billing/estimate-answered');
    await versions.setApprovals(card.id, answers, tx);
    const isAllDeclined = Object.values(answers).every((approval) => approval === 'declined');
    if (isAllDeclined && card.status === 'estimate') await cards.moveInTransaction(brand, who.staff, card, 'estimationRejected', ALL_DECLINED_REMARKS, tx);
    else await cards.changed(tx, card);
  }

  /**
   * One answer to the latest version: each line's approval, who, how and from where. Where the
   * workshop asked an advance, a customer approving any line pays it with the answer
   * (estimate-advance.ts); the desk, which takes money itself, answers as it is told.
   */
  async function answer(brand: Brand, cardRef: JobCardRow, body: TEstimateAnswerBody, who: Answerer): Promise<void> {
    await withCardLocked(cardRef, cardRef.id, async (card, tx) => {
      const latest = await answerable(card, body, tx);
      const answers = answersOf(body);
      if (latest.advancePercent > 0 && who.staff === null && Object.values(answers).includes('approved')) throw new AppError('billing/advance-asked');
      await recordAnswer(brand, card, latest, answers, who, tx);
    });
  }

  return {
    /** The answer's checks and record, for the advance paid with an answer (estimate-advance.ts). */
    answering: { answerable, recordAnswer, withCardLocked },

    /**
     * POST …/estimate/send: the lines as they are now, frozen as the next version; the card moves to
     * Estimate when its state machine allows (the customer's timeline shows it), else the customer is
     * told of the revised estimate. The link goes by SMS after the commit; null when it could not.
     */
    async send(
      brand: Brand,
      scope: StaffScope,
      jobCardId: string,
      body?: TEstimateSendBody,
    ): Promise<{ estimate: TEstimate; link: { sentTo: string; expiresAt: string } | null }> {
      const advancePercent = body?.advancePercent ?? 0;
      const place = await estimates.placeOf(brand, scope.workshopId);
      const found = await cards.byId(scope, jobCardId);
      if (!found) throw new AppError('resource/not-found');
      if (advancePercent > 0 && !found.bookingId) throw new AppError('billing/advance-needs-booking', { field: 'advancePercent' });
      const opening = await estimates.openingLines(brand, found, place);
      const { card, version } = await withCardLocked(scope, jobCardId, async (card, tx) => {
        if (!estimatesOpen(card)) throw new AppError('billing/estimate-closed');
        await estimates.beginIn(card, opening, tx);
        const shown = await estimates.computed(card, place, tx);
        if (shown.lines.length === 0) throw new AppError('billing/nothing-to-send');
        const [latest, revision] = await Promise.all([versions.latest(card.id, tx), versions.revisionOf(card.id, tx)]);
        // Sent already as it stands: the same version again, its link sent again.
        if (latest && latest.revision === revision && latest.answeredAt === null && latest.advancePercent === advancePercent) return { card, version: latest };
        const version = await versions.insert(
          {
            brandId: card.brandId,
            workshopId: card.workshopId,
            jobCardId: card.id,
            version: (latest?.version ?? 0) + 1,
            revision,
            lines: shown.lines,
            totals: shown.totals,
            currency: shown.currency,
            sentAt: now(),
            sentByStaffId: scope.staffId,
            advancePercent,
          },
          tx,
        );
        if (jobCardMoveProblem(card.status, 'estimate', scope.role, card) === null) await cards.moveInTransaction(brand, scope, card, 'estimate', null, tx);
        else {
          await deps.notify(tx, { brandId: card.brandId, userId: card.customerId }, card.bookingId, {
            type: 'INFO',
            en: `Your estimate ${card.jobCardNo} was revised: please approve or decline each item`,
            ar: `تم تعديل التقدير ${card.jobCardNo}: يرجى الموافقة على كل بند أو رفضه`,
          });
          await cards.changed(tx, card);
        }
        return { card, version };
      });
      const link = await textLink(brand, card, version);
      return { estimate: await estimates.get(brand, scope, jobCardId), link };
    },

    /** POST …/estimate/resend: the link again, good for another week; 'Resend link has not been sent successfully.' when the SMS fails. */
    async resend(brand: Brand, scope: StaffScope, jobCardId: string): Promise<{ sentTo: string; expiresAt: string }> {
      const card = await cards.byId(scope, jobCardId);
      if (!card) throw new AppError('resource/not-found');
      const latest = await versions.latest(card.id);
      if (!latest) throw new AppError('billing/not-sent');
      if (!card.mobileNumber) throw new AppError('billing/no-mobile');
      const link = await textLink(brand, card, latest);
      if (!link) throw new AppError('billing/link-not-sent');
      return link;
    },

    /** POST …/estimate/approval: an answer the desk took at the counter or by phone, kept with who took it and how. */
    async recordApproval(brand: Brand, scope: StaffScope, jobCardId: string, body: TStaffApprovalBody): Promise<TEstimate> {
      const card = await cards.byId(scope, jobCardId);
      if (!card) throw new AppError('resource/not-found');
      await answer(brand, card, body, { via: body.via, staff: scope, from: null, note: body.note?.trim() || null });
      return estimates.get(brand, scope, jobCardId);
    },

    /** The customer's own booking's estimate, as sent. */
    async forCustomer(owner: Owner, bookingId: string): Promise<TCustomerEstimate> {
      const card = await cards.ofBooking(owner.brandId, bookingId);
      if (!card || card.customerId !== owner.userId) throw new AppError('resource/not-found');
      return customerView(card);
    },

    async answerAsCustomer(brand: Brand, owner: Owner, bookingId: string, body: TEstimateAnswerBody, from: string): Promise<TCustomerEstimate> {
      const card = await cards.ofBooking(owner.brandId, bookingId);
      if (!card || card.customerId !== owner.userId) throw new AppError('resource/not-found');
      await answer(brand, card, body, { via: 'app', staff: null, from, note: null });
      return customerView((await cards.ofBooking(owner.brandId, bookingId))!);
    },

    /** The estimate a signed link names, on its own brand's host only. */
    async byLink(brand: Brand, token: string): Promise<TCustomerEstimate> {
      return customerView(await cardOfLink(brand, token));
    },

    async answerByLink(brand: Brand, token: string, body: TEstimateAnswerBody, from: string): Promise<TCustomerEstimate> {
      const card = await cardOfLink(brand, token);
      await answer(brand, card, body, { via: 'link', staff: null, from, note: null });
      return customerView((await cards.inBrand(brand.id, card.id))!);
    },
  };

  async function cardOfLink(brand: Brand, token: string): Promise<JobCardRow> {
    const read = deps.links.read(token);
    if (read === 'expired') throw new AppError('billing/link-expired');
    const card = read ? await cards.inBrand(brand.id, read.jobCardId) : null;
    if (!card) throw new AppError('resource/not-found');
    return card;
  }
}

export type EstimateAnswers = ReturnType<typeof createEstimateAnswers>;
export type { EstimateVersionRow };
