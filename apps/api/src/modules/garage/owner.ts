import type { Principal } from '../../platform/auth/access-token';
import { AppError } from '../../platform/errors';
import type { BrandRow } from '../brands/brands.tables';
import type { IdentityRepository } from '../identity/identity.repository';
import type { Db } from '../../db/client';

/** Who a garage call acts for: every query below is scoped to this brand and this user. */
export type Owner = { brandId: string; userId: string };
export const ownerOf = (brand: BrandRow, principal: Principal): Owner => ({ brandId: brand.id, userId: principal.userId });

export async function loadUser(identity: IdentityRepository, owner: Owner, tx?: Db) {
  const user = await identity.userById(owner.brandId, owner.userId, tx);
  if (!user) throw new AppError('auth/login-required');
  return user;
}
