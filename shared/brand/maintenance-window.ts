import type { Maintenance } from './brand-site-schema.ts';

// Without zod, so pages can decide maintenance without loading the brand schema (decision 0039).

/** Maintenance is on when the flag is set or now lies inside the window. */
export function isUnderMaintenance(maintenance: Maintenance, now: Date): boolean {
  if (maintenance.is_maintenance) return true;
  const { start_date: start, end_date: end } = maintenance;
  if (!start && !end) return false;
  const t = now.getTime();
  return (!start || Date.parse(start) <= t) && (!end || t < Date.parse(end)) && Boolean(start || end);
}
