import { afterAll, afterEach } from 'vitest';
import { takeMismatches } from './declared-responses';

/**
 * A test whose app answered other than its API document declares fails, with what differed
 * (decision 0040). Answers given in a file's beforeAll are caught by its first test, or by afterAll.
 */
function failOnMismatches() {
  const found = takeMismatches();
  if (found.length > 0) throw new Error(`Answers that break the API document:\n${found.join('\n')}`);
}

afterEach(failOnMismatches);
afterAll(failOnMismatches);
