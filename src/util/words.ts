/**
 * Word counting for prose in any script.
 *
 * Space-separated scripts count one word per run of letters/digits (apostrophes
 * and hyphens inside a word do not split it). Chinese and Japanese are written
 * without spaces, so each Han/Kana character counts as one word, the convention
 * LongBench-Write and most CJK word counters use.
 */
const TOKEN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*/gu;

/**
 * The longest run without white space given to TOKEN whole. The regular expression engine keeps a backtrack entry per
 * character of a word it matches: a single 5 MB "word" (a write of 'x' five million times) overflows its stack, which
 * surfaces as "Maximum call stack size exceeded", and only sometimes (as V8 runs the expression interpreted or
 * compiled). A run longer than this is counted by hand, by the same rule.
 */
const LONGEST_RUN = 100_000;
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;
const KANJI_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const JOINER = /['’-]/;

export function countWords(text: string): number {
  // TOKEN never spans white space, so on a text with no long run it counts the whole text in one pass: a tenth of
  // the time of splitting it into runs first (a 100,000-word book is counted at every check).
  if (longestRun(text) <= LONGEST_RUN) {
    let count = 0;
    const token = new RegExp(TOKEN);
    while (token.exec(text)) count++;
    return count;
  }
  let count = 0;
  for (const run of text.split(/\s+/)) {
    if (run.length > LONGEST_RUN) {
      count += countRunByHand(run);
      continue;
    }
    for (const match of run.matchAll(TOKEN)) {
      // Every match is either one CJK character or one ordinary word.
      if (match[0].length > 0) count++;
    }
  }
  return count;
}

/**
 * The longest run of characters between ASCII spaces, tabs and line breaks: at least as long as TOKEN's longest
 * match (other white space only shortens a run), counted in one pass with no regular expression.
 */
function longestRun(text: string): number {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 9 || c === 13) run = 0;
    else if (++run > longest) longest = run;
  }
  return longest;
}

/**
 * TOKEN's count of one long run, character by character: a Han or Kana character that opens a token is a word of
 * its own; letters, digits and marks run on (a Han character among them too), and an apostrophe or hyphen joins two
 * such runs into one word.
 */
export function countRunByHand(run: string): number {
  let count = 0;
  /** Inside a word's letters. */
  let inWord = false;
  /** Right after a joiner that followed a word's letters: the next letter goes on with that word. */
  let joined = false;
  for (const ch of run) {
    if (!inWord && !joined && KANJI_KANA.test(ch)) {
      count++;
      continue;
    }
    if (WORD_CHAR.test(ch)) {
      if (!inWord && !joined) count++;
      inWord = true;
      joined = false;
      continue;
    }
    joined = inWord && JOINER.test(ch);
    inWord = false;
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
