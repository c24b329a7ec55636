import { describe, expect, it } from 'vitest';
import { nullableForOpenApi30 } from './openapi-document';

describe('null in the OpenAPI 3.0 document', () => {
  it('joins a nullable enum, where `nullable` alone would not let it through', () => {
    expect(nullableForOpenApi30({ type: 'string', nullable: true, enum: ['Male', 'Female'] })).toEqual({
      type: 'string',
      nullable: true,
      enum: ['Male', 'Female', null],
    });
  });

  it('becomes a branch of a nullable anyOf, which has no type of its own to widen', () => {
    expect(nullableForOpenApi30({ properties: { odometer: { nullable: true, anyOf: [{ type: 'string' }, { type: 'number' }] } } })).toEqual({
      properties: { odometer: { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'string', nullable: true, enum: [null] }] } },
    });
  });

  it('leaves what already says null, and what is not nullable, as it was', () => {
    const schemas = [
      { type: 'string', nullable: true },
      { type: 'string', enum: ['a'] },
      { type: 'string', nullable: true, enum: ['a', null] },
    ];
    for (const schema of schemas) expect(nullableForOpenApi30(schema)).toEqual(schema);
  });
});
