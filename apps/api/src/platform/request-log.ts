import type { FastifyBaseLogger, FastifyLogFn, FastifyRequest } from 'fastify';

type ChildOf = FastifyBaseLogger['child'];

/**
 * What a log line says of a request. A signed file URL opens the file until it expires, so its
 * signature never reaches a log; bodies and headers (tokens) are not logged at all.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/([?&]signature=)[^&]*/g, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * Fastify gives every request its own logger, a pino child bound to the request's id. Making one
 * cost `auth/me` 2.6 % of its profile (pino copies the bindings into a JSON text), and hardly any
 * request logs: so the child is made the first time the request logs, with the same bindings, and
 * a request that never logs never makes one. A class, so that each request allocates one small
 * object and not a closure per method.
 */
class LazyChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Parameters<ChildOf>[0];
  readonly #options: Parameters<ChildOf>[1];

  constructor(parent: FastifyBaseLogger, bindings: Parameters<ChildOf>[0], options: Parameters<ChildOf>[1]) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #made(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options));
  }

  get level() {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level) {
    this.#made().level = level;
  }

  fatal(...args: Parameters<FastifyLogFn>) {
    this.#made().fatal(...args);
  }

  error(...args: Parameters<FastifyLogFn>) {
    this.#made().error(...args);
  }

  warn(...args: Parameters<FastifyLogFn>) {
    this.#made().warn(...args);
  }

  info(...args: Parameters<FastifyLogFn>) {
    this.#made().info(...args);
  }

  debug(...args: Parameters<FastifyLogFn>) {
    this.#made().debug(...args);
  }

  trace(...args: Parameters<FastifyLogFn>) {
    this.#made().trace(...args);
  }

  silent(...args: Parameters<FastifyLogFn>) {
    this.#made().silent(...args);
  }

  child(...args: Parameters<ChildOf>) {
    return this.#made().child(...args);
  }
}

export const lazyChildLogger = (logger: FastifyBaseLogger, bindings: Parameters<ChildOf>[0], options: Parameters<ChildOf>[1]): FastifyBaseLogger =>
  new LazyChildLogger(logger, bindings, options);
