import { addressSchema, ZPersonName, type IssueLike } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { checkWithRules, errorsOf, type DomainRules } from './domain-rules';

type Values = { name: string; nickname: string };
const rules: DomainRules<Values, string> = {
  schema: { safeParse: (input) => ZPersonName.safeParse((input as Values).name) },
  fieldOf: () => 'name',
  moreIssues: (values) => [
    ...(values.nickname === '' ? [{ field: 'nickname', message: 'vehicle.nicknameRequired' }] : []),
    { field: 'name', message: 'shown only when the schema has nothing to say about the name' },
  ],
};
/** A stand-in for the catalogues: the code and its value, so the test sees what the form asks to show. */
const codeText = (issue: IssueLike) => `${issue.message}${issue.maximum === undefined ? '' : ` ${String(issue.maximum)}`}`;

describe('checking a form with the domain rules', () => {
  it('keeps the first issue of each field, the schema before the extra rules', () => {
    const check = checkWithRules(rules, { name: 'Ab', nickname: '' });
    expect(errorsOf(check, codeText)).toEqual({ name: 'profile.nameTooShort', nickname: 'vehicle.nicknameRequired' });
  });

  it('hands over the schema output only when no rule objects', () => {
    expect(checkWithRules(rules, { name: ' Asha Rao ', nickname: 'x' })).toMatchObject({ ok: false });
    expect(checkWithRules({ ...rules, moreIssues: undefined }, { name: ' Asha Rao ', nickname: 'x' })).toEqual({ ok: true, output: 'Asha Rao' });
  });

  it('names fields by the path by default and keeps the issue whole, so a rule gets its values', () => {
    const check = checkWithRules({ schema: addressSchema('+91') }, { city: 'x'.repeat(33) });
    expect(errorsOf(check, codeText)).toMatchObject({ city: 'address.tooLong 32', addressline1: 'address.houseRequired' });
  });
});
