import { formatNumber } from './words.js';

/** How writer shows sums of money. */

/**
 * A cent or more as cents with thousands separated: 8192 → "8,192.00". By hand, as Intl.NumberFormat('en-US') shows
 * it (from the number's shortest decimal form, half a cent up: 1.005 is $1.01): building that formatter was 20 ms of
 * every writer start.
 */
function dollars(amount: number): string {
  const [whole = '0', fraction = ''] = String(amount).split('.');
  const cents = Number(fraction.slice(0, 2).padEnd(2, '0')) + (Number(fraction.charAt(2) || '0') >= 5 ? 1 : 0);
  // 0.995 is a dollar: the cents that round up to 100 carry into the dollars.
  const [dollar, cent] = cents === 100 ? [Number(whole) + 1, 0] : [Number(whole), cents];
  return `${formatNumber(dollar)}.${String(cent).padStart(2, '0')}`;
}

/**
 * Dollars for messages: cents with thousands separated ($8,192.00), or four places below a cent. `toward` rounds
 * down or up instead of to the nearest, so that a sum shown below another is below it ($8,191.99 left of $8,191.999,
 * not $8,192.00 beside a need of $8,192.00).
 */
export function usd(amount: number, toward?: 'down' | 'up'): string {
  if (!toward) return amount < 0.01 ? `$${amount.toFixed(4)}` : `$${dollars(amount)}`;
  // Stryker disable next-line EqualityOperator: at exactly a cent, four places give 0.0100, which shows as $0.01 too
  const places = amount < 0.01 ? 4 : 2;
  let shown = Number(amount.toFixed(places));
  const step = 10 ** -places;
  if (toward === 'down') {
    if (shown > amount) shown -= step;
  } else if (shown < amount) shown += step;
  return usd(shown);
}
