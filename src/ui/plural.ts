import { formatNumber } from '../util/words.js';

/** "1 draft", "2 drafts", "1,234 words": the count with its noun in the right number. */
export function plural(n: number, noun: string, nouns = `${noun}s`): string {
  return `${formatNumber(n)} ${n === 1 ? noun : nouns}`;
}
