import { followLiveEvents, type FollowOptions, type LiveEvent } from './follow-live-events';

/** The customer app's lock and channel; the workshop app follows its staff stream under a name of its own. */
export const CUSTOMER_STREAM_NAME = 'servicebay.live-events';

/**
 * One stream per browser rather than per tab. Over HTTP/1.1 a browser opens at most six
 * connections per host, and a stream per tab would use them up. The tab holding a Web Lock follows
 * the stream and passes each event to the other tabs of the origin on a BroadcastChannel; when it
 * closes, another tab takes the lock over and resumes from the last event they all saw. Without
 * these APIs (old browsers, an insecure origin) each tab follows its own stream.
 */
export async function followLiveEventsInOneTab(options: FollowOptions & { streamName?: string }): Promise<void> {
  const { signal, onEvent, streamName = CUSTOMER_STREAM_NAME, ...rest } = options;
  if (typeof navigator === 'undefined' || !navigator.locks || typeof BroadcastChannel === 'undefined') return followLiveEvents({ ...rest, signal, onEvent });

  const channel = new BroadcastChannel(streamName);
  let lastEventId: string | null = null;
  const seen = (event: LiveEvent) => {
    if (event.id) lastEventId = event.id;
    onEvent(event);
  };
  channel.onmessage = (message: MessageEvent<LiveEvent>) => seen(message.data);
  signal.addEventListener('abort', () => channel.close());

  await navigator.locks
    .request(streamName, { signal }, () =>
      followLiveEvents({
        ...rest,
        signal,
        lastEventId,
        onEvent: (event) => {
          seen(event);
          channel.postMessage(event);
        },
      }),
    )
    .catch((error: unknown) => {
      // Aborted while another tab held the lock: nothing to clean up.
      if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
    });
}
