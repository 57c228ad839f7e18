import {
  getProtectionCall,
  realityCheckCall,
  selfExcludeCall,
  setLimitCall,
  setRealityCheckCall,
  timeOutCall,
} from '#shared/contract/protection-contract.ts';
import { selfExclusionEnd, timeOutEnd } from '#shared/protection/protection-rules.ts';
import type { Database } from '#server/db/database.ts';
import { ok, type CallRegistry, type Caller } from '#server/http/register-call.ts';
import { toMinorUnits } from '#server/features/payments/payment-limits.ts';
import {
  protectionView,
  recordRealityCheck,
  setLimit,
  setRealityCheck,
  startBlock,
  type ProtectionBrand,
} from './protection-service.ts';

export interface ProtectionRouteDeps {
  db: Database;
  calls: CallRegistry;
  clock: () => Date;
}

function player({ brand: config, player: { account, session } }: Caller<'player'>) {
  const brand: ProtectionBrand = { id: config.id, currency: config.document.site.currency };
  return { account: { id: account.id, brandId: account.brandId }, brand, session };
}

export function registerProtectionRoutes({ db, calls, clock }: ProtectionRouteDeps): void {
  const view = (caller: Caller<'player'>, now: Date) => {
    const { account, brand, session } = player(caller);
    return protectionView(db, account, brand, session.createdAt, now);
  };

  calls.register(getProtectionCall, async (body, caller) => ok({ value: await view(caller, clock()) }));

  calls.register(setLimitCall, async (body, caller) => {
    const { account, brand } = player(caller);
    const now = clock();
    const amount =
      body.amount === null
        ? null
        : body.kind === 'session'
          ? BigInt(body.amount)
          : toMinorUnits(body.amount, brand.currency);
    await setLimit(db, account, body.kind, body.period, amount === 0n ? null : amount, now);
    return ok({ value: await view(caller, now) });
  });

  calls.register(setRealityCheckCall, async (body, caller) => {
    const now = clock();
    await setRealityCheck(db, player(caller).account, body.minutes, now);
    return ok({ value: await view(caller, now) });
  });

  calls.register(realityCheckCall, async (body, caller) => {
    const now = clock();
    await recordRealityCheck(db, player(caller).account, body.choice, now);
    return ok({ value: await view(caller, now) });
  });

  calls.register(timeOutCall, async (body, caller) => {
    const now = clock();
    const endsAt = timeOutEnd(body.period, now, body.period === 'custom' ? (body.days ?? 7) : undefined);
    await startBlock(db, player(caller).account, 'timeout', endsAt, now, 'player');
    return ok({ value: { kind: 'timeout' as const, ends_at: endsAt.toISOString() } });
  });

  calls.register(selfExcludeCall, async (body, caller) => {
    const now = clock();
    const endsAt = selfExclusionEnd(body.period, now);
    await startBlock(db, player(caller).account, 'self_exclusion', endsAt, now, 'player');
    return ok({ value: { kind: 'self_exclusion' as const, ends_at: endsAt?.toISOString() ?? null } });
  });
}
