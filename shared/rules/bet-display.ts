import type { LanguageCode } from '#shared/i18n/languages.ts';

/**
 * A bet line as the bet history gets it (spec section 3): per-language team names are optional
 * fields named after the lower-cased language code, e.g. home_team_name_cn, away_team_name_rus.
 */
export interface BetLine {
  bet_type: string;
  home_away: string;
  criteria1: string | number | null;
  home_team_name: string;
  away_team_name: string;
  [localName: `${'home' | 'away'}_team_name_${string}`]: string | undefined;
}

export type BetKind =
  | 'parlay'
  | 'handicap'
  | 'overUnder'
  | 'oddEven'
  | 'moneyline'
  | 'fullTime1x2'
  | 'halfTime1x2'
  | 'correctScore'
  | 'others';

/** The words a display name is built from: message keys of the `gm` group. */
export type BetLabelKey = BetKind | 'home' | 'away' | 'draw' | 'over' | 'under' | 'odd' | 'even' | 'halfTime';

/** English words, used when no translator is passed; public/locales/en/gm.json holds the same. */
export const englishBetLabels: Readonly<Record<BetLabelKey, string>> = {
  parlay: 'Parlay',
  handicap: 'Handicap',
  overUnder: 'Over/Under',
  oddEven: 'Odd/Even',
  moneyline: 'Moneyline',
  fullTime1x2: '1X2 Full Time',
  halfTime1x2: '1X2 Half Time',
  correctScore: 'Correct Score',
  others: 'Others',
  home: 'Home',
  away: 'Away',
  draw: 'Draw',
  over: 'Over',
  under: 'Under',
  odd: 'Odd',
  even: 'Even',
  halfTime: 'Half Time',
};

/**
 * The bet_type codes we accept, compared trimmed and case-insensitively. Feeds spell the common
 * markets in a few ways; any other code is shown as "others".
 */
const betTypeCodes: Readonly<Record<string, BetKind>> = {
  PARLAY: 'parlay',
  MIXPARLAY: 'parlay',
  HDP: 'handicap',
  AH: 'handicap',
  HANDICAP: 'handicap',
  OU: 'overUnder',
  'O/U': 'overUnder',
  OVERUNDER: 'overUnder',
  OE: 'oddEven',
  'O/E': 'oddEven',
  ODDEVEN: 'oddEven',
  ML: 'moneyline',
  MONEYLINE: 'moneyline',
  '1X2': 'fullTime1x2',
  FT1X2: 'fullTime1x2',
  HT1X2: 'halfTime1x2',
  '1H1X2': 'halfTime1x2',
  CS: 'correctScore',
  CORRECTSCORE: 'correctScore',
};

export function betKind(betType: string): BetKind {
  return betTypeCodes[betType.trim().toUpperCase()] ?? 'others';
}

type Side = 'home' | 'away' | 'draw' | 'over' | 'under' | 'odd' | 'even';

/** What home_away means depends on the market: 'O' is Over in over/under but Odd in odd/even. */
const sideCodes: Readonly<Record<'team' | '1x2' | 'overUnder' | 'oddEven', Readonly<Record<string, Side>>>> =
  {
    team: { H: 'home', HOME: 'home', '1': 'home', A: 'away', AWAY: 'away', '2': 'away' },
    '1x2': {
      H: 'home',
      HOME: 'home',
      '1': 'home',
      A: 'away',
      AWAY: 'away',
      '2': 'away',
      X: 'draw',
      D: 'draw',
      DRAW: 'draw',
    },
    overUnder: { O: 'over', OVER: 'over', U: 'under', UNDER: 'under' },
    oddEven: { O: 'odd', ODD: 'odd', E: 'even', EVEN: 'even' },
  };

function side(line: BetLine, codes: keyof typeof sideCodes): Side | undefined {
  return sideCodes[codes][
    String(line.home_away ?? '')
      .trim()
      .toUpperCase()
  ];
}

/** The team name in the reader's language when the line has one, otherwise the default name. */
function teamName(line: BetLine, team: 'home' | 'away', language: LanguageCode): string {
  const local = line[`${team}_team_name_${language.toLowerCase()}`];
  if (typeof local === 'string' && local.trim() !== '') return local.trim();
  return (team === 'home' ? line.home_team_name : line.away_team_name).trim();
}

function words(...parts: string[]): string {
  return parts.filter((part) => part !== '').join(' ');
}

/**
 * The display name of a bet line (spec section 5: "Bet display names depend on bet type: parlay,
 * handicap, over/under, odd/even, moneyline, 1X2 full and half time, correct score, others").
 *
 * - parlay: "Parlay"
 * - handicap: "<team> <criteria1>", e.g. "Arsenal -0.5"
 * - over/under: "Over 2.5" / "Under 2.5"
 * - odd/even: "Odd" / "Even"
 * - moneyline: "<team>"
 * - 1X2 full time: "<team>" or "Draw"; half time: "<team> (Half Time)" or "Draw (Half Time)"
 * - correct score: "Correct Score 2-1"
 * - others: "<team> <criteria1>" with whatever of the two is known
 * When the selection is missing or unknown, the market's own name stands in for it.
 * `label` translates the words (pass `(key) => t(key, { ns: 'gm' })`); English by default.
 */
export function betDisplayName(
  line: BetLine,
  language: LanguageCode,
  label: (key: BetLabelKey) => string = (key) => englishBetLabels[key],
): string {
  const kind = betKind(line.bet_type);
  const criteria =
    line.criteria1 === null || line.criteria1 === undefined ? '' : String(line.criteria1).trim();
  const team = (codes: 'team' | '1x2'): string => {
    const picked = side(line, codes);
    if (picked === 'home' || picked === 'away') return teamName(line, picked, language);
    return picked === 'draw' ? label('draw') : '';
  };

  switch (kind) {
    case 'parlay':
      return label('parlay');
    case 'handicap':
      return words(team('team') || label('handicap'), criteria);
    case 'overUnder': {
      const picked = side(line, 'overUnder');
      return words(picked ? label(picked) : label('overUnder'), criteria);
    }
    case 'oddEven': {
      const picked = side(line, 'oddEven');
      return picked ? label(picked) : label('oddEven');
    }
    case 'moneyline':
      return team('team') || label('moneyline');
    case 'fullTime1x2':
      return team('1x2') || label('fullTime1x2');
    case 'halfTime1x2': {
      const picked = team('1x2');
      return picked ? `${picked} (${label('halfTime')})` : label('halfTime1x2');
    }
    case 'correctScore':
      return words(label('correctScore'), criteria);
    case 'others':
      return words(team('1x2'), criteria) || label('others');
  }
}
