/**
 * Word counting for prose in any script.
 *
 * Space-separated scripts count one word per run of letters/digits (apostrophes
 * and hyphens inside a word do not split it). Chinese and Japanese are written
 * without spaces, so each Han/Kana character counts as one word, the convention
 * LongBench-Write and most CJK word counters use.
 */
const TOKEN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*/gu;

export function countWords(text: string): number {
  let count = 0;
  for (const match of text.matchAll(TOKEN)) {
    // Every match is either one CJK character or one ordinary word.
    if (match[0].length > 0) count++;
  }
  return count;
}

/** 1234567 → "1,234,567". By hand: toLocaleString goes through ICU and is slow in a hot loop. */
export function formatNumber(n: number): string {
  const rounded = Math.round(n);
  const digits = String(Math.abs(rounded));
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return rounded < 0 ? `-${out}` : out;
}

/** "1 word", "2,345 words". */
export function wordsLabel(n: number): string {
  return `${formatNumber(n)} ${n === 1 ? 'word' : 'words'}`;
}
