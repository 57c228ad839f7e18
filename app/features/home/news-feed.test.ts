import { describe, expect, it } from 'vitest';
import type { GameEntry } from '#shared/contract/site-contract.ts';
import { newestGames, newsEventsOf } from './news-feed.ts';

function game(code: string, type: string): GameEntry {
  return {
    game_code: code,
    game_name: code,
    game_type: type,
    provider_code: 'HOUSE',
    img_url: `/games/${code}.svg`,
  };
}

describe('newestGames', () => {
  const lobby = [
    game('s1', 'slots'),
    game('s2', 'slots'),
    game('s3', 'slots'),
    game('f1', 'fish'),
    game('f2', 'fish'),
  ];

  it('takes the end of each category in turn, newest first', () => {
    expect(newestGames(lobby, 4).map((entry) => entry.game_code)).toEqual(['s3', 'f2', 's2', 'f1']);
  });

  it('stops at the limit or when the lobby runs out', () => {
    expect(newestGames(lobby, 2)).toHaveLength(2);
    expect(newestGames(lobby, 50)).toHaveLength(5);
    expect(newestGames([], 5)).toEqual([]);
  });
});

describe('newsEventsOf', () => {
  it('merges wins and payouts, newest first, up to the limit', () => {
    const events = newsEventsOf(
      {
        winner: [
          {
            account_id: 'ma***ia',
            amount: '500.00',
            created_at: '2025-03-01T10:00:00Z',
            game_name: 'Lucky Neko',
          },
          {
            account_id: 'jo***se',
            amount: '900.00',
            created_at: '2025-03-03T10:00:00Z',
            game_name: 'Super Ace',
          },
        ],
        withrawal: [{ account_id: 'an***na', amount: '100.00', created_at: '2025-03-02T10:00:00Z' }],
      },
      2,
    );
    expect(events).toEqual([
      { kind: 'win', at: '2025-03-03T10:00:00Z', player: 'jo***se', amount: '900.00', game: 'Super Ace' },
      { kind: 'payout', at: '2025-03-02T10:00:00Z', player: 'an***na', amount: '100.00' },
    ]);
  });
});
