import { uuidv7 } from 'uuidv7';
import { MAX_JOB_CARD_IMAGES, type TChecklist, type TChecklistKind, type TJobCard } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { storeThenKeep } from '../../platform/storage/photo-keys';
import { extensionFor, type Storage } from '../../platform/storage/storage';
import type { JobCardsRepository } from './job-cards.repository';
import { checklistOf, imageName, jobCardChanged, type JobCardsService } from './job-cards.service';
import type { JobCardRow } from './job-cards.tables';

type Deps = { db: Db; repository: JobCardsRepository; jobCards: Pick<JobCardsService, 'view'>; storage: Storage };

/**
 * A workshop's own photos live under its folder, apart from customers' files (`<brandId>/<userId>/`),
 * so neither a customer's erasure nor the orphan sweep of customers' files touches them.
 */
const imageFolder = (card: Pick<JobCardRow, 'brandId' | 'workshopId' | 'id'>) => `workshops/${card.brandId}/${card.workshopId}/job-cards/${card.id}/`;

/**
 * What the advisor records of the vehicle at the door and at hand-back (workshop spec sections 2
 * and 3): the vehicle condition and delivery checklists, and photos of dents and scratches through
 * the storage adapter.
 */
export function createJobCardIntake({ db, repository, jobCards, storage }: Deps) {
  /**
   * One change to a card under its row lock, so two advisors ticking at once both keep their items;
   * `change` answers the changed row, or false when it changes nothing (and no one is told).
   */
  function changeRow<Changed extends JobCardRow | false>(scope: StaffScope, jobCardId: string, change: (card: JobCardRow, tx: Db) => Promise<Changed>) {
    return db.transaction(async (tx) => {
      const card = await repository.lockedById(scope, jobCardId, tx);
      if (!card) throw new AppError('resource/not-found');
      const row = await change(card, tx);
      if (row !== false) await jobCardChanged(tx, card);
      return row;
    });
  }

  /** changeRow, answered as the card's view. */
  const changeCard = async (scope: StaffScope, jobCardId: string, change: (card: JobCardRow, tx: Db) => Promise<JobCardRow>): Promise<TJobCard> =>
    jobCards.view(scope, await changeRow(scope, jobCardId, change));

  return {
    async checklist(scope: StaffScope, jobCardId: string, kind: TChecklistKind): Promise<TChecklist> {
      const card = await repository.byId(scope, jobCardId);
      if (!card) throw new AppError('resource/not-found');
      return checklistOf(card, kind);
    },

    /** PUT …/checklists/{kind}: the whole list as the advisor left it (items may be added or removed). */
    saveChecklist: (scope: StaffScope, jobCardId: string, kind: TChecklistKind, items: TChecklist) =>
      changeCard(scope, jobCardId, (card, tx) => repository.update(card.id, { checklists: { ...card.checklists, [kind]: items } }, tx)),

    /**
     * The file is stored first and kept only once the card naming it has committed (storeThenKeep);
     * the view is read after, so a failure reading it cannot remove a photo the card names.
     */
    async addImage(scope: StaffScope, jobCardId: string, file: UploadedFile | null): Promise<TJobCard> {
      if (!file) throw new AppError('upload/unsupported-type', { field: 'file' });
      const card = await repository.byId(scope, jobCardId);
      if (!card) throw new AppError('resource/not-found');
      const isFull = (row: JobCardRow) => row.imageKeys.length >= MAX_JOB_CARD_IMAGES;
      if (isFull(card)) throw new AppError('jobCards/images-full', { field: 'file' });
      const key = `${imageFolder(card)}${uuidv7()}.${extensionFor(file.contentType)}`;
      const kept = await storeThenKeep(storage, key, file, () =>
        changeRow(scope, jobCardId, async (locked, tx) =>
          isFull(locked) ? false : repository.update(locked.id, { imageKeys: [...locked.imageKeys, key] }, tx),
        ),
      );
      if (kept === false) throw new AppError('jobCards/images-full', { field: 'file' });
      return jobCards.view(scope, kept);
    },

    async removeImage(scope: StaffScope, jobCardId: string, name: string): Promise<TJobCard> {
      let removed: string | undefined;
      const view = await changeCard(scope, jobCardId, (card, tx) => {
        removed = card.imageKeys.find((key) => imageName(key) === name);
        if (!removed) throw new AppError('resource/not-found', { field: 'name' });
        return repository.update(card.id, { imageKeys: card.imageKeys.filter((key) => key !== removed) }, tx);
      });
      // Removed from storage only after the card stopped naming it: a failed commit loses no photo.
      if (removed) await storage.remove(removed);
      return view;
    },
  };
}

export type JobCardIntake = ReturnType<typeof createJobCardIntake>;
