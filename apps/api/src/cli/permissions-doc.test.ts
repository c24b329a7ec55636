import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS_DOC, permissionsMarkdown } from './permissions-doc';

describe('docs/permissions.md', () => {
  it('is the permission matrix as it stands (npx tsx apps/api/src/cli/permissions-doc.ts writes it)', () => {
    expect(readFileSync(PERMISSIONS_DOC, 'utf8')).toBe(permissionsMarkdown());
  });
});
