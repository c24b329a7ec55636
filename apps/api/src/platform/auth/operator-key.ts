import { hash, timingSafeEqual } from 'node:crypto';
import { persistentSecret } from '../secret-file';

/** Where a server without OPERATOR_KEY keeps the key it generated: readable only by whoever can read DATA_DIR. */
export const OPERATOR_KEY_FILE = 'operator.key';

export type OperatorKey = { matches: (token: string) => boolean };

/**
 * Checks a bearer token against the operator key in constant time. Both are hashed first, so the
 * comparison takes as long whatever the token's length and reveals nothing of the key.
 */
export function createOperatorKey(key: string): OperatorKey {
  const digest = (text: string) => hash('sha256', text, 'buffer');
  const expected = digest(key);
  return { matches: (token) => timingSafeEqual(digest(token), expected) };
}

/**
 * The key the server runs with: OPERATOR_KEY, or one generated once into DATA_DIR/operator.key
 * (mode 0600). Unlike JWT_SECRET, a generated key is fine in production too (decision 0015): it
 * opens only the operator routes, and only to whoever can read DATA_DIR, the same people who
 * could open the embedded database before.
 */
export const operatorKeyOf = (config: { operatorKey: string | undefined; dataDir: string }) =>
  config.operatorKey ?? persistentSecret(config.dataDir, OPERATOR_KEY_FILE);
