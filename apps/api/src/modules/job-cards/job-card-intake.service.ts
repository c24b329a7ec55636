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
  /** One change to a card under its row lock, so two advisors ticking at once both keep their items. */
  async function changeCard(scope: StaffScope, jobCardId: string, change: (card: JobCardRow, tx: Db) => Promise<JobCardRow>): Promise<TJobCard> {
    const changed = await db.transaction(async (tx) => {
      const card = await repository.lockedById(scope, jobCardId, tx);
      if (!card) throw new AppError('resource/not-found');
      const row = await change(card, tx);
      await jobCardChanged(tx, card);
      return row;
    });
    return jobCards.view(scope, changed);
  }

  return {
    async checklist(scope: StaffScope, jobCardId: string, kind: TChecklistKind): Promise<TChecklist> {
      const card = await repository.byId(scope, jobCardId);
      if (!card) throw new AppError('resource/not-found');
      return checklistOf(card, kind);
    },

    /** PUT …/checklists/{kind}: the whole list as the advisor left it (items may be added or removed). */
    saveChecklist: (scope: StaffScope, jobCardId: string, kind: TChecklistKind, items: TChecklist) =>
      changeCard(scope, jobCardId, (card, tx) => repository.update(card.id, { checklists: { ...card.checklists, [kind]: items } }, tx)),

    /** The file is stored first and kept only once the card naming it has committed (storeThenKeep). */
    async addImage(scope: StaffScope, jobCardId: string, file: UploadedFile | null): Promise<TJobCard> {
      if (!file) throw new AppError('upload/unsupported-type', { field: 'file' });
      const card = await repository.byId(scope, jobCardId);
      if (!card) throw new AppError('resource/not-found');
      if (card.imageKeys.length >= MAX_JOB_CARD_IMAGES) throw new AppError('jobCards/images-full', { field: 'file' });
      const key = `${imageFolder(card)}${uuidv7()}.${extensionFor(file.contentType)}`;
      let view: TJobCard | undefined;
      await storeThenKeep(storage, key, file, async () => {
        view = await changeCard(scope, jobCardId, async (locked, tx) => {
          if (locked.imageKeys.length >= MAX_JOB_CARD_IMAGES) throw new AppError('jobCards/images-full', { field: 'file' });
          return repository.update(locked.id, { imageKeys: [...locked.imageKeys, key] }, tx);
        });
        return true;
      });
      return view!;
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
