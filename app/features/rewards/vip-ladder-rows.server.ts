import type { LanguageCode } from '#shared/i18n/languages.ts';
import { vipLadderOf } from '#shared/vip/vip-ladder.ts';
import type { PageBrand } from '#server/web/page-services.ts';
import type { VipLadderRow } from './vip-ladder-table.tsx';

/** The brand document's VIP ladder as the /vip table shows it, named in the page language. */
export function vipLadderRows(config: PageBrand, language: LanguageCode): VipLadderRow[] {
  const shown = vipLadderOf(config.document, language);
  const api = vipLadderOf(config.document);
  return config.document.vip.levels.map((level, index) => ({
    name: shown[index]!.name,
    apiName: api[index]!.name,
    deposit: level.deposit,
    turnover: level.turnover,
    rewardCash: level.reward.cash,
    rewardTokens: level.reward.minigame_token,
    cashbackPercent: level.cashback_percent,
    withdrawalUpliftPercent: level.withdrawal_uplift_percent,
  }));
}
