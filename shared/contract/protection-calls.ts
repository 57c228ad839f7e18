import { callInfo } from './call-info.ts';

// The protection calls without their schemas, for the web client (decision 0039); protection-contract.ts adds the schemas.

export const getProtectionCall = callInfo({
  path: '/api/protection/get',
  summary:
    "The player's limits (with waiting changes and when they apply), reality check, session and history",
  tag: 'protection',
  access: 'player',
  networkFailure: 'settings',
});

export const setLimitCall = callInfo({
  path: '/api/protection/set_limit',
  summary:
    'Sets, lowers, raises or removes a limit (amount null): lower applies at once, higher or removed after 24 hours',
  tag: 'protection',
  access: 'player',
  networkFailure: 'settings',
});

export const setRealityCheckCall = callInfo({
  path: '/api/protection/set_reality_check',
  summary: 'Chooses the reality-check interval: 0 (off), 15, 30 or 60 minutes',
  tag: 'protection',
  access: 'player',
  networkFailure: 'settings',
});

export const realityCheckCall = callInfo({
  path: '/api/protection/reality_check',
  summary: "Records a reality check shown to the player and the player's answer (continue, stop, history)",
  tag: 'protection',
  access: 'player',
  networkFailure: 'settings',
});

export const timeOutCall = callInfo({
  path: '/api/protection/time_out',
  summary:
    'Takes a time-out (24h, 7d, 1m or custom days up to 42) on every brand at once: every session ends; it cannot be shortened',
  tag: 'protection',
  access: 'player',
  networkFailure: 'settings',
});

export const selfExcludeCall = callInfo({
  path: '/api/protection/self_exclude',
  summary:
    'Self-excludes (6m, 1y, 5y or permanent) on every brand at once: every session ends; it cannot be shortened',
  tag: 'protection',
  access: 'player',
  networkFailure: 'settings',
});
