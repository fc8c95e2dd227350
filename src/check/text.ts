import type { Language } from './lang/index.js';
import type { Chapter, Manuscript, Paragraph, Sentence } from './types.js';
import { opensInPastPerfect } from './verbs.js';

/**
 * A chapter's markdown as the checks read it: paragraphs with their first
 * line, sentences with their own line, and each sentence's narration, the
 * sentence with its dialogue and italic spans blanked out (same length, so an
 * offset in one is an offset in the other). Dialogue and italics (thoughts,
 * letters, emphasis) are a character's words, not the narrator's.
 */

const SCENE_BREAK = /^\s*(?:\*\s*\*\s*\*|#{1,6}\s|-{3,}\s*$|_{3,}\s*$|~{3,}|#\s*$|◊|§)/;
const HEADING = /^\s*#{1,6}\s/;

/**
 * Dialogue and italic spans: "…", “…”, ‘…’ (an opening ‘ after a non-letter, so
 * apostrophes never open one), *…* and _…_. An unclosed quote runs to the end
 * of the paragraph, as a quoted paragraph that continues in the next does.
 */
const SPEECH =
  /"[^"]*"?|“[^”]*”?|(?<!\p{L})‘(?:[^’]|’(?=\p{L}))*’?|(?<![\p{L}*_])([*_])(?![\s*_])[^\n]*?[^\s*_]\1(?![\p{L}*_])|(?<![\p{L}*_])([*_])(?![\s*_])[^*_\n](?=[*_])[*_]/gu;

const blank = (span: string) => span.replace(/[^\n]/g, ' ');

/** The text with dialogue and italic spans blanked out, offsets kept. */
export function maskSpeech(text: string): string {
  return text.replace(SPEECH, blank);
}

const sentenceEnds = new WeakMap<Language, RegExp>();

/** A sentence's end: its stop and closing marks before a capital or the end, not the stop of "Mr." (compiled once per language). */
function sentenceEnd(lang: Language): RegExp {
  let end = sentenceEnds.get(lang);
  // Stryker disable next-line ConditionalExpression: a cache (compiling again gives the same pattern)
  if (!end) {
    const abbreviation = lang.abbreviations.length > 0 ? `(?<!\\b(?:${lang.abbreviations.join('|')}))` : '';
    // "14 Sept. 1903", "Mon. 14 Sept.": a short month or weekday's stop before a number ends no sentence.
    const shorts = [...lang.monthShort, ...lang.weekdayShort]
      .filter(Boolean)
      .map((p) => `[${p.charAt(0).toUpperCase()}${p.charAt(0)}]${p.slice(1)}`);
    const shortDate = shorts.length > 0 ? `(?!(?<=\\b(?:${shorts.join('|')}))\\.\\s+\\d)` : '';
    // "Mr. F. Lister", "R. L. Stevenson": the stop of a lone capital (an initial) before a name ends no sentence.
    const initial = "(?!(?<=(?<![\\p{L}\\p{M}'’])\\p{Lu})\\.\\s+\\p{Lu}[\\p{Ll}.])";
    end = new RegExp(
      `${abbreviation}${shortDate}${initial}[.!?…]+["”’)\\]*_]*(?=\\s+["“‘(*_]*[\\p{Lu}\\d])|[.!?…]+["”’)\\]*_]*$`,
      'gu',
    );
    sentenceEnds.set(lang, end);
  }
  return end;
}

/**
 * The lines a text runs over before an offset: its line breaks, and the breaks of a hard-wrapped line that it holds
 * as spaces (`wraps`, their offsets).
 */
export function linesBefore(text: string, index: number, wraps: readonly number[] = []): number {
  let n = 0;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) n++;
  for (const at of wraps) if (at < index) n++;
  return n;
}

/** The line of an offset in a sentence (or a paragraph): the line it opens on, and the breaks before the offset. */
export function lineIn(s: { text: string; line: number; wraps?: readonly number[] }, index: number): number {
  return s.line + linesBefore(s.text, index, s.wraps);
}

/** A paragraph's lines as the writer ended them (a hard-wrapped line's breaks read as spaces), each with its line. */
export function hardLines(p: {
  text: string;
  line: number;
  wraps?: readonly number[];
}): Array<{ text: string; line: number }> {
  let from = 0;
  return p.text.split('\n').map((text) => {
    const out = { text, line: lineIn(p, from) };
    from += text.length + 1;
    return out;
  });
}

/**
 * Split a paragraph (lines joined by \n, or by a space where a hard-wrapped line breaks: `wraps`) into sentences,
 * each with its line.
 */
export function splitSentences(
  text: string,
  firstLine: number,
  lang: Language,
  masked = maskSpeech(text),
  wraps: readonly number[] = [],
): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (body !== '') {
      const from = start + lead;
      const line = firstLine + linesBefore(text, from, wraps);
      const sentence: Sentence = { text: body, narration: masked.slice(from, from + body.length), line };
      const own = wraps.filter((at) => at > from && at < from + body.length).map((at) => at - from);
      if (own.length > 0) sentence.wraps = own;
      sentences.push(sentence);
    }
    start = end;
  };
  // Sentence ends are found in the masked text, so a "?" inside dialogue does not end the narrator's sentence.
  for (const match of masked.matchAll(sentenceEnd(lang))) push((match.index ?? 0) + match[0].length);
  push(text.length);
  return sentences;
}

/**
 * Whether a sentence's narration marks a memory: "as if she remembered it" is a likeness, and "the columns he had
 * ruled twenty years before" a thing dated back, not a memory told.
 */
export function memoryMarked(narration: string, lang: Language): boolean {
  const clauses = narration
    .replace(lang.simile, blank)
    .replace(lang.habitLikeness, blank)
    .replace(lang.habitRelative, blank)
    .split(/[,;:—–]/)
    // "under the columns Thomas had ruled twenty years before": a thing dated back, not a memory told.
    .filter((clause) => !(lang.timeBack.test(clause) && lang.pastPerfect.test(clause)));
  return clauses.some((clause) => lang.memoryMarkers.test(clause) || lang.memoryOpening.test(clause));
}

/**
 * The margin a chapter is hard-wrapped at, if it is: the length its lines that run on into another keep within (a
 * few may run past it: a list item or a table row left unwrapped). A chapter is read as wrapped when most of its
 * lines are in paragraphs of several; one typed a paragraph to a line has no margin (0), and no line break in it is a
 * wrap, though a chat or a verse in it runs over several lines.
 */
export function wrapWidth(lines: readonly string[]): number {
  const runOn: number[] = [];
  let filled = 0;
  let inBlocks = 0;
  for (const [i, line] of lines.entries()) {
    if (line.trim() === '') continue;
    filled++;
    const next = lines[i + 1]?.trim() ?? '';
    const last = lines[i - 1]?.trim() ?? '';
    if (next !== '') runOn.push(line.trimEnd().length);
    if (next !== '' || last !== '') inBlocks++;
  }
  // Stryker disable next-line EqualityOperator: a margin read off fewer lines than three is no margin
  if (inBlocks * 2 < filled || runOn.length < MIN_RUN_ON) return 0;
  runOn.sort((a, b) => a - b);
  return runOn[Math.floor(runOn.length * 0.9)] as number;
}

/**
 * A paragraph's lines as one text, and the offsets where a hard-wrapped line broke. A break is a wrap (read as the
 * space it stands for) when the next line's first word would not have fitted within the margin: the writer's editor
 * (or pandoc, vim, emacs) moved it down. A line the writer ended on purpose keeps its break: a short line (a message
 * of a chat, a line of verse, a signature), a Markdown hard break (two spaces or a backslash at its end), a message's
 * stamp or header line, and the line before an item, a block quote, a table row or a chat line.
 */
function joinLines(lines: readonly string[], width: number, lang: Language): { text: string; wraps: number[] } {
  const wraps: number[] = [];
  let text = '';
  for (const [k, raw] of lines.entries()) {
    // "He left.  She stayed.": two spaces typed after a sentence (or anywhere between words) read as one; the
    // indent before the line's first word is Markdown's, and kept.
    const line = raw.replace(/(?<=\S) {2,}(?=\S)/g, ' ');
    if (k === 0) {
      text = line;
      continue;
    }
    const before = lines[k - 1] as string;
    const next = /^\s*(\S+)/.exec(line)?.[1] ?? '';
    const wrapped =
      width >= MIN_WRAP &&
      before.trimEnd().length + 1 + next.length > width &&
      !/(?: {2}|\\)$/.test(before) &&
      !lang.messages.stampLine.test(before) &&
      !lang.messages.header.test(before) &&
      !/^\s*(?:[-*+>|]|\d+[.)]\s)/.test(line) &&
      !lang.messages.chatLine.test(line) &&
      !lang.messages.timedLine.test(line);
    if (wrapped) wraps.push(text.length);
    text += (wrapped ? ' ' : '\n') + line;
  }
  return { text, wraps };
}

/** The fewest lines running on into another that tell a margin: one or two may be a stamp over its message. */
const MIN_RUN_ON = 3;

/** The narrowest margin read as a wrap: a column of short lines (a list of names, a poem) is set so on purpose. */
const MIN_WRAP = 30;

/**
 * Paragraphs of a chapter: runs of non-blank lines. Headings and scene breaks
 * start a new scene; a scene whose opening paragraph (or heading) is marked as
 * memory, dream or flashback is memory to its end; any other marked paragraph
 * is memory on its own.
 */
export function paragraphsOf(lines: readonly string[], lang: Language): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  const width = wrapWidth(lines);
  let scene = 0;
  let sceneMemory = false;
  let sceneOpen = true;
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (line.trim() === '') {
      i++;
      continue;
    }
    if (SCENE_BREAK.test(line) || HEADING.test(line)) {
      scene++;
      const heading = HEADING.test(line);
      sceneMemory = heading && lang.memoryMarkers.test(line);
      sceneOpen = true;
      if (heading)
        paragraphs.push({
          line: i + 1,
          text: line.trim(),
          kind: 'heading',
          sentences: [],
          memory: sceneMemory,
          memoryFrom: 0,
          scene,
        });
      i++;
      continue;
    }
    const start = i;
    while (i < lines.length && (lines[i] as string).trim() !== '' && !HEADING.test(lines[i] as string)) i++;
    const { text, wraps } = joinLines(lines.slice(start, i), width, lang);
    const quote = /^\s*>/.test(text);
    const masked = maskSpeech(text);
    const sentences = splitSentences(text, start + 1, lang, masked, wraps);
    // The first sentence whose narration (likenesses left out) marks a memory.
    const markedAt = sentences.findIndex((s) => memoryMarked(s.narration, lang));
    const marked = markedAt >= 0;
    // A paragraph in italics throughout is a letter, a thought or a remembered voice.
    const italic = /^\s*[*_][^*_]/.test(text) && /[^*_][*_]\s*$/.test(text);
    // "She had been eleven on the day. It had been a Thursday…": a paragraph of three sentences or more, each in
    // the past perfect, tells the time before the story's, as a marked memory does. (Two in three was too few: a
    // scene told on from a past-perfect opening is the story's own.)
    // A sentence whose first verb in the past is a simple one ("Teresa took the letter back when Nives had
    // finished") or that says "now" ("She touched the scar now, … the hair the wind had blown") tells the story's
    // present, whatever past perfect it holds.
    const before =
      sentences.length >= 3 &&
      sentences.every((s) => opensInPastPerfect(s.narration, lang) && !lang.storyNow.test(s.narration));
    // A scene that opens on a memory ("Years ago, …") is a flashback to its end; a memory later in its first
    // paragraph is that paragraph's.
    if (sceneOpen && markedAt === 0) sceneMemory = true;
    sceneOpen = false;
    paragraphs.push({
      line: start + 1,
      text,
      ...(wraps.length > 0 ? { wraps } : {}),
      kind: quote ? 'quote' : 'prose',
      sentences,
      memory: sceneMemory || marked || italic || quote || before,
      memoryFrom: sceneMemory || italic || quote || before ? 0 : marked ? markedAt : sentences.length,
      scene,
    });
  }
  // A letter, an email or a text message set in the text is a quotation: its "I", its tense and its dates are its
  // writer's, not the narrator's.
  for (const p of documentParagraphs(paragraphs, lang)) {
    p.kind = 'quote';
    p.memory = true;
    p.memoryFrom = 0;
  }
  for (const p of dreamTalk(paragraphs, lang)) {
    p.memory = true;
    p.memoryFrom = 0;
  }
  return paragraphs;
}

/**
 * The talk of a dream: a dream told in a paragraph ("She dreamed that he sat beside her") goes on through the
 * paragraphs of quoted talk that follow it in its scene ("“You are late,” he said.") up to the first paragraph that
 * opens in narration again ("Her mother heard her and came in"): what the dead say there, they say in the dream.
 */
export function dreamTalk(paragraphs: readonly Paragraph[], lang: Language): Set<Paragraph> {
  const out = new Set<Paragraph>();
  let dreamScene: number | undefined;
  // "…, and woke": the dream is over, and the talk after it is the story's.
  const woke = (x: Paragraph, from = 0) => x.sentences.slice(from).some((s) => lang.wakingTold.test(s.narration));
  for (const p of paragraphs) {
    if (p.kind !== 'prose' || p.scene !== dreamScene || !/^\s*["“]/.test(p.text)) dreamScene = undefined;
    else {
      out.add(p);
      if (woke(p)) dreamScene = undefined;
      continue;
    }
    const dreamed = p.sentences.findIndex(
      (s, k) => p.memory && k >= p.memoryFrom && lang.dreamTold.test(s.narration) && memoryMarked(s.narration, lang),
    );
    if (p.kind === 'prose' && dreamed >= 0 && !woke(p, dreamed)) dreamScene = p.scene;
  }
  return out;
}

/**
 * The paragraphs of a chapter that are a document set in the text without quotation marks: a letter from its
 * salutation ("My dear Lizzy,", "Sir,"), an email from its header ("From: …", "Sent: …", "Subject: …"), a message
 * from a greeting alone on its line ("Mark,", "Hi Mom,"), to the sign-off ("Yours ever,", "— D.", "Karen"), the
 * scene's end or ten paragraphs at most; and the lines of a chat, each its sender's ("Mom: call me", "[10:42 PM]
 * Dana: yes", "**June** (7:14 AM): are you up").
 */
export function documentParagraphs(paragraphs: readonly Paragraph[], lang: Language): Set<Paragraph> {
  const out = new Set<Paragraph>();
  let open: { scene: number; left: number } | undefined;
  const { messages } = lang;
  const prose = paragraphs.filter((p) => p.kind === 'prose');
  // Stryker disable next-line MethodExpression,StringLiteral,ConditionalExpression: paragraphsOf cuts paragraphs at blank lines, so no line of one is blank; and "Stryker was here!" for no paragraph is no chat line nor stamp
  const linesOf = (p: Paragraph | undefined) => (p?.text ?? '').split('\n').filter((l) => l.trim() !== '');
  const chatty = (p: Paragraph | undefined) => {
    const lines = linesOf(p);
    return lines.length > 0 && lines.every((l) => messages.chatLine.test(l) || messages.timedLine.test(l));
  };
  const stamp = (q: Paragraph | undefined) => messages.stampLine.test(linesOf(q)[0] ?? '');
  for (const [i, p] of prose.entries()) {
    if (open && (p.scene !== open.scene || open.left === 0)) open = undefined;
    const lines = linesOf(p);
    // "**Fri 23 Jul, 11:52. Ines to Tomas**" over its message, or alone over the paragraph that is the message.
    if (stamp(p) || (stamp(prose[i - 1]) && linesOf(prose[i - 1]).length === 1 && prose[i - 1]?.scene === p.scene))
      out.add(p);
    // Two header lines at least: "From: the harbour wall, she saw it." alone is narration.
    const header = lines.filter((l) => messages.header.test(l)).length >= 2;
    const greeting = lines.length === 1 && messages.greeting.test(p.text);
    if (header || greeting || lang.letterOpening.test(p.text)) open = { scene: p.scene, left: 10 };
    // A chat is lines of "Name: …", two at least (in this paragraph or the next or last one), or a line timed as a
    // message is: "Note: the tide turns at six." alone is narration.
    const chat =
      chatty(p) &&
      (lines.length > 1 ||
        // Stryker disable next-line MethodExpression: chatty asks for a line, and more than one has passed above, so this is one line, where every is some
        lines.every((l) => messages.timedLine.test(l)) ||
        chatty(prose[i - 1]) ||
        chatty(prose[i + 1]));
    if (chat) out.add(p);
    if (!open) continue;
    out.add(p);
    open.left--;
    if (
      lang.letterClosing.test(p.text) ||
      (!header && !greeting && lines.length === 1 && messages.signOff.test(p.text))
    )
      open = undefined;
  }
  return out;
}

const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}]+)*/gu;

/** The words of a text with their offsets. */
export function words(text: string): Array<{ word: string; index: number }> {
  const out: Array<{ word: string; index: number }> = [];
  for (const match of text.matchAll(WORD)) out.push({ word: match[0], index: match.index ?? 0 });
  return out;
}

/** "Mara's" → "Mara"; "Mara’s" too (Language.possessiveEnding). */
export function stripPossessive(word: string, lang: Language): string {
  return word.replace(lang.possessiveEnding, '');
}

/** Escape a string for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern matching `word` only whole, in any script: `\b` is ASCII-only, so `\bJos\b` matches inside "José". */
export function wholeWord(word: string): string {
  return `(?<![\\p{L}\\p{M}\\p{N}_])${escapeRegExp(word)}(?![\\p{L}\\p{M}\\p{N}_])`;
}

/**
 * A place's rank in reading order, for "which came first": its chapter's place, then its line. A file outside the
 * chapters ("bible.md") ranks before them all.
 */
export function readingPlace(m: Manuscript, w: { file: string; line: number }): number {
  return m.chapters.findIndex((c) => c.file === w.file) * 1_000_000 + w.line;
}

/** Short evidence: the sentence, cut around `at` when long. */
export function evidenceOf(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const paragraphStarts = new WeakMap<Chapter, Map<number, number>>();

/**
 * The line the paragraph holding a line opens on (the line itself outside any paragraph): two places of one
 * paragraph, where a paragraph typed on one line is one line, and a hard-wrapped one many.
 */
export function paragraphStart(chapter: Chapter, line: number): number {
  let starts = paragraphStarts.get(chapter);
  if (!starts) {
    starts = new Map();
    for (const p of chapter.paragraphs) {
      const lines = linesBefore(p.text, p.text.length, p.wraps);
      for (let k = 0; k <= lines; k++) starts.set(p.line + k, p.line);
    }
    paragraphStarts.set(chapter, starts);
  }
  return starts.get(line) ?? line;
}

/**
 * The paragraph of a chapter that runs over a line: the one a sentence opening on it is in, and the one a word on it
 * is in when a hard-wrapped sentence opened lines above.
 */
export function paragraphAtLine(chapter: Chapter, line: number): Paragraph | undefined {
  const start = paragraphStart(chapter, line);
  return chapter.paragraphs.find((p) => p.line === start && p.kind !== 'heading');
}

/**
 * Text without the emphasis a writer puts around a word or a value ("*forty-one*", "**41**", "_grey_"): the words
 * it wraps. An underscore inside a word ("chapter_07.md") and a star set apart by spaces are no emphasis.
 */
export function withoutEmphasis(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}*_\\])(\*{1,2}|_{1,2})(?=[^\s*_])(.*?[^\s*_\\])\1(?![\p{L}\p{N}*_])/gu, '$2');
}
