/** For tests: a success answer of the balance call, as its contract reads it. */
export const balanceAnswer = {
  statusCode: 1,
  message: 'OK',
  currency: 'MYR',
  game_balance: '12.50',
  game_token: '0',
  minigame: { frozen_token: '0', token_balance: '3' },
};
