import pg from 'pg';

export type ListenHandlers = {
  onNotice: (payload: string) => void;
  /** The connection dropped and is back: notices sent in between were lost. */
  onReconnect: () => void;
  onError: (error: unknown) => void;
};

/** Stops listening and closes the connection; resolves once it is closed. */
export type StopListening = () => Promise<void>;

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;

/**
 * A dedicated connection for LISTEN (a pooled one would be handed to other queries), reopened with
 * back-off whenever it drops: a restarted database or a terminated backend must not silence the
 * live events of this process.
 */
export async function listenOnPostgres(connectionString: string, channel: string, handlers: ListenHandlers): Promise<StopListening> {
  let client: pg.Client | null = null;
  let isStopped = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = FIRST_RETRY_MS;
  let reconnecting: Promise<void> | null = null;

  async function connect() {
    const next = new pg.Client({ connectionString, application_name: 'servicebay-events' });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onNotice(message.payload);
    });
    // An error is always followed by 'end'; reconnecting there covers both.
    next.on('error', (error) => handlers.onError(error));
    next.on('end', () => {
      // A connection that never finished opening is retried (or reported) by whoever opened it.
      if (client !== next) return;
      client = null;
      if (!isStopped) scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (isStopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  }

  function scheduleReconnect() {
    if (retryTimer || isStopped) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      reconnecting = connect().then(
        () => {
          retryMs = FIRST_RETRY_MS;
          if (!isStopped) handlers.onReconnect();
        },
        (error: unknown) => {
          handlers.onError(error);
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
          scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  }

  await connect();
  return async () => {
    isStopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    await reconnecting; // it sees isStopped and closes what it opened
    const open = client;
    client = null;
    await open?.end().catch(() => undefined);
  };
}
