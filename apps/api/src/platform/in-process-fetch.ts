import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A `fetch` answered by this app in process, no socket: how the server renders a signed-in screen
 * through the same routes, checks and answers the app itself uses. As the page's own brand (Host)
 * and language.
 */
export function inProcessFetch(app: FastifyInstance, page: FastifyRequest): typeof fetch {
  const inProcess = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = Object.fromEntries(new Headers(init?.headers).entries());
    headers.host = page.headers.host ?? '';
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(answer.rawPayload, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
  };
  return inProcess as typeof fetch;
}
