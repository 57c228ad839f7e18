import type { Maintenance } from '#shared/brand/brand-site-schema.ts';
import { isUnderMaintenance } from '#shared/brand/maintenance-window.ts';

/**
 * Which of a brand's two prepared start-up answers holds at `now`: the maintenance one or the other.
 * Apart from the brand cache and the database, so a render thread can use it (decision 0052).
 */
export function startupAnswerAt<Answer>(
  maintenance: Maintenance,
  answers: { maintenanceOn: Answer; maintenanceOff: Answer },
  now = new Date(),
): Answer {
  return isUnderMaintenance(maintenance, now) ? answers.maintenanceOn : answers.maintenanceOff;
}
