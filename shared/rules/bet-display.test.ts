import { describe, expect, it } from 'vitest';
import { betDisplayName, betKind, type BetLabelKey, type BetLine } from './bet-display.ts';

function line(fields: Partial<BetLine>): BetLine {
  return {
    bet_type: 'HDP',
    home_away: 'H',
    criteria1: '',
    home_team_name: 'Arsenal',
    away_team_name: 'Chelsea',
    ...fields,
  };
}

describe('bet display names depend on bet type (spec section 5)', () => {
  it('parlay', () => {
    expect(betDisplayName(line({ bet_type: 'PARLAY', home_away: '', criteria1: '3' }), 'EN')).toBe('Parlay');
  });

  it('handicap: the picked team and the handicap line', () => {
    expect(betDisplayName(line({ bet_type: 'HDP', home_away: 'H', criteria1: '-0.5' }), 'EN')).toBe(
      'Arsenal -0.5',
    );
    expect(betDisplayName(line({ bet_type: 'hdp', home_away: 'a', criteria1: '+0.5' }), 'EN')).toBe(
      'Chelsea +0.5',
    );
    expect(betDisplayName(line({ bet_type: 'AH', home_away: '', criteria1: '1.25' }), 'EN')).toBe(
      'Handicap 1.25',
    );
  });

  it('over/under: "Over 2.5"', () => {
    expect(betDisplayName(line({ bet_type: 'OU', home_away: 'O', criteria1: '2.5' }), 'EN')).toBe('Over 2.5');
    expect(betDisplayName(line({ bet_type: 'OU', home_away: 'UNDER', criteria1: 3.5 }), 'EN')).toBe(
      'Under 3.5',
    );
  });

  it('odd/even: "O" means odd here, not over', () => {
    expect(betDisplayName(line({ bet_type: 'OE', home_away: 'O' }), 'EN')).toBe('Odd');
    expect(betDisplayName(line({ bet_type: 'OE', home_away: 'EVEN' }), 'EN')).toBe('Even');
    expect(betDisplayName(line({ bet_type: 'OE', home_away: '?' }), 'EN')).toBe('Odd/Even');
  });

  it('moneyline: the picked team', () => {
    expect(betDisplayName(line({ bet_type: 'ML', home_away: 'A' }), 'EN')).toBe('Chelsea');
    expect(betDisplayName(line({ bet_type: 'ML', home_away: '' }), 'EN')).toBe('Moneyline');
  });

  it('1X2 full time and half time', () => {
    expect(betDisplayName(line({ bet_type: '1X2', home_away: '1' }), 'EN')).toBe('Arsenal');
    expect(betDisplayName(line({ bet_type: '1X2', home_away: 'X' }), 'EN')).toBe('Draw');
    expect(betDisplayName(line({ bet_type: '1X2', home_away: '2' }), 'EN')).toBe('Chelsea');
    expect(betDisplayName(line({ bet_type: 'HT1X2', home_away: 'H' }), 'EN')).toBe('Arsenal (Half Time)');
    expect(betDisplayName(line({ bet_type: 'HT1X2', home_away: 'D' }), 'EN')).toBe('Draw (Half Time)');
    expect(betDisplayName(line({ bet_type: 'HT1X2', home_away: '' }), 'EN')).toBe('1X2 Half Time');
  });

  it('correct score: the score from criteria1', () => {
    expect(betDisplayName(line({ bet_type: 'CS', home_away: '', criteria1: '2-1' }), 'EN')).toBe(
      'Correct Score 2-1',
    );
  });

  it('others: any other bet_type shows what is known, else "Others"', () => {
    expect(betKind('FGLG')).toBe('others');
    expect(betDisplayName(line({ bet_type: 'FGLG', home_away: 'H', criteria1: 'First Goal' }), 'EN')).toBe(
      'Arsenal First Goal',
    );
    expect(betDisplayName(line({ bet_type: 'TTG', home_away: '', criteria1: '0-1' }), 'EN')).toBe('0-1');
    expect(betDisplayName(line({ bet_type: 'SPECIAL', home_away: '', criteria1: null }), 'EN')).toBe(
      'Others',
    );
  });
});

describe('per-language team names', () => {
  const localised = line({
    bet_type: 'HDP',
    home_away: 'H',
    criteria1: '-1',
    home_team_name_cn: '阿森纳',
    away_team_name_cn: '切尔西',
    home_team_name_rus: '',
  });

  it('uses the reader language name when present', () => {
    expect(betDisplayName(localised, 'CN')).toBe('阿森纳 -1');
    expect(betDisplayName({ ...localised, home_away: 'A' }, 'CN')).toBe('切尔西 -1');
  });

  it('falls back to the default name when the language has none or it is empty', () => {
    expect(betDisplayName(localised, 'ESP')).toBe('Arsenal -1');
    expect(betDisplayName(localised, 'RUS')).toBe('Arsenal -1');
    expect(betDisplayName(localised, 'EN')).toBe('Arsenal -1');
  });

  it('translates the words through the label function', () => {
    const spanish: Partial<Record<BetLabelKey, string>> = {
      over: 'Más de',
      draw: 'Empate',
      halfTime: 'Medio tiempo',
    };
    const label = (key: BetLabelKey) => spanish[key] ?? key;
    expect(betDisplayName(line({ bet_type: 'OU', home_away: 'O', criteria1: '2.5' }), 'ESP', label)).toBe(
      'Más de 2.5',
    );
    expect(betDisplayName(line({ bet_type: 'HT1X2', home_away: 'X' }), 'ESP', label)).toBe(
      'Empate (Medio tiempo)',
    );
  });
});
