// Loaded into the bench's API with `--import`: keeps every statement the API's connections send
// while the bench asks for it, so the bench can replay exactly those statements with pgbench and
// compare the API with the database's own rate (bench/README.md, "Rows the database bounds").
//
// SIGUSR2 starts a recording; the next SIGUSR2 ends it and writes it as JSON lines to
// `${BENCH_RECORD_FILE}` (written to a temporary name first, then renamed, so the bench can wait for
// the name). Outside a recording each query costs one extra function call and a boolean test.
import { createRequire } from 'node:module';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const requireFromApi = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'));
const pg = requireFromApi('pg');
const { prepareValue } = requireFromApi('pg/lib/utils');

const target = process.env.BENCH_RECORD_FILE;
let recording = false;
let statements = [];
let nextConnection = 1;
const connectionOf = new WeakMap();

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function recordedQuery(config, values, callback) {
  if (recording) {
    if (!connectionOf.has(this)) connectionOf.set(this, nextConnection++);
    const text = typeof config === 'string' ? config : config?.text;
    const params = typeof config === 'object' && config?.values ? config.values : Array.isArray(values) ? values : undefined;
    if (text) statements.push({ connection: connectionOf.get(this), text, values: params });
  }
  return query.call(this, config, values, callback);
};

/**
 * A value in PostgreSQL's text form, as node-postgres sends it (dates, arrays, JSON); a buffer, which
 * it sends as binary, in bytea's hex form.
 */
function asText(value) {
  const prepared = value === undefined ? null : prepareValue(value);
  if (prepared === null) return null;
  return Buffer.isBuffer(prepared) ? `\\x${prepared.toString('hex')}` : String(prepared);
}

if (target) {
  process.on('SIGUSR2', () => {
    if (!recording) {
      statements = [];
      recording = true;
      return;
    }
    recording = false;
    const lines = statements.map(({ connection, text, values }) => JSON.stringify({ connection, text, values: values?.map(asText) }));
    writeFileSync(`${target}.part`, lines.join('\n'));
    renameSync(`${target}.part`, target);
    statements = [];
  });
}
