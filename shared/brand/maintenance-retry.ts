import type { Maintenance } from './brand-site-schema.ts';

/**
 * Whole seconds until the announced end of a maintenance, for a Retry-After header; undefined when
 * no end is announced or it has passed (the flag alone keeps a site in maintenance, with no end
 * known). Whether the site is in maintenance at all is `isUnderMaintenance`'s decision, not this.
 */
export function secondsUntilMaintenanceEnds(
  maintenance: Pick<Maintenance, 'end_date'>,
  now: Date,
): number | undefined {
  if (!maintenance.end_date) return undefined;
  const remaining = Date.parse(maintenance.end_date) - now.getTime();
  return Number.isFinite(remaining) && remaining > 0 ? Math.ceil(remaining / 1000) : undefined;
}
