/** How much of a request body has left the browser, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * fetch cannot report how much of a body has been sent, and a document upload on a phone network
 * takes long enough that the customer should see it move. XMLHttpRequest can; its answer is
 * handed back as a Response so the envelope is read the same way as every other call.
 */
export function sendWithUploadProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body: FormData },
  onProgress: UploadProgress,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      onProgress(1);
      // A null-body status (204) cannot carry a body into a Response.
      const body = xhr.status === 204 ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' } }));
    });
    xhr.addEventListener('error', () => reject(new TypeError('network error')));
    xhr.addEventListener('abort', () => reject(new TypeError('aborted')));
    xhr.send(init.body);
  });
}
