/** How writer shows sums of money. */

const DOLLARS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Dollars for messages: cents with thousands separated ($8,192.00), or four places below a cent. `toward` rounds
 * down or up instead of to the nearest, so that a sum shown below another is below it ($8,191.99 left of $8,191.999,
 * not $8,192.00 beside a need of $8,192.00).
 */
export function usd(amount: number, toward?: 'down' | 'up'): string {
  if (!toward) return amount < 0.01 ? `$${amount.toFixed(4)}` : `$${DOLLARS.format(amount)}`;
  // Stryker disable next-line EqualityOperator: at exactly a cent, four places give 0.0100, which shows as $0.01 too
  const places = amount < 0.01 ? 4 : 2;
  let shown = Number(amount.toFixed(places));
  const step = 10 ** -places;
  if (toward === 'down') {
    if (shown > amount) shown -= step;
  } else if (shown < amount) shown += step;
  return usd(shown);
}
