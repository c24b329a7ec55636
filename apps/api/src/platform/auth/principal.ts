import type { TStaffRole } from '@servicebay/domain';

/**
 * Who is calling, the one type every route sees. A guest is a customer whose account has no
 * verified phone number yet; staff (the workshop app) act within the workshops they belong to.
 */
/** `sessionVersion` is the user's session version when the token was issued: a later one ends the token. */
export type CustomerPrincipal = { kind: 'customer'; userId: string; brandId: string; isAnonymous: boolean; sessionVersion: number };
/** Staff carry their role and workshops in the token; a change to either raises `sessionVersion`, ending the token. */
export type StaffPrincipal = { kind: 'staff'; staffId: string; brandId: string; role: TStaffRole; workshopIds: string[]; sessionVersion: number };
/**
 * Whoever runs the server (imports the catalogue), proven by the operator key. Not a brand's user:
 * it has no brand and is refused on every customer route (auth-hook.ts). Staff with a permission
 * take over these tasks in the workshop app (issue 11).
 */
export type OperatorPrincipal = { kind: 'operator' };
export type Principal = CustomerPrincipal | StaffPrincipal | OperatorPrincipal;
export type PrincipalKind = Principal['kind'];

/** What a customer's call acts on: every query it makes is filtered by this brand and this user. */
export type CustomerScope = { brandId: string; userId: string };

/** What a staff call acts on: one workshop of the brand that the caller works at, in their role. */
export type StaffScope = { brandId: string; staffId: string; role: TStaffRole; workshopId: string };
