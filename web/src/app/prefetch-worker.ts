/**
 * The idle prefetch's worker (idle-prefetch.ts): fetches the files it is sent into the browser's cache, off
 * the page's main thread, then ends. Each is read to its end, as the cache keeps only whole answers.
 */
addEventListener("message", (event: MessageEvent<unknown>) => {
  const files = Array.isArray(event.data) ? event.data.filter((file) => typeof file === "string") : [];
  void Promise.allSettled(
    files.map(async (file) => {
      const response = await fetch(file, { priority: "low" });
      await response.arrayBuffer();
    }),
  ).then(() => close());
});
