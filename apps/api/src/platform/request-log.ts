import type { FastifyRequest } from 'fastify';

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
