import { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './request-log';

/** An app logging JSON lines into `lines`, whose request loggers are counted as they are made. */
async function appLoggingTo(lines: Record<string, unknown>[]) {
  const made = { children: 0 };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString()
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      );
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: (logger: FastifyBaseLogger, bindings, options) => {
      const counting = Object.create(logger) as FastifyBaseLogger;
      counting.child = (...args) => {
        made.children += 1;
        return logger.child(...args);
      };
      return lazyChildLogger(counting, bindings, options);
    },
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/loud', async (request) => {
    request.log.warn({ part: 'SBP000123' }, 'stock below its minimum');
    request.log.info('and a second line');
    return { ok: true };
  });
  await app.ready();
  return { app, made };
}

describe("a request's logger", () => {
  it('is made only when the request logs, and only once', async () => {
    const lines: Record<string, unknown>[] = [];
    const { app, made } = await appLoggingTo(lines);
    expect((await app.inject({ method: 'GET', url: '/quiet' })).statusCode).toBe(200);
    expect(made.children).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/loud' })).statusCode).toBe(200);
    expect(made.children).toBe(1);
    await app.close();
  });

  it("writes the request's id on each of its lines, with what was logged", async () => {
    const lines: Record<string, unknown>[] = [];
    const { app } = await appLoggingTo(lines);
    await app.inject({ method: 'GET', url: '/loud' });
    await app.inject({ method: 'GET', url: '/loud' });
    const logged = lines.filter((line) => line.msg === 'stock below its minimum' || line.msg === 'and a second line');
    expect(logged).toHaveLength(4);
    expect(logged[0]).toMatchObject({ level: 40, part: 'SBP000123', reqId: expect.any(String) });
    expect(logged[1]!.reqId).toBe(logged[0]!.reqId);
    expect(logged[2]!.reqId).not.toBe(logged[0]!.reqId);
    expect(logged[3]!.reqId).toBe(logged[2]!.reqId);
    await app.close();
  });

  it("answers the parent's level until it is made, and its own after", async () => {
    const lines: Record<string, unknown>[] = [];
    const { app } = await appLoggingTo(lines);
    const child = lazyChildLogger(app.log, { reqId: 'r1' }, {});
    expect(child.level).toBe('info');
    child.level = 'warn';
    child.info('not written: below the level');
    child.warn('written');
    expect(lines.map((line) => line.msg)).toEqual(['written']);
    expect(app.log.level).toBe('info');
    await app.close();
  });
});
