import type { PaymentMethods } from '#shared/contract/payment-contract.ts';
import { formatMinor } from '#shared/money/currency.ts';
import { depositMethodsOf, type GatewayOptions } from './deposit-service.ts';
import { toMinorUnits, type AmountLimits } from './payment-limits.ts';
import type { PaymentBrand } from './withdrawal-service.ts';

/** A limit as the wallet writes amounts: exact decimal text at the currency's scale ('100.00'). */
function limitsText(limits: AmountLimits, currency: string) {
  return {
    min: formatMinor(toMinorUnits(limits.min, currency), currency),
    max: formatMinor(toMinorUnits(limits.max, currency), currency),
  };
}

/**
 * What the wallet pages show before the player types an amount: the brand's currency, the deposit
 * methods of the brand this server has (in the brand's order; the demo gateway only in demo mode)
 * with their limits, and the player's withdrawal limits (playerWithdrawalLimits). The same methods and limits the deposit and
 * withdrawal calls check, so the page refuses exactly what the server would.
 */
export function paymentMethodsOf(
  brand: PaymentBrand,
  gateways: GatewayOptions,
  withdrawal: AmountLimits,
): Omit<PaymentMethods, 'statusCode' | 'message'> {
  return {
    currency: brand.currency,
    deposit: depositMethodsOf(brand, gateways).map((offered) => ({
      method: offered.method,
      ...limitsText(offered, brand.currency),
    })),
    withdrawal: limitsText(withdrawal, brand.currency),
  };
}
