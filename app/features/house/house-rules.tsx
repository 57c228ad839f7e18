import { useTranslation } from '#app/features/i18n/use-translation.ts';
import type { HouseEngine } from '#shared/contract/house-contract.ts';
import { crashBettingMs } from '#shared/house/crash-schedule.ts';
import { slotRules } from '#shared/house/slot-machine.ts';
import { SlotSymbolTile } from './slot-symbol.tsx';

/** What a winning hash bet returns, stake included, and the game's RTP: half the 16 digits win. */
const hashPays = '1.95';
const hashRtpPercent = '97.5';

/** The rules and paytable, shown before the first bet and on request: every figure from the game's own data. */
export function HouseRules({ engine }: { engine: HouseEngine }) {
  const { t } = useTranslation('ui');
  if (engine === 'crash')
    return (
      <section className="house-rules" data-testid="house-rules" aria-labelledby="house-rules-title">
        <h2 id="house-rules-title" className="house-rules__title">
          {t('houseRulesTitle')}
        </h2>
        <p>{t('houseRulesCrashIntro', { seconds: crashBettingMs / 1000 })}</p>
        <p>{t('houseRulesCrashAuto')}</p>
        <p data-testid="house-rules-rtp">{t('houseRulesCrashEdge', { rtp: '99', edge: '1' })}</p>
        <p className="house-rules__muted">{t('houseRulesCrashChain')}</p>
      </section>
    );
  if (engine === 'hash')
    return (
      <section className="house-rules" data-testid="house-rules" aria-labelledby="house-rules-title">
        <h2 id="house-rules-title" className="house-rules__title">
          {t('houseRulesTitle')}
        </h2>
        <p>{t('houseRulesHashIntro')}</p>
        <ul className="house-rules__list">
          {(['odd', 'even', 'big', 'small'] as const).map((pick) => (
            <li key={pick}>{t(`housePick_${pick}`)}</li>
          ))}
        </ul>
        <p data-testid="house-rules-pays">
          {t('houseRulesHashPays', { pays: hashPays, rtp: hashRtpPercent })}
        </p>
        <p className="house-rules__muted">{t('houseRulesFair')}</p>
      </section>
    );
  const { freeSpins, scatter, wild } = slotRules;
  return (
    <section className="house-rules" data-testid="house-rules" aria-labelledby="house-rules-title">
      <h2 id="house-rules-title" className="house-rules__title">
        {t('houseRulesTitle')}
      </h2>
      <p>{t('houseRulesSlotIntro', { lines: slotRules.linesPerBet })}</p>
      <h3 className="house-rules__subtitle">{t('houseRulesPaytable')}</h3>
      <table className="house-paytable">
        <thead>
          <tr>
            <th scope="col">{t('houseRulesSymbol')}</th>
            {slotRules.payCounts.map((count) => (
              <th scope="col" key={count}>
                {count}×
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {slotRules.linePays.map((row) => (
            <tr key={row.symbol}>
              <th scope="row">
                <SlotSymbolTile symbol={row.symbol} small />
              </th>
              {row.pays.map((pay, index) => (
                <td key={index}>{pay}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="house-rules__muted">{t('houseRulesPaysInLineBets')}</p>
      <p>{t('houseRulesWild', { symbol: wild.symbol })}</p>
      <p>
        {t('houseRulesScatter', {
          symbol: scatter.symbol,
          three: scatter.pays[0],
          four: scatter.pays[1],
          five: scatter.pays[2],
        })}
      </p>
      <p data-testid="house-rules-free-spins">
        {t('houseRulesFreeSpins', {
          min: freeSpins.minScatters,
          award: freeSpins.award,
          multiplier: freeSpins.multiplier,
          cap: freeSpins.maxPerRound,
        })}
      </p>
      <p data-testid="house-rules-rtp">
        {t('houseRulesRtp', {
          rtp: slotRules.rtpPercent,
          hit: slotRules.hitFrequencyPercent,
          max: slotRules.maxWinTimesBet,
        })}
      </p>
      <p className="house-rules__muted">{t('houseRulesFair')}</p>
    </section>
  );
}
