import type { SlotSymbol } from '#shared/house/slot-machine.ts';

/** Short labels drawn as tiles (no emoji: a device without an emoji font would show empty boxes). */
const labels: Record<SlotSymbol, string> = {
  WILD: 'WILD',
  SCATTER: 'SCAT',
  CROWN: 'CROWN',
  GEM: 'GEM',
  BELL: 'BELL',
  CLOVER: 'CLVR',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  '10': '10',
};

export function SlotSymbolTile({
  symbol,
  small = false,
  winning = false,
}: {
  symbol: SlotSymbol;
  small?: boolean;
  winning?: boolean;
}) {
  return (
    <span
      className={`house-symbol house-symbol--${symbol.toLowerCase()}${small ? ' house-symbol--small' : ''}${winning ? ' house-symbol--winning' : ''}`}
      title={symbol}
      data-symbol={symbol}
    >
      {labels[symbol]}
    </span>
  );
}
