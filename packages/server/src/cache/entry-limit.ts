/**
 * lru-cache options that bound a cache to `maxEntries` entries while its storage grows with use.
 * With `max`, lru-cache allocates its arrays for every entry up front: the process's caches of
 * 100,000 and 200,000 entries held about 14 MB before the first request. Counting each entry as
 * size 1 against `maxSize` evicts the least recently used entry at the same count.
 */
export const entryLimit = (maxEntries: number) => ({
  maxSize: maxEntries,
  sizeCalculation: () => 1,
});
