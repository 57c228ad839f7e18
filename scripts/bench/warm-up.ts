/**
 * A freshly started server speeds up for tens of seconds under load: V8 optimises the render path on
 * background threads that the load starves of CPU, and the heap still grows (figures in decision
 * 0051). A fixed short warm-up measured the first page of each server in that climb, so each page is
 * loaded in short windows until its speed stops climbing, and the figure that follows is the server's
 * steady speed.
 */

export interface WarmUpRule {
  /** Length of one window of load. */
  windowSeconds: number;
  /** The last `quietWindows` windows must not beat the best window before them… */
  quietWindows: number;
  /** …by more than this share. */
  tolerance: number;
  /** Stop after this many windows even if the speed is still climbing. */
  maxWindows: number;
}

export const warmUpRule: WarmUpRule = { windowSeconds: 4, quietWindows: 2, tolerance: 0.05, maxWindows: 15 };

/**
 * True when the speed has stopped climbing: none of the last `quietWindows` windows was more than
 * `tolerance` faster than the best window before them. Two quiet windows, not one, so that a single
 * slow window (another process on the machine) does not end a warm-up that is still climbing.
 */
export function hasSettled(perSecond: readonly number[], rule: WarmUpRule = warmUpRule): boolean {
  if (perSecond.length >= rule.maxWindows) return true;
  if (perSecond.length <= rule.quietWindows) return false;
  const bestBefore = Math.max(...perSecond.slice(0, -rule.quietWindows));
  return perSecond.slice(-rule.quietWindows).every((value) => value <= bestBefore * (1 + rule.tolerance));
}

/** Loads in windows until the speed settles; returns the requests per second of each window. */
export async function warmUntilSteady(
  loadFor: (seconds: number) => Promise<{ requestsPerSecond: number }>,
  rule: WarmUpRule = warmUpRule,
): Promise<number[]> {
  const windows: number[] = [];
  do windows.push((await loadFor(rule.windowSeconds)).requestsPerSecond);
  while (!hasSettled(windows, rule));
  return windows;
}
