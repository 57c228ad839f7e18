import { callInfo } from './call-info.ts';

// The inbox calls without their schemas, for the web client (decision 0039); inbox-contract.ts adds the schemas.

export const getInboxCall = callInfo({
  path: '/api/settings/get_inbox',
  summary:
    "The player's inbox messages, newest first, with their rewards and whether they are read and claimed",
  tag: 'inbox',
  access: 'player',
  networkFailure: 'settings',
});

export const claimInboxCall = callInfo({
  path: '/api/settings/claim_inbox',
  summary:
    "Claims a message's reward once (alreadyClaimed after that, nothingToClaim without a reward); answers the message and the new balances",
  tag: 'inbox',
  access: 'player',
  networkFailure: 'settings',
});

export const readInboxCall = callInfo({
  path: '/api/settings/read_inbox',
  summary: 'Marks a message read (read: false marks it unread again); answers the message',
  tag: 'inbox',
  access: 'player',
  networkFailure: 'settings',
});
