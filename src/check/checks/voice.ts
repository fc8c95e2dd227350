import { type Cast, mentions } from '../cast.js';
import {
  isNarration,
  isTold,
  type ParagraphVotes,
  paragraphPerson,
  paragraphTense,
  paragraphVoice,
  readFacts,
  spokenOf,
} from '../facts.js';
import type { Language } from '../lang/index.js';
import { ownNameOf } from '../narrators.js';
import { escapeRegExp, evidenceOf } from '../text.js';
import type { Character, Finding, Manuscript, Paragraph, Sentence, Skipped } from '../types.js';
import { tenseOf } from '../verbs.js';
import { actsInToldScene, hearsTold, toldToNarrator } from './toldStory.js';

/**
 * Point of view and tense against the bible's Style. Only narration counts:
 * dialogue, italics (thoughts, letters), block quotes and a sentence of
 * thought ("I should go, she thought") are a character's own voice. A
 * paragraph is reported when it is clearly in another person or tense, not
 * when one verb is: "the sea is cold in March" in a past-tense book is a
 * general truth, not a slip.
 */

interface Deviation {
  file: string;
  line: number;
  evidence: string;
  what: string;
}

/** The white space a paragraph's first line opens with (a tab as four spaces). */
function indentOf(p: Paragraph): number {
  // Stryker disable next-line Regex: "[ \t]*" matches at the text's start (empty if need be), so exec finds it there with or without "^"
  return (/^[ \t]*/.exec(p.text)?.[0] ?? '').replace(/\t/g, '    ').length;
}

/**
 * The indent most of a chapter's prose paragraphs open with: none in most manuscripts, a tab or a few spaces in
 * those that indent every paragraph (the first of a scene often flush). A paragraph indented past it is set off.
 */
function usualIndent(paragraphs: readonly Paragraph[]): number {
  const counts = new Map<number, number>();
  for (const p of paragraphs) if (p.kind === 'prose') counts.set(indentOf(p), (counts.get(indentOf(p)) ?? 0) + 1);
  let usual = 0;
  for (const [indent, n] of counts) if (n > (counts.get(usual) ?? 0)) usual = indent;
  return usual;
}

/**
 * Whether a paragraph's "I" is someone's words quoted without marks (a letter, a note, a notebook read over), not a
 * slip of the third-person narrator's: its first "I" comes after a colon that opens a quotation in that sentence
 * ("…a line she had not understood: She will think I brought you back"); every sentence with "I" in it speaks to
 * "you" ("I waited for you"), as a letter does and a narrator of "he" and "she" never does; the paragraph before
 * ends on the colon that introduces it ("She read the last lines again:"); or it is indented past the chapter's
 * other paragraphs, set off as a block. A slip tells the scene on in the first person with none of these.
 */
export function quotedFirstPerson(
  p: Paragraph,
  chapter: readonly Paragraph[],
  before: Paragraph | undefined,
  lang: Language,
): boolean {
  if (before?.kind === 'prose' && before.text.trimEnd().endsWith(':')) return true;
  if (indentOf(p) > usualIndent(chapter) + 1) return true;
  const withI = p.sentences.filter((s) => lang.firstPersonSubject.test(s.narration));
  if (withI.length > 0 && withI.every((s) => lang.firstPersonToYou.test(s.narration))) return true;
  // The colon that opens a quotation is followed by its capital ("understood now: She will think"), and its "I"
  // comes in the sentence it opens; one followed by a small letter ("took the bus: the light was grey") goes on with
  // the narrator's own sentence, and a list after it ("three things left: Her coat, a key.") holds no "I".
  const at = withI[0];
  const colon = at && /:\s+(?=\p{Lu})/u.exec(at.narration);
  return colon ? !lang.firstPersonSubject.test(at.narration.slice(0, colon.index)) : false;
}

/**
 * Person and tense, text against text (and against the bible's Style when it
 * names them). Each narration paragraph votes (facts.ts: a paragraph whose
 * narration has "I" as subject twice is first person; one with two or more
 * verbs of one tense and none of the other is in that tense). A chapter is
 * told in the person and tense most of its paragraphs are; a first-person
 * narrator may tell others in the third person, so only "I" in a
 * third-person chapter is a slip of person. A chapter whose narrators
 * alternate with the next is consistent: each is held to its own majority.
 * A chapter that leaves the bible's tense wholesale is one finding, not one
 * per paragraph.
 */
export function checkVoice(m: Manuscript, lang: Language): { findings: Finding[]; skipped: Skipped[] } {
  const style = m.bible.style;
  const read = readFacts(m, lang);
  const findings: Finding[] = [];
  const narrator = style?.narrator ? read.cast.byName.get(style.narrator) : undefined;
  const bookVoice = read.facts.voice.book;
  // A book told to "you": "you" as a subject tells the narration's tense (facts.ts, secondPersonBook).
  const toYou = bookVoice.person === 'second';
  // A book with first-person chapters may have a quiet one: "I" once there is less surely a slip.
  const firstChapters = read.facts.voice.chapters.filter((c) => c.voice.personVotes.first >= 2).length;
  let textNarrator: Spoken | null | undefined;
  const byHeading = headingNarrators(m, read.cast);
  // A story told to the narrator ("she told me"): the listener's "I" beside the telling is the frame's.
  const toldTo = toldToNarrator(m.chapters, bookVoice.person, lang);
  /** The narrator the bible names, named in the third person: a slip each, or the book told otherwise (below). */
  const narratorNamed: Finding[] = [];
  for (const [i, chapter] of m.chapters.entries()) {
    const voice = read.facts.voice.chapters[i]?.voice;
    if (!voice) continue;
    const firstParas = voice.personVotes.first;
    const thirdParas = voice.personVotes.third;
    // Two paragraphs told by "I" make a first-person chapter: its narrator may tell the others as "he" and "she".
    const chapterPerson: 'first' | 'third' | undefined =
      firstParas >= 2 ? 'first' : thirdParas >= 2 ? 'third' : undefined;
    const expectPerson = style?.pov === 'first' || style?.pov === 'third' ? style.pov : chapterPerson;
    const { past, present } = voice.tenseVotes;
    const chapterTense: 'past' | 'present' | undefined =
      past >= 2 && past >= 2 * present ? 'past' : present >= 2 && present >= 2 * past ? 'present' : undefined;
    // A chapter whose own paragraphs do not settle its tense is held to the book's, when the book's is clear
    // (three votes to one): a book whose narrators alternate tenses has no clear one and holds no chapter to it.
    const book = bookVoice.tenseVotes;
    const bookClear =
      bookVoice.tense !== undefined &&
      Math.max(book.past, book.present) >= 3 * Math.min(book.past, book.present) &&
      book.past + book.present >= 4;
    // A book told to "you" is one voice throughout: its chapter's few paragraphs told to "you" (a memory among
    // them) do not outvote the book's clear tense.
    const bookTense =
      !style?.tense && (!chapterTense || toYou) && bookVoice.tense && bookClear ? bookVoice.tense : undefined;
    const expectTense = style?.tense ?? (toYou ? (bookTense ?? chapterTense) : (chapterTense ?? bookTense));
    const where = (kind: 'person' | 'tense'): { file: string; line: number; evidence: string; label: string } => {
      if (style && (kind === 'person' ? style.pov : style.tense))
        return {
          file: 'bible.md',
          line: style.line,
          evidence: 'Style',
          label: `the bible's Style (bible.md:${style.line})`,
        };
      const fromBook = kind === 'tense' && bookTense !== undefined;
      const own = fromBook ? undefined : voice.example;
      const example = own ?? bookVoice.example;
      const line = example ? lineOf(m, example.file, example.line) : '';
      // A chapter with no example of its own is shown the book's, and says so.
      const whose = fromBook || (!own && example) ? "the book's narration" : "the chapter's narration";
      return {
        file: example?.file ?? chapter.file,
        line: example?.line ?? 1,
        evidence: evidenceOf(line),
        label: example ? `${whose} (as at ${example.file}:${example.line})` : whose,
      };
    };
    const persons: Deviation[] = [];
    const tenses: Deviation[] = [];
    const earlier =
      expectTense === 'present' ? pastScenes(chapter.paragraphs, read.cast, lang, toYou) : new Set<number>();
    // A chapter of dated entries (a diary, a journal, a log) tells the day's events in the past and the writer's own
    // day in the present ("Ran three miles. … I find I do not know how to write it down."): no tense is a slip there.
    const diary = chapter.paragraphs.filter((p) => lang.reading.diaryEntry.test(p.text)).length >= 2;
    let voted = 0;
    /** The paragraph told last was the narrator's present ("I am writing this in the top room."). */
    let afterAside = false;
    for (const [pi, p] of chapter.paragraphs.entries()) {
      if (!isTold(p)) continue;
      const v = paragraphVoice(p, read.cast, lang, toYou);
      const person = paragraphPerson(v);
      // A memory keeps the narrator's person but has a tense of its own.
      const tense = isNarration(p) ? paragraphTense(v) : undefined;
      if (person || tense) voted++;
      const at = p.sentences.find((s) => lang.firstPersonSubject.test(s.narration)) ?? p.sentences[0];
      if (
        person === 'first' &&
        expectPerson === 'third' &&
        !quotedFirstPerson(p, chapter.paragraphs, chapter.paragraphs[pi - 1], lang) &&
        // "Mrs. Kowalchuk told me it that way, … and I understood": the narrator hearing the story, an aside.
        !(toldTo && hearsTold(p, lang))
      )
        persons.push({
          file: chapter.file,
          line: at?.line ?? p.line,
          evidence: evidenceOf(at?.text ?? p.text),
          what: `this paragraph is in the first person (${v.first} × "I" as subject outside dialogue)`,
        });
      // In a present-tense chapter, a past paragraph that keeps a present verb ("He talks about Lettie now. She
      // came out on the boat…", "she has carried it ever since"), opening in the past perfect ("He had liked the keeper") or marked as memory
      // ("years ago", "when I was") is backstory told from the present; one that tells the scene on in the past
      // ("I closed at six… he had folded the blankets… I sat on the bed") is a slip.
      const backstory = tense === 'past' && (earlier.has(p.scene) || isBackstory(p, read.cast, lang, toYou));
      // In a past-tense chapter, a present paragraph with no one acting in it ("The tide comes in twice a day") is a
      // general truth, and one with "still", "now", "to this day" the narrator's present aside.
      // Things alone in the present ("It comes up slowly… The mud goes silver") beside the narrator sensing them now
      // ("I can hear the water") are the scene told in the present, no general truth.
      // The narrator's present goes on from an aside until the story is told in the past again: "I am writing this in
      // the top room. …", "I know now that …", then "It is blowing tonight. I can hear it getting up on the Karst."
      const aside: boolean = tense === 'present' && (afterAside || isPresentAside(p, v, read.cast, lang, toYou));
      if (tense === 'past') afterAside = false;
      else if (aside || (!tense && presentAsideOpening(p, read.cast, lang, toYou))) afterAside = true;
      // A book told to "you" in the present tells her past in the past ("He always thought about it"; "You did not
      // know"), paragraph after paragraph, with no cue a rule reads: only its present in a past book is a slip.
      const toYouPast = toYou && tense === 'past' && expectTense === 'present';
      if (tense && expectTense && tense !== expectTense && !backstory && !aside && !diary && !toYouPast) {
        const s0 = p.sentences[0];
        tenses.push({
          file: chapter.file,
          line: s0?.line ?? p.line,
          evidence: evidenceOf(s0?.text ?? p.text),
          what: `this paragraph is in the ${tense} tense (${v[tense]} ${tense}, ${v[tense === 'past' ? 'present' : 'past']} ${tense === 'past' ? 'present' : 'past'} verbs in narration)`,
        });
      }
    }
    const report = (list: Deviation[], kind: 'person' | 'tense', category: string, label: string) => {
      if (list.length === 0) return;
      const other = where(kind);
      // More than a third of the chapter: the chapter is told another way, said once.
      const wholesale = list.length * 3 > voted;
      if (wholesale && !(style && (kind === 'person' ? style.pov : style.tense))) return;
      for (const d of wholesale ? list.slice(0, 1) : list)
        findings.push({
          file: d.file,
          line: d.line,
          category,
          message: `${wholesale ? `this chapter leaves the ${kind}: ${d.what}` : d.what}; ${other.label}: ${label}`,
          evidence: d.evidence,
          // A chapter left wholesale is reported only against the bible's Style, so it is at the bible's 0.85.
          // A past paragraph in a present-tense book is how such a book tells its past; the cue that marks it
          // (a memory, a day before, a story retold) is often one no rule reads: on first contact with prose no one
          // tuned to, these were as often flashbacks as slips (lantern, two-voices, gaviota), so never sure.
          confidence:
            !wholesale && kind === 'tense' && expectTense === 'present'
              ? 0.7
              : other.file === 'bible.md'
                ? 0.85
                : kind === 'person' && firstChapters > 0
                  ? // Beside first-person chapters, a lone "I" is a slip when four paragraphs or more tell this one
                    // in the third person; in a shorter chapter it may be a quiet first-person one.
                    thirdParas >= 4 && list.length === 1
                    ? 0.6
                    : 0.45
                  : 0.8,
          against: { file: other.file, line: other.line, evidence: other.evidence },
        });
    };
    // A book told to "you" tells the others as "he" and "she": its chapters read third, its narration is second.
    // Only a paragraph in the first person where the third is expected is a slip of person (above), so the person
    // expected is the third, or the second in a book told to "you".
    report(persons, 'person', 'pov', `${toYou ? 'second' : 'third'} person`);
    // A chapter with the frame's "I" in it is first person, and its told story third: the "I" acting in a scene of
    // the story told to the narrator is a slip all the same.
    if (toldTo && chapterPerson === 'first' && expectPerson !== 'third')
      for (const p of actsInToldScene(chapter.paragraphs, read.cast, lang)) {
        const at = p.sentences.find((s) => lang.firstPersonSubject.test(s.narration)) ?? p.sentences[0];
        if (quotedFirstPerson(p, chapter.paragraphs, chapter.paragraphs[chapter.paragraphs.indexOf(p) - 1], lang))
          continue;
        findings.push({
          file: chapter.file,
          line: at?.line ?? p.line,
          category: 'pov',
          message:
            'this paragraph is told by "I" in a scene of the story told to the narrator, whose other paragraphs tell it in the third person (the narrator is not there to hear it)',
          evidence: evidenceOf(at?.text ?? p.text),
          confidence: 0.6,
        });
      }
    report(tenses, 'tense', 'tense', `${expectTense} tense`);
    // With no narrator in the bible: the one the others call by name in speech and the narration never names (once
    // at most), named in a paragraph of a first-person chapter that has no "I", "me" or "my" in it.
    if (!(style?.pov === 'first' && narrator) && chapterPerson === 'first' && expectPerson !== 'third') {
      // Read once for the book: null (no one fits) is an answer too, and `??=` would read the book again for it.
      // Stryker disable next-line ConditionalExpression: a cache; read again, the book gives the same narrator
      if (textNarrator === undefined) textNarrator = narratorFromSpeech(m, read.cast, lang) ?? null;
      const slips = textNarrator
        ? chapter.paragraphs.filter((p) => namedNarrator(p, textNarrator as Spoken, read.cast, lang))
        : [];
      const named =
        slips[0]?.sentences.find((s) =>
          mentions(s.narration, read.cast).some((n) => textNarrator?.forms.has(n.character)),
        ) ?? slips[0]?.sentences.find((s) => namesNarrator(s.narration, textNarrator as Spoken, read.cast));
      if (textNarrator && slips.length === 1 && named)
        findings.push({
          file: chapter.file,
          line: named.line,
          category: 'pov',
          message: `the narrator, ${textNarrator.character.name} (so the others call them: ${textNarrator.at.file}:${textNarrator.at.line}), is named in the third person in a first-person chapter`,
          evidence: evidenceOf(named.text),
          confidence: 0.6,
          against: { file: textNarrator.at.file, line: textNarrator.at.line, evidence: textNarrator.at.evidence },
        });
    }
    // Narrators who take turns, each chapter headed by its own ("Chapter Ten: Tom"): the one the heading names,
    // named as the subject in a paragraph with no "I", "me" or "my" in a first-person chapter. So too a witness who
    // gives their own name ("My name is Reina Saltiel."), named so ("Reina and the soldiers did not go out").
    const own = byHeading.has(chapter.index) ? undefined : ownNameOf(chapter, read.cast, lang);
    const headed = byHeading.get(chapter.index) ?? own?.character;
    // The given name as written, a subject: "Reina" alone may be no one's in the cast (two Reinas' titles share it).
    const given = own?.name.split(/\s+/)[0];
    const givenSubject = given
      ? new RegExp(`(?<!\\p{L})${escapeRegExp(given)}(?![\\p{L}'’])\\s+[a-z]+`, 'u')
      : undefined;
    if (headed && chapterPerson === 'first' && expectPerson !== 'third') {
      const slips = chapter.paragraphs.flatMap((p) => {
        if (!isNarration(p) || lang.firstPersonAny.test(maskedText(p))) return [];
        const s = p.sentences.find(
          (x) =>
            givenSubject?.test(x.narration) ||
            mentions(x.narration, read.cast).some(
              (n) =>
                sameFirstName(n.character, headed) && /^\s+[a-z]+/.test(x.narration.slice(n.index + n.name.length)),
            ),
        );
        return s ? [s] : [];
      });
      const slip = slips[0];
      if (
        slip &&
        slips.length === 1 &&
        !findings.some((f) => f.category === 'pov' && f.file === chapter.file && f.line === slip.line)
      )
        findings.push({
          file: chapter.file,
          line: slip.line,
          category: 'pov',
          message: own
            ? `the chapter's narrator, ${headed.name} (who gives their own name, "${own.name}"), is named in the third person in a first-person chapter`
            : `the chapter's narrator, ${headed.name} (its heading names them, as each chapter's names its own), is named in the third person in a first-person chapter`,
          evidence: evidenceOf(slip.text),
          confidence: 0.6,
        });
    }
    // A letter told in the first person and signed by its writer ("Dear Sivert, … Ingrid"): its writer named as the
    // subject in a paragraph of it with no "I", "me" or "my".
    for (const letter of signedLetters(chapter.paragraphs, read.cast, lang)) {
      const slip = letter.slip;
      if (!findings.some((f) => f.category === 'pov' && f.file === chapter.file && f.line === slip.line))
        findings.push({
          file: chapter.file,
          line: slip.line,
          category: 'pov',
          message: `the letter's writer, ${letter.writer.name} (who signs it at ${chapter.file}:${letter.signed}), is named in the third person in a letter told in the first person`,
          evidence: evidenceOf(slip.text),
          confidence: 0.6,
        });
    }
    // The narrator named as "she" in their own first-person story.
    if (style?.pov === 'first' && narrator)
      for (const p of chapter.paragraphs) {
        // A line of a few words ("Ask Immy what colour.", a note echoed) tells no one's story in any person.
        const masked = maskedText(p);
        if (!isNarration(p) || (masked.match(/\p{L}+/gu) ?? []).length < 8) continue;
        const saysI = paragraphVoice(p, read.cast, lang).first > 0;
        // A "me" or "my" with no "I" told, or an "I" that is an initial ("Mr. I. Frost" in a log copied out): the
        // paragraph's person is unclear, and no name in it is held to the narrator's.
        if (!saysI && lang.firstPersonAny.test(masked)) continue;
        // The narrator named as the subject of a verb; in a paragraph that says "I" elsewhere, only in a sentence
        // with no "I", "me" or "my" in it ("Meg takes the bundle up and I go with her" may be another Meg).
        const own = p.sentences.find((s) =>
          mentions(s.narration, read.cast).some(
            (n) =>
              n.character === narrator &&
              /^\s+[a-z]+/.test(s.narration.slice(n.index + n.name.length)) &&
              // "T. Keogh attended": a record's initial, a log copied out, not the narration's own name for them.
              !/(?:^|[^\p{L}])\p{Lu}\.\s*$/u.test(s.narration.slice(0, n.index)) &&
              // The sentence whole, its speech and emphasis too ("it is __I__ who finds it").
              !(saysI && lang.firstPersonAny.test(s.text.replace(/[_*]+/g, ' '))),
          ),
        );
        if (own)
          narratorNamed.push({
            file: chapter.file,
            line: own.line,
            category: 'pov',
            message: `the narrator, ${narrator.name}, is named in the third person in narration; the bible's Style: first person (bible.md:${style.line})`,
            evidence: evidenceOf(own.text),
            confidence: saysI ? 0.6 : 0.75,
            against: { file: 'bible.md', line: style.line, evidence: 'Style' },
          });
      }
  }
  findings.push(...narratorNamedFindings(narratorNamed, m.chapters.length));
  return { findings, skipped: [] };
}

/** Chapters this many at least, headed by two or three names in turn, each twice or more: narrators taking turns. */
const TURNS = 4;

/**
 * The narrator of each chapter, when narrators take turns and every chapter's heading is one of theirs alone ("Chapter
 * One: Nora", "Chapter Two: Tom", … or "# Nell", "# Jonah"): two or three names, each heading two chapters or more.
 * A book whose headings name a person now and then ("Chapter Two: Mr. Frost") names what the chapter is about, and
 * gives none.
 */
export function headingNarrators(m: Manuscript, cast: Cast): Map<number, Character> {
  const named = new Map<number, Character>();
  if (m.chapters.length < TURNS) return named;
  for (const chapter of m.chapters) {
    const heading = chapter.paragraphs.find((p) => p.kind === 'heading');
    const title =
      heading?.text
        .replace(/^#+\s*/, '')
        .split(':')
        .at(-1)
        ?.trim() ?? '';
    const found = mentions(title, cast);
    if (found.length !== 1 || found[0]?.name !== title) return new Map();
    named.set(chapter.index, (found[0] as (typeof found)[number]).character);
  }
  const turns = new Map<Character, number>();
  for (const c of named.values()) turns.set(c, (turns.get(c) ?? 0) + 1);
  if (turns.size < 2 || turns.size > 3 || [...turns.values()].some((n) => n < 2)) return new Map();
  return named;
}

/**
 * The letters of a chapter that open on a greeting ("Dear Sivert,") and close on a paragraph that is their writer's
 * name alone ("Ingrid"), told in the first person (two paragraphs with "I" at least), with the one paragraph of eight
 * words or more and no "I", "me" or "my" whose narration has the writer as the subject of a verb.
 */
export function signedLetters(
  paragraphs: readonly Paragraph[],
  cast: Cast,
  lang: Language,
): Array<{ writer: Character; signed: number; slip: Sentence }> {
  const out: Array<{ writer: Character; signed: number; slip: Sentence }> = [];
  let opened: number | undefined;
  for (const [i, p] of paragraphs.entries()) {
    if (lang.letterOpening.test(p.text)) {
      opened = i;
      continue;
    }
    const name = p.text.trim();
    const signer = opened === undefined ? undefined : mentions(name, cast);
    if (opened === undefined || !signer || signer.length !== 1 || signer[0]?.name !== name) continue;
    const writer = (signer[0] as (typeof signer)[number]).character;
    // A letter's paragraphs are read as quoted (its writer's words, not the narration's), or as prose after a heading
    // inside it: all of them are the letter. A heading has no sentences, so tells no person and holds no slip.
    const body = paragraphs.slice(opened + 1, i);
    opened = undefined;
    if (body.filter((x) => lang.firstPersonSubject.test(maskedText(x))).length < 2) continue;
    const slips = body.flatMap((x) => {
      const masked = maskedText(x);
      if (lang.firstPersonAny.test(masked) || (masked.match(/\p{L}+/gu) ?? []).length < 8) return [];
      const s = x.sentences.find((y) =>
        mentions(y.narration, cast).some(
          (n) => n.character === writer && /^\s+[a-z]+/.test(y.narration.slice(n.index + n.name.length)),
        ),
      );
      return s ? [s] : [];
    });
    if (slips.length === 1) out.push({ writer, signed: p.line, slip: slips[0] as Sentence });
  }
  return out;
}

/** One person named two ways: "Tom" and "Tom Hanlon" (the same first name), or one character. */
function sameFirstName(a: Character, b: Character): boolean {
  return a === b || a.name.split(' ')[0] === b.name.split(' ')[0];
}

/**
 * The bible's first-person narrator named in the third person: a slip in a paragraph or a few; in more than half
 * the chapters (three at least), the book is told in the third person and the bible's Style says otherwise (or
 * was said of a part: a frame, a prologue), which is one finding at the default's certainty (the bible may be the one
 * out of date), not one per paragraph.
 */
export function narratorNamedFindings(named: readonly Finding[], chapters: number): Finding[] {
  const files = new Set(named.map((f) => f.file));
  if (files.size < 3 || files.size * 2 <= chapters) return [...named];
  const first = named[0] as Finding;
  return [
    {
      ...first,
      message: `the narrator the bible gives is named in the third person in ${named.length} paragraphs of ${files.size} chapters (the first here): the book is told in the third person, not as the bible's Style says (${first.against?.file}:${first.against?.line}: first person)`,
      confidence: 0.5,
    },
  ];
}

interface Spoken {
  character: Character;
  /** Every form of the name the others use ("Miss Quayle", "Hester Quayle"). */
  forms: Set<Character>;
  /** Paragraphs whose narration names them: the one slip and one more at most. */
  narrated: Set<Paragraph>;
  /**
   * The first name of a full name the others give ("Clare" of "Clare Ashdown", from a letter's "Dear Miss Ashdown" and
   * a signature), which the cast does not hold alone because the narration, saying "I", never uses it.
   */
  firstNames?: Set<string>;
  at: { file: string; line: number; evidence: string };
}

/**
 * The narrator of a first-person book, read from the text: the one character the others address by name in
 * speech ("Meg," he says; "I'm sorry, Meg.") twice or more, whom the narration names in two paragraphs at most
 * (a narrator tells themselves as "I"). Undefined when no one, or more than one, fits.
 */
export function narratorFromSpeech(m: Manuscript, cast: Cast, lang: Language): Spoken | undefined {
  const spoken = new Map<Character, { count: number; vocatives: number; at?: Spoken['at'] }>();
  const narrated = new Map<Character, Set<Paragraph>>();
  /** The ones the narration says the narrator is called ("She never calls me Chabela"): the narrator's own names. */
  const calledMe = new Set<Character>();
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs) {
      if (p.kind === 'heading') continue;
      const narration = isNarration(p);
      for (const s of p.sentences) {
        // What is said aloud: a narration paragraph's sentence with its narration blanked; any other paragraph whole.
        const said = narration ? spokenOf(s) : s.text;
        for (const n of said === '' ? [] : mentions(said, cast)) {
          const e = spoken.get(n.character) ?? { count: 0, vocatives: 0 };
          e.count++;
          const before = said.slice(0, n.index);
          const after = said.slice(n.index + n.name.length);
          // Called by name: alone between a quotation's opening or a comma and a stop or a comma.
          if (calledBefore(before) && /^\s*[,.!?]/.test(after)) e.vocatives++;
          e.at ??= { file: chapter.file, line: s.line, evidence: evidenceOf(s.text) };
          spoken.set(n.character, e);
        }
        // A line of a few words that opens on a bare verb ("Ask Immy what colour.", a note copied out) and words in
        // italics (a note, a title, a thought) are no narration of anyone.
        if (!narration || noteLine(p, lang)) continue;
        // The name the narrator is called by is no narration of them: "She never calls me Chabela."
        const calledSpans: Array<[number, number]> = [];
        for (const c of s.narration.matchAll(lang.narratorCalled)) {
          for (const n of mentions((c[1] ?? c[2]) as string, cast)) calledMe.add(n.character);
          calledSpans.push([c.index ?? 0, (c.index ?? 0) + c[0].length]);
        }
        const told = s.narration.replace(/\*[^*\n]+\*|(?<![\p{L}])_[^_\n]+_(?![\p{L}])/gu, (span) =>
          ' '.repeat(span.length),
        );
        for (const n of mentions(told, cast)) {
          // "…will know that Meg Rennie has a surveyor": a name in a clause of what others say is no narration of them.
          if (lang.relativeBefore.test(told.slice(0, n.index))) continue;
          if (calledSpans.some(([from, to]) => n.index >= from && n.index < to)) continue;
          const set = narrated.get(n.character) ?? new Set<Paragraph>();
          set.add(p);
          narrated.set(n.character, set);
        }
      }
    }
  // "Miss Quayle" and "Hester Quayle" are one person to the others: a surname gathers them.
  const surname = (c: Character) => c.name.split(' ').at(-1) ?? c.name;
  const people = new Map<string, Character[]>();
  for (const c of spoken.keys()) people.set(surname(c), [...(people.get(surname(c)) ?? []), c]);
  const fits: Array<Spoken & { vocatives: number }> = [];
  for (const forms of people.values()) {
    const said = forms.map((c) => spoken.get(c) as { count: number; vocatives: number; at?: Spoken['at'] });
    const inNarration = new Set(forms.flatMap((c) => [...(narrated.get(c) ?? [])]));
    const count = said.reduce((n, e) => n + e.count, 0);
    const vocatives = said.reduce((n, e) => n + e.vocatives, 0);
    // The one of the forms the narration names, else the one the others use most.
    const character =
      forms.find((c) => narrated.has(c)) ??
      (forms.reduce((a, b) => ((spoken.get(a)?.count ?? 0) >= (spoken.get(b)?.count ?? 0) ? a : b)) as Character);
    const at = said.find((e) => e.at)?.at;
    if (count >= 3 && vocatives >= 2 && inNarration.size <= 2 && at)
      fits.push({ character, forms: new Set(forms), narrated: inNarration, at, vocatives });
  }
  // Of several who fit, the one the narration says the narrator is called ("She never calls me Chabela").
  const called = fits.filter((f) => [...f.forms].some((c) => calledMe.has(c)));
  if (fits.length > 1 && called.length === 1) return withFirstNames(called[0] as Spoken, m, cast, lang);
  // "Immy" and "Imogen Vass" both fit: a pet form that opens as another fit's first name does ("Im-" and "-my") is
  // the one narrator called two ways, not two people.
  const [only, ...rest] = fits;
  if (only && rest.length === 1 && rest[0] && petOf(only, rest[0], lang)) {
    for (const c of rest[0].forms) only.forms.add(c);
    for (const p of rest[0].narrated) only.narrated.add(p);
    return withFirstNames(only, m, cast, lang);
  }
  const found = fits.length === 1 ? only : calledMost(fits);
  return found && withFirstNames(found, m, cast, lang);
}

/**
 * The narrator with the first names of their full names ("Clare" of "Clare Ashdown"; none of "Commander Arthur
 * Ashdown", whose first word is a title) that the cast gives no one else and the narration names in two paragraphs at
 * most, as a word before a small letter ("Clare turned the glasses"): those paragraphs are narrated too.
 */
export function withFirstNames(narrator: Spoken, m: Manuscript, cast: Cast, lang: Language): Spoken {
  const firstNames = new Set<string>();
  for (const c of narrator.forms) {
    const [first, ...rest] = c.name.split(' ');
    if (!first || rest.length === 0 || lang.titles.has(first.toLowerCase().replace(/\.$/, ''))) continue;
    if (mentions(first, cast).some((n) => !narrator.forms.has(n.character))) continue;
    firstNames.add(first);
  }
  const narrated = new Set(narrator.narrated);
  for (const first of [...firstNames]) {
    const pattern = new RegExp(`(?<![\\p{L}])${escapeRegExp(first)}(?![\\p{L}])`, 'u');
    const paragraphs = m.chapters.flatMap((c) =>
      c.paragraphs.filter((p) => isNarration(p) && p.sentences.some((s) => pattern.test(s.narration))),
    );
    if (paragraphs.length > 2) firstNames.delete(first);
    else for (const p of paragraphs) narrated.add(p);
  }
  return firstNames.size === 0 ? narrator : { ...narrator, narrated, firstNames };
}

/** Whether a sentence's narration has the narrator as the subject of a verb: a name of theirs before a small letter. */
function namesNarrator(narration: string, narrator: Spoken, cast: Cast): boolean {
  const subject = (end: number) => /^\s+[a-z]+/.test(narration.slice(end));
  if (mentions(narration, cast).some((n) => narrator.forms.has(n.character) && subject(n.index + n.name.length)))
    return true;
  return [...(narrator.firstNames ?? [])].some((first) =>
    [...narration.matchAll(new RegExp(`(?<![\\p{L}])${escapeRegExp(first)}(?![\\p{L}])`, 'gu'))].some((x) =>
      subject((x.index ?? 0) + first.length),
    ),
  );
}

/** A fit must be called by name this often, and twice as often as any other, to be the narrator among several. */
const CALLED_MOST = 3;

/**
 * Of several who fit, the one the others call by name far the most ("Nell," eleven times; the two others twice
 * each): the narrator, as a reader takes it, the one spoken to on every other page. A name ending in another's
 * whole first name ("Lena" of "Elena") is that person called short, and counts as theirs.
 */
function calledMost(fits: Array<Spoken & { vocatives: number }>): Spoken | undefined {
  const first = (f: Spoken) => f.character.name.split(' ')[0]?.toLowerCase() ?? '';
  const merged: Array<Spoken & { vocatives: number }> = [];
  for (const f of [...fits].sort((a, b) => first(b).length - first(a).length)) {
    const whole = merged.find(
      (g) => first(f).length >= 4 && first(g).length > first(f).length && first(g).endsWith(first(f)),
    );
    if (!whole) {
      merged.push({ ...f, forms: new Set(f.forms), narrated: new Set(f.narrated) });
      continue;
    }
    for (const c of f.forms) whole.forms.add(c);
    for (const p of f.narrated) whole.narrated.add(p);
    whole.vocatives += f.vocatives;
  }
  const [best, next] = merged.sort((a, b) => b.vocatives - a.vocatives);
  if (!best || best.vocatives < CALLED_MOST || (next && next.vocatives * 2 > best.vocatives)) return undefined;
  return best;
}

/** A paragraph of one short sentence opening on a verb's bare form, no subject before it: an instruction written down. */
function noteLine(p: Paragraph, lang: Language): boolean {
  const [only, ...more] = p.sentences;
  if (!only || more.length > 0 || (only.narration.match(/\p{L}+/gu) ?? []).length >= 8) return false;
  const opening = /^[\s"“‘(*_]*(\p{Lu}\p{Ll}+)\b/u.exec(only.narration)?.[1];
  return (
    // Stryker disable next-line MethodExpression: no subject of the table (i, we, they, he, she) is a present verb, so tenseOf has already said no whatever its case
    opening !== undefined && tenseOf(opening, 'plural', lang) === 'present' && !lang.subjects.has(opening.toLowerCase())
  );
}

/** Whether one fit's name words hold a pet form of the other's: "Immy" of "Imogen" (the first two letters, a pet ending). */
function petOf(a: Spoken, b: Spoken, lang: Language): boolean {
  const words = (f: Spoken) =>
    new Set(
      [...f.forms]
        .flatMap((c) => c.name.split(' '))
        .filter((w) => !lang.titles.has(w.toLowerCase().replace(/\.$/, ''))),
    );
  const [wa, wb] = [words(a), words(b)];
  const pet = (x: string, y: string) =>
    x !== y &&
    x.length >= 3 &&
    y.length > x.length &&
    x.slice(0, 2) === y.slice(0, 2) &&
    [1, 2].some((k) => lang.petEnding.test(x.slice(-k)));
  return [...wa].some((x) => [...wb].some((y) => pet(x, y) || pet(y, x)));
}

/**
 * Whether a name is called from where it stands: nothing but spaces since the quotation's opening, a comma, the
 * start, or blanked narration (two spaces or more). Walked back by hand: a pattern ending in `\s*$` would try
 * every space of a long blanked stretch again (quadratic on a book's dialogue).
 */
export function calledBefore(before: string): boolean {
  let end = before.length;
  while (end > 0 && /\s/.test(before.charAt(end - 1))) end--;
  return end === 0 || before.length - end >= 2 || '“"‘,'.includes(before.charAt(end - 1));
}

/** A narration paragraph with no "I", "me" or "my" whose narration has the narrator as a subject. */
function namedNarrator(p: Paragraph, narrator: Spoken, cast: Cast, lang: Language): boolean {
  if (!isNarration(p) || !narrator.narrated.has(p) || lang.firstPersonAny.test(maskedText(p))) return false;
  return p.sentences.some((s) => namesNarrator(s.narration, narrator, cast));
}

/**
 * The scenes of a chapter told wholly in the past: set off by a scene break from the rest, two paragraphs or more of
 * narration in the past and none in the present ("The ship came in on Wednesday… He walked round me…", then a break
 * and "That was yesterday. Today is Thursday"). In a present-tense chapter such a scene is the time before the
 * chapter's present, told as a flashback is; a slip is a paragraph that leaves the present inside a present scene.
 */
export function pastScenes(paragraphs: readonly Paragraph[], cast: Cast, lang: Language, second = false): Set<number> {
  const past = new Map<number, number>();
  const present = new Set<number>();
  for (const p of paragraphs) {
    if (!isNarration(p)) continue;
    const v = paragraphVoice(p, cast, lang, second);
    // Stryker disable next-line ConditionalExpression: a paragraph read as present has present >= 3 and >= 3 × past, which the second test holds as well
    if (paragraphTense(v) === 'present' || (v.present > 0 && v.present >= v.past)) present.add(p.scene);
    else if (v.past > 0) past.set(p.scene, (past.get(p.scene) ?? 0) + 1);
  }
  // One scene is the whole chapter: no break sets it off.
  if (new Set(paragraphs.map((p) => p.scene)).size < 2) return new Set();
  return new Set([...past].filter(([scene, n]) => n >= 2 && !present.has(scene)).map(([scene]) => scene));
}

/** Whether a past paragraph in a present-tense chapter is backstory: a present verb kept, the past perfect opening it, or a marker. */
export function isBackstory(p: Paragraph, cast: Cast, lang: Language, second = false): boolean {
  if (lang.backstory.test(p.text)) return true;
  const first = p.sentences[0];
  if (first && lang.pastPerfect.test(first.narration)) return true;
  // The frame is the first or the last sentence that tells a tense ("… and it was done. Now the wine lies in the
  // pit. The candle burns straight and tall.": the last one's verb is none the language knows); a present verb
  // inside ("the way they fold them in the army") is no frame.
  const votes = (s: Sentence) => paragraphVoice({ ...p, sentences: [s] }, cast, lang, second);
  // "Suppressed. I looked it up in the dictionary, though I knew what it meant.": one told sentence of the narrator's
  // own doing, no one else in it and two of her verbs at most, is what she did before the scene, a remark; a slip tells the
  // scene on, sentence after sentence, act after act ("Then I folded it, and I turned, and I said nothing") or with
  // others acting.
  const told = p.sentences.map(votes).filter((v) => v.past + v.present > 0);
  const [only] = told;
  if (told.length === 1 && only && only.firstPast <= 2 && only.first > 0 && only.third === 0 && only.second === 0)
    return true;
  const last = p.sentences.findLast((s) => {
    const v = votes(s);
    return v.past + v.present > 0;
  });
  // A frame's present verb is a person's, one the paragraph counts: "I watched the lantern go … until the bend takes
  // it" has only a thing's ("the bend takes"), which a paragraph told of people does not count, so it frames nothing.
  const counted = paragraphVoice(p, cast, lang, second).present > 0;
  // A sentence wholly in the present frames by things alone ("Now the wine lies in the pit").
  const framed = (s: Sentence | undefined) => {
    const v = s === undefined ? undefined : votes(s);
    return v !== undefined && v.present > 0 && (counted || v.past === 0);
  };

  return framed(first) || framed(last);
}

/** A paragraph that opens in the narrator's present, no past in its first sentence ("I am writing this in the top room."). */
function presentAsideOpening(p: Paragraph, cast: Cast, lang: Language, second = false): boolean {
  const first = p.sentences[0];
  if (!first || !lang.presentAside.test(first.narration)) return false;
  const v = paragraphVoice({ ...p, sentences: [first] }, cast, lang, second);
  return v.present > 0 && v.past === 0;
}

/**
 * Whether a present-tense paragraph in a past-tense chapter is the narrator's aside, not the scene told in the
 * present: no one acts in it in the present and the narrator senses nothing now ("The tide comes in twice a day"),
 * or the first sentence told in the present says it holds beyond the scene ("I still have that
 * photograph. I keep it on my desk.", "He talks about Lettie now."), or half of them do ("I keep the watch on my desk.
 * I wind it every morning."). One such word later ("She picks up the binoculars. They hang where they have always
 * hung.") makes no aside of the scene before it.
 */
function isPresentAside(p: Paragraph, v: ParagraphVotes, cast: Cast, lang: Language, second = false): boolean {
  if (v.actsPresent === 0) return !lang.presentScene.test(maskedText(p));
  // The sentences that tell someone and are in no past ("I still have that photograph": "have" after "still" is read
  // as no tense): the first of them says "still", "now", "to this day", or half of them say so ("I have it. … I wind
  // it every morning, as I have since 1961": the narrator's own day, beside the story's).
  const votes = p.sentences.map((s) => ({ s, v: paragraphVoice({ ...p, sentences: [s] }, cast, lang, second) }));
  // "I do not remember much of the morning. I know that I ran for help, and that they came at eight": every present
  // verb is the narrator remembering now, around a past told inside; a present with none ("I know he is lying")
  // is no such frame.
  const recalled = p.sentences.map((s) => ({ ...s, narration: s.narration.replace(lang.narratorRecall, ' ') }));
  const inside = paragraphVoice({ ...p, sentences: recalled }, cast, lang, second);
  if (recalled.some((s, i) => s.narration !== p.sentences[i]?.narration) && inside.present === 0 && inside.past > 0)
    return true;
  const first = votes.find(({ v }) => v.first + v.third > 0 && v.past === 0)?.s;
  if (first === undefined) return false;
  const present = votes.filter(({ v }) => v.first + v.third > 0 && v.present > 0);
  // "if it stayed in a lump it was still wet": a word of the narrator's present in a sentence told mostly in the
  // past is the past's ("still wet" then), no aside.
  const asides = present.filter(({ s, v }) => lang.presentAside.test(s.narration) && v.present >= v.past).length;
  return lang.presentAside.test(first.narration) || asides * 2 >= present.length;
}

function maskedText(p: Paragraph): string {
  return p.sentences.map((s) => s.narration).join(' ');
}

function lineOf(m: Manuscript, file: string, line: number): string {
  // Stryker disable next-line StringLiteral: an example is always a line of one of the manuscript's chapters, so the fallback is never read
  return m.chapters.find((c) => c.file === file)?.lines[line - 1] ?? '';
}
