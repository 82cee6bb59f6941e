import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

// Under load V8 lets the heap grow to several times what is live before a full collection; the
// embedded store keeps the whole waitlist in memory, so growth is capped to keep the process near
// its data (issue 7: RSS ≤ 250 MB at 100,000 entries) for a little more GC work.
// What the cap lets pile up between full collections is mostly the requests' own garbage: 100
// connections keep 3 MB of request objects alive through each scavenge, promoted at the next one,
// 15 MB a second at 1,500 requests a second whatever the store holds. 40% of a million entries'
// 400 MB let 160 MB of it pile up (issue 30: RSS 820 MB after the bench’s joins; 762 MB with
// this). So the headroom is held near this many bytes: at a million entries a full collection
// every 4 s of joins instead of 10 s.
const HEADROOM_BYTES = 64 * 2 ** 20;
// A small heap may take the same headroom, up to its own size: joins grow it, and at 10,000
// entries 40% meant a full collection every fraction of a second of joins, join p99 34 to 36 ms
// against 20 to 24 with this (issue 42, measured with the server's expressServer), for at most
// 64 MB of memory.
const MAX_GROWING_PERCENT = 100;
const MIN_GROWING_PERCENT = 15;

/** The growth (percent of the live heap) allowed before the next full collection. */
export function heapGrowingPercent(liveBytes: number): number {
  const percent = Math.floor((HEADROOM_BYTES / Math.max(liveBytes, 1)) * 100);
  return Math.min(MAX_GROWING_PERCENT, Math.max(MIN_GROWING_PERCENT, percent));
}

// While the store loads, everything it reads stays: at 40% a million entries took eight full
// collections, each marking all that was loaded so far (1.6 s of a 6.8 s open, issue 30). The
// heap may triple instead while the server starts.
/** Called before the store opens. */
export function letHeapGrowWhileStarting(): void {
  v8.setFlagsFromString('--heap-growing-percent=200');
}

/**
 * One full collection now: the start's garbage (the snapshot's bytes among it, 219 MB at a
 * million), left behind while the heap was let grow; then growth is capped for what is live.
 * Answers the percent set.
 */
export function collectStartGarbage(): number {
  v8.setFlagsFromString(`--heap-growing-percent=${MAX_GROWING_PERCENT}`);
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  const percent = heapGrowingPercent(v8.getHeapStatistics().used_heap_size);
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
  return percent;
}
