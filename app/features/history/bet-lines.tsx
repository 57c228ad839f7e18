import { useTranslation } from '#app/features/i18n/use-translation.ts';
import type { BetEntry, BetHistoryLine } from '#shared/contract/bet-history-contract.ts';
import { isLanguageCode } from '#shared/i18n/languages.ts';
import { betDisplayName, type BetLabelKey, type BetLine } from '#shared/rules/bet-display.ts';

/** The contract allows null in the per-language names; the display rules read a missing one. */
function asBetLine(line: BetHistoryLine): BetLine {
  const fields = Object.fromEntries(Object.entries(line).filter(([, value]) => value !== null));
  return { ...fields, criteria1: line.criteria1 } as BetLine;
}

/** The display name of a bet line in the reader's language (spec: "depends on bet type"). */
function useBetLineName(): (line: BetHistoryLine | { bet_type: string }) => string {
  const { t, i18n } = useTranslation('gm');
  const language = isLanguageCode(i18n.language) ? i18n.language : 'EN';
  const label = (key: BetLabelKey) => t(key, { ns: 'gm' });
  return (line) =>
    betDisplayName(
      'home_away' in line
        ? asBetLine(line)
        : { bet_type: line.bet_type, home_away: '', criteria1: null, home_team_name: '', away_team_name: '' },
      language,
      label,
    );
}

/**
 * A sports bet's lines in its details: the bet's own name ("Parlay" or the single's market) and
 * each line with its display name, match, odds and result once its event is decided.
 */
export function BetLines({ round }: { round: BetEntry }) {
  const { t } = useTranslation('ui');
  const nameOf = useBetLineName();
  const lines = round.lines ?? [];
  return (
    <div className="bet-lines" data-testid="bet-lines">
      <p className="bet-lines__title">
        {nameOf({ bet_type: round.bet_type ?? lines[0]?.bet_type ?? '' })}
        {lines.length > 1 ? ` (${lines.length})` : ''}
      </p>
      <ol className="bet-lines__list">
        {lines.map((line, index) => (
          <li key={index} className="bet-lines__line" data-result={line.result ?? 'open'}>
            <span className="bet-lines__name" data-testid="bet-line-name">
              {nameOf(line)}
            </span>
            <span className="bet-lines__match">
              {line.home_team_name} – {line.away_team_name}
            </span>
            <span className="bet-lines__odds">@ {line.odds}</span>
            <span className="bet-lines__result" data-testid="bet-line-result">
              {t(`sportsResult_${line.result ?? 'open'}`)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
