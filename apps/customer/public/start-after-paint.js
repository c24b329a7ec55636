// Starts the app once the server's rendering of the screen has been painted, so the app's scripts
// do not compete with that screen's styles and images on a slow network. The API puts this in
// place of the app's entry on the pages it renders (apps/api/src/platform/prerendered-page.ts).
const script = document.querySelector('script[data-app-entry]');
const entry = script?.dataset.appEntry;
// The chunks the entry imports (the framework: React, the router, the query cache, i18next).
const chunks = script?.dataset.appChunks?.split(' ').filter(Boolean) ?? [];
// A signed-in screen's own code: downloaded now, run by the app before the takeover (router.tsx).
const screenChunks = script?.dataset.screenChunks?.split(' ').filter(Boolean) ?? [];
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// A modulepreload link costs the main thread a while to add (the fetch starts with it): on a slow
// phone some eight of them took 15 ms, and a signed-in screen has some eighty. Links are added
// until a few milliseconds have passed, then the rest in the next task, so none is a long task.
const PRELOAD_SLICE_MS = 3;
async function preload(hrefs) {
  let sliceStart = performance.now();
  for (const href of hrefs) {
    if (performance.now() - sliceStart > PRELOAD_SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
}

let isStarted = false;
async function start() {
  if (isStarted || !entry) return;
  isStarted = true;
  // All of them download at once, their links added a few per task (adding some forty in one go
  // was a long task of its own)...
  await preload([...chunks, entry, ...screenChunks]);
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
