import type { SportsBetType } from '#shared/sportsbook/settlement.ts';
import type { Executor } from '#server/db/database.ts';
import { sportsEvents, sportsSelections, type SportsTeamNames } from '#server/db/schema.ts';

type Sport = 'football' | 'basketball' | 'tennis';

interface DemoSelection {
  betType: SportsBetType;
  homeAway: string;
  criteria1: string | null;
  /** Decimal odds in thousandths. */
  odds: number;
}

interface DemoEvent {
  code: string;
  sport: Sport;
  league: string;
  home: string;
  away: string;
  names: SportsTeamNames;
  /** Hours after the seed. */
  startsInHours: number;
  selections: DemoSelection[];
}

const pick = (betType: SportsBetType, homeAway: string, criteria1: string | null, odds: number) => ({
  betType,
  homeAway,
  criteria1,
  odds,
});

/** 1X2 full and half time, handicap and total quarter lines, odd/even and a few correct scores. */
function footballMarkets(odds: {
  home: number;
  draw: number;
  away: number;
  handicap: string;
  total: string;
}): DemoSelection[] {
  const away = odds.handicap.startsWith('-') ? `+${odds.handicap.slice(1)}` : `-${odds.handicap.slice(1)}`;
  return [
    pick('1X2', 'H', null, odds.home),
    pick('1X2', 'X', null, odds.draw),
    pick('1X2', 'A', null, odds.away),
    pick('HT1X2', 'H', null, Math.round(odds.home * 1.35)),
    pick('HT1X2', 'X', null, 2100),
    pick('HT1X2', 'A', null, Math.round(odds.away * 1.35)),
    pick('HDP', 'H', odds.handicap, 1950),
    pick('HDP', 'A', away, 1900),
    pick('OU', 'O', odds.total, 1920),
    pick('OU', 'U', odds.total, 1930),
    pick('OE', 'O', null, 1950),
    pick('OE', 'E', null, 1900),
    pick('CS', 'H', '1-0', 7500),
    pick('CS', 'H', '2-1', 8500),
    pick('CS', 'X', '1-1', 6500),
    pick('CS', 'X', '0-0', 9500),
    pick('CS', 'A', '0-1', 10_000),
    pick('CS', 'A', '1-2', 12_000),
  ];
}

function basketballMarkets(odds: { home: number; away: number; handicap: string; total: string }) {
  const away = odds.handicap.startsWith('-') ? `+${odds.handicap.slice(1)}` : `-${odds.handicap.slice(1)}`;
  return [
    pick('ML', 'H', null, odds.home),
    pick('ML', 'A', null, odds.away),
    pick('HT1X2', 'H', null, 1850),
    pick('HT1X2', 'X', null, 15_000),
    pick('HT1X2', 'A', null, 2050),
    pick('HDP', 'H', odds.handicap, 1910),
    pick('HDP', 'A', away, 1910),
    pick('OU', 'O', odds.total, 1900),
    pick('OU', 'U', odds.total, 1900),
    pick('OE', 'O', null, 1950),
    pick('OE', 'E', null, 1950),
  ];
}

/** Tennis is scored in sets: moneyline, set handicap, total sets and the set score. */
function tennisMarkets(odds: { home: number; away: number }) {
  return [
    pick('ML', 'H', null, odds.home),
    pick('ML', 'A', null, odds.away),
    pick('HDP', 'H', '-1.5', 2600),
    pick('HDP', 'A', '+1.5', 1450),
    pick('OU', 'O', '2.5', 2300),
    pick('OU', 'U', '2.5', 1600),
    pick('CS', 'H', '2-0', 2800),
    pick('CS', 'H', '2-1', 4200),
    pick('CS', 'A', '1-2', 4600),
    pick('CS', 'A', '0-2', 3300),
  ];
}

const demoSportsEvents: readonly DemoEvent[] = [
  {
    code: 'fb-1',
    sport: 'football',
    league: 'Premier League',
    home: 'Arsenal',
    away: 'Chelsea',
    names: {
      cn: { home: '阿森纳', away: '切尔西' },
      esp: { home: 'Arsenal', away: 'Chelsea' },
      rus: { home: 'Арсенал', away: 'Челси' },
    },
    startsInHours: 26,
    selections: footballMarkets({ home: 2100, draw: 3400, away: 3500, handicap: '-0.25', total: '2.5' }),
  },
  {
    code: 'fb-2',
    sport: 'football',
    league: 'La Liga',
    home: 'Real Madrid',
    away: 'Barcelona',
    names: {
      cn: { home: '皇家马德里', away: '巴塞罗那' },
      esp: { home: 'Real Madrid', away: 'Barcelona' },
      rus: { home: 'Реал Мадрид', away: 'Барселона' },
    },
    startsInHours: 50,
    selections: footballMarkets({ home: 2300, draw: 3600, away: 2900, handicap: '-0.75', total: '2.75' }),
  },
  {
    code: 'fb-3',
    sport: 'football',
    league: 'Bundesliga',
    home: 'Bayern Munich',
    away: 'Borussia Dortmund',
    names: {
      cn: { home: '拜仁慕尼黑', away: '多特蒙德' },
      esp: { home: 'Bayern de Múnich', away: 'Borussia Dortmund' },
      rus: { home: 'Бавария', away: 'Боруссия Дортмунд' },
    },
    startsInHours: 74,
    selections: footballMarkets({ home: 1650, draw: 4200, away: 4700, handicap: '-1.25', total: '3.25' }),
  },
  {
    code: 'bb-1',
    sport: 'basketball',
    league: 'NBA',
    home: 'Los Angeles Lakers',
    away: 'Boston Celtics',
    names: {
      cn: { home: '洛杉矶湖人', away: '波士顿凯尔特人' },
      esp: { home: 'Los Angeles Lakers', away: 'Boston Celtics' },
      rus: { home: 'Лос-Анджелес Лейкерс', away: 'Бостон Селтикс' },
    },
    startsInHours: 30,
    selections: basketballMarkets({ home: 2150, away: 1720, handicap: '+3.5', total: '221.5' }),
  },
  {
    code: 'bb-2',
    sport: 'basketball',
    league: 'NBA',
    home: 'Golden State Warriors',
    away: 'Miami Heat',
    names: {
      cn: { home: '金州勇士', away: '迈阿密热火' },
      esp: { home: 'Golden State Warriors', away: 'Miami Heat' },
      rus: { home: 'Голден Стэйт Уорриорз', away: 'Майами Хит' },
    },
    startsInHours: 54,
    selections: basketballMarkets({ home: 1580, away: 2450, handicap: '-5.5', total: '216.5' }),
  },
  {
    code: 'tn-1',
    sport: 'tennis',
    league: 'ATP Finals',
    home: 'Carlos Alcaraz',
    away: 'Jannik Sinner',
    names: {
      cn: { home: '阿尔卡拉斯', away: '辛纳' },
      esp: { home: 'Carlos Alcaraz', away: 'Jannik Sinner' },
      rus: { home: 'Карлос Алькарас', away: 'Янник Синнер' },
    },
    startsInHours: 20,
    selections: tennisMarkets({ home: 1950, away: 1870 }),
  },
  {
    code: 'tn-2',
    sport: 'tennis',
    league: 'WTA Finals',
    home: 'Iga Swiatek',
    away: 'Aryna Sabalenka',
    names: {
      cn: { home: '斯瓦泰克', away: '萨巴伦卡' },
      esp: { home: 'Iga Świątek', away: 'Aryna Sabalenka' },
      rus: { home: 'Ига Свёнтек', away: 'Арина Соболенко' },
    },
    startsInHours: 44,
    selections: tennisMarkets({ home: 2050, away: 1780 }),
  },
];

/**
 * Adds the demo events and their markets once (an event code already there is left as it is), so
 * running it on a seeded database changes nothing.
 */
export async function seedSportsEvents(db: Executor, now: Date = new Date()): Promise<void> {
  for (const event of demoSportsEvents) {
    const [inserted] = await db
      .insert(sportsEvents)
      .values({
        code: event.code,
        sport: event.sport,
        league: event.league,
        homeTeamName: event.home,
        awayTeamName: event.away,
        teamNames: event.names,
        startsAt: new Date(now.getTime() + event.startsInHours * 3_600_000),
      })
      .onConflictDoNothing({ target: sportsEvents.code })
      .returning({ id: sportsEvents.id });
    if (!inserted) continue;
    await db.insert(sportsSelections).values(
      event.selections.map((selection, index) => ({
        eventId: inserted.id,
        betType: selection.betType,
        homeAway: selection.homeAway,
        criteria1: selection.criteria1,
        odds: selection.odds,
        sortOrder: index,
      })),
    );
  }
}
