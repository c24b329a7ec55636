// Starts the app once the server's rendering of the screen has been painted, so the app's scripts
// do not compete with that screen's styles and images on a slow network. The API puts this in
// place of the app's entry on the pages it renders (apps/api/src/platform/prerendered-page.ts).
const script = document.querySelector('script[data-app-entry]');
const entry = script?.dataset.appEntry;
// The chunks the entry imports (the framework: React, the router, the query cache, i18next).
const chunks = script?.dataset.appChunks?.split(' ').filter(Boolean) ?? [];
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

let isStarted = false;
async function start() {
  if (isStarted || !entry) return;
  isStarted = true;
  // All of them download at once...
  for (const href of [...chunks, entry]) {
    const preload = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    document.head.append(preload);
  }
  // ...and run one after the other, each in a task of its own: evaluated with the entry, as one
  // graph, they were one long task on a slow phone.
  for (const chunk of chunks) {
    await import(chunk);
    await nextTask();
  }
  await import(entry);
}
// After the next frame; a tab opened in the background paints no frames, hence the timer too.
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 1000);
