const probeMiB = 64;
const probeTries = 3;
const pageBytes = 4096;

/** What pageFaultProbeUs times, as the report names it. */
export const pageFaultProbeTask = `the first write to each 4 KiB page of ${probeMiB} MiB of fresh memory, best of ${probeTries}`;

/**
 * The time the kernel takes to give this process one fresh page of memory, in microseconds. A large
 * allocation comes straight from the kernel (glibc maps it anew), so each first write to one of its
 * pages is a page fault. Some virtual machines make that fault tens of times dearer than bare metal
 * does; on one, Chromium spent about a seventh of its main threads' time in a Lighthouse run on page
 * faults and on handing pages back, a cost of the host the CPU probe does not show (decision 0069).
 */
export function pageFaultProbeUs(): number {
  let best = Number.POSITIVE_INFINITY;
  for (let n = 0; n < probeTries; n += 1) {
    // Unfilled on purpose: filling it would take the faults before the timer starts.
    const bytes = Buffer.allocUnsafeSlow(probeMiB * 1024 * 1024);
    const started = performance.now();
    for (let at = 0; at < bytes.length; at += pageBytes) bytes[at] = 1;
    const micros = ((performance.now() - started) * 1000) / (bytes.length / pageBytes);
    best = Math.min(best, micros);
  }
  return best;
}
