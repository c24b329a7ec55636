import { WORKSHOP_FIELD_RULES, ZNewBranchBody, type TNewBranchBody } from '@servicebay/domain';
import type { DomainRules, PathIssue, SchemaLike } from '@servicebay/ui';
import type { WorkshopPlace } from '../../shared/workshop-place-field';
import { settingsIssue } from './settings-form';

/** What 'Open another branch' asks: the branch's name, where it is and its phone. */
export type BranchValues = { name: string; branchName: string; city: string; place: WorkshopPlace | null; phoneNumber: string };

export const newBranch = (workshopName: string): BranchValues => ({ name: workshopName, branchName: '', city: '', place: null, phoneNumber: '' });

export const branchBodyOf = ({ place, ...values }: BranchValues) => ({
  name: values.name.trim(),
  branchName: values.branchName.trim() === '' ? null : values.branchName.trim(),
  city: values.city.trim(),
  latitude: place?.latitude,
  longitude: place?.longitude,
  phoneNumber: values.phoneNumber.trim(),
});

const branchFieldOf = (path: readonly PropertyKey[]) => (path[0] === 'latitude' || path[0] === 'longitude' ? 'place' : String(path[0]));

/** zod's issues in the workshop records' words: required, too short or long, a phone number. */
function inBranchWords(issue: PathIssue & { code?: string }, body: Record<string, unknown>): PathIssue {
  const field = branchFieldOf(issue.path);
  const isEmpty = body[String(issue.path[0])] === undefined || body[String(issue.path[0])] === '';
  if (field === 'place' || isEmpty) return { ...issue, message: WORKSHOP_FIELD_RULES.required };
  if (field === 'phoneNumber') return { ...issue, message: settingsIssue('phoneInvalid') };
  if (issue.code === 'too_big') return { ...issue, message: WORKSHOP_FIELD_RULES.tooLong };
  if (issue.code === 'too_small') return { ...issue, message: WORKSHOP_FIELD_RULES.tooShort };
  return issue;
}

const wireSchema: SchemaLike<TNewBranchBody> = {
  safeParse: (input) => {
    const parsed = ZNewBranchBody.safeParse(input);
    return parsed.success
      ? { success: true, data: parsed.data }
      : { success: false, error: { issues: parsed.error.issues.map((issue) => inBranchWords(issue, input as Record<string, unknown>)) } };
  },
};

export const branchRules: DomainRules<BranchValues, TNewBranchBody> = { schema: wireSchema, toInput: branchBodyOf, fieldOf: branchFieldOf };
