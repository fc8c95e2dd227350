import { distance } from 'fastest-levenshtein';
import { bareName, lineAt, numberOf, otherForm, shortForm } from '../facts.js';
import { findingOn } from '../finding.js';
import { isCalendarWord, isParentWord, type Language } from '../lang/index.js';
import { nearName, withoutAccents } from '../spelling.js';
import { paragraphAtLine, readingPlace, wholeWord } from '../text.js';
import type { Character, Finding, Manuscript, Paragraph } from '../types.js';

/**
 * Names slipped in the second word: a surname (the word after a title, an
 * initial or a first name: "Mr Joseph Tarrent", "DS Craine") spelt once or
 * twice a letter away from one the text uses three times as often in that
 * place ("Joe Tarrant", "Mr Tarrant", "DS Crane"); and a first name changed
 * before a surname one person bears ("the Reverend Edward Gaunt" beside
 * "Edmund Gaunt"). Reads capitals and sounds, so it needs few words of the
 * language: its titles, and the little words that open a sentence ("Then").
 */

interface Use {
  file: string;
  line: number;
  /** The capitalised word before this one ("Mr", "Joseph", "DS"). */
  before: string;
  /**
   * The first of the given names and initials written before it, titles left out: "Margaret" in "Miss Margaret Ann
   * Lyle", "M" in "M. A. Lyle" (a middle name or initial right before the surname is not the given name).
   */
  first: string;
  /** The sentence, made into a finding's evidence only for the few uses a finding names. */
  sentence: string;
}

interface Seen {
  /** Uses after another capitalised word: where a surname stands. */
  after: Use[];
  /** Every capitalised use of the word, wherever it stands. */
  all: number;
  /** The words written right before it, its titles among them ("Mrs Lucia Bianco": mrs for Lucia). */
  titles: Set<string>;
}

/**
 * A capitalised word with its apostrophes, hyphens and full stops ("O'Brien", "Mr.", "St.-Clair"), never the tail
 * of a word ("iPhone", "x.Y"). Only capitalised words are read: the lower-case ones between them show in the gap.
 */
const CAPITAL_WORD = /(?<![\p{L}\p{M}]|[\p{L}\p{M}]['’.-])\p{Lu}[\p{L}\p{M}]*(?:['’.-][\p{L}\p{M}]+)*\.?/gu;
/** A capitalised word of two or more letters with a lower-case letter: "Tarrant", not "DS" or "I". */
const NAME_WORD = /^\p{Lu}[\p{Ll}\p{M}]+(?:\p{Lu}[\p{Ll}\p{M}]+)?(?:['’-]\p{Lu}?[\p{Ll}\p{M}]+)*$/u;

/**
 * The spans of a sentence set in italics after "the" that hold only capitalised words (and the small words between
 * them): the name of a ship, a paper or a house ("the *Agios Nikolaos*", "the _Queen of the Isles_"), as [from, to).
 * A name in italics alone is a signature ("*Tomás Iturbe*" under a letter): someone's name still.
 */
function worksNamed(text: string, lang: Language): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of text.matchAll(/(?<![\p{L}*_])([*_])(\p{Lu}[^*_]*?)\1(?![\p{L}*_])/gu)) {
    if (!lang.articleBefore.test(text.slice(0, m.index))) continue;
    // A hard-wrapped line may part the name ("*Agios\nNikolaos*").
    const words = (m[2] as string).split(/\s+/);
    if (words.every((w) => /^\p{Lu}/u.test(w) || /^\p{Ll}{1,3}$/u.test(w)))
      out.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  return out;
}

/** A slip is seen at most this often; the spelling it slips from at least this often, and three times as often. */
const MAX_SLIP = 2;
const MIN_RIGHT = 3;

/** The capitalised words of a manuscript as collect reads them: both slips read the same, once. */
const collected = new WeakMap<Manuscript, { lang: Language; seen: Map<string, Seen> }>();

function collect(m: Manuscript, lang: Language): Map<string, Seen> {
  const known = collected.get(m);
  if (known?.lang === lang) return known.seen;
  const seen = new Map<string, Seen>();
  collected.set(m, { lang, seen });
  const bare = (w: string) => bareName(w, lang).replace(/\.$/, '');
  // A heading has no sentences: only prose and quotes are read.
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs) {
      for (const s of p.sentences) {
        const caps = [...s.text.matchAll(CAPITAL_WORD)];
        const works = worksNamed(s.text, lang);
        for (const [i, t] of caps.entries()) {
          const last = caps[i - 1];
          const word = bare(t[0]);
          if (!NAME_WORD.test(word)) continue;
          // "the *Agios Nikolaos*": a boat's or a book's name is no one's surname ("Saint Nicholas" no slip of it).
          if (works.some(([from, to]) => (t.index ?? 0) >= from && (t.index ?? 0) < to)) continue;
          const entry = seen.get(word) ?? { after: [], all: 0, titles: new Set<string>() };
          entry.all++;
          seen.set(word, entry);
          if (!last) continue;
          // Only spaces between the two words: "Mr Joseph Tarrent", not "Joseph, Tarrent", "Joseph's Tarrent" or
          // "Joseph met Tarrent" (a lower-case word between them is in the gap).
          const gap = s.text.slice((last.index ?? 0) + last[0].length, t.index);
          if (!/^[ \t\n]+$/.test(gap) || /['’]s$/.test(last[0])) continue;
          const before = last[0].replace(/\.$/, '');
          const lower = before.toLowerCase();
          // "better than Thomas. Thomas is a name…": a name with a full stop after it that is no title or initial
          // ends a sentence (one the splitter kept whole inside a quotation); the next word starts another.
          if (last[0].endsWith('.') && NAME_WORD.test(before) && !lang.titles.has(lower)) continue;
          // "Then Tarrent", "Tuesday Crane": a sentence's opening word or a day is no first name or title. A letter
          // with a full stop is an initial ("C. A. Brandt" under a letter), not the article or "I".
          const initial = /^\p{Lu}\.$/u.test(last[0]);
          if (!initial && (lang.stopWords.has(lower) || lang.adverbs.has(lower))) continue;
          if (isCalendarWord(lower, lang)) continue;
          // "Easter Sunday", "Whit Monday": a weekday after a word is a day's name, no one's surname, and one feast
          // no slip of another ("Palm Sunday").
          if (lang.weekdays.includes(word.toLowerCase())) continue;
          // Any word before it is kept: one that is no title tells no gender where they are read.
          entry.titles.add(lower);
          // "Los Álamos", "San Telmo": a town's name, no first name and surname.
          if (lang.placeLeads.has(lower)) continue;
          // "Helen Marie Ostrowski": a word between a first name and a surname is a middle name, in no surname's place.
          const next = caps[i + 1];
          const after = next ? s.text.slice((t.index ?? 0) + t[0].length, next.index) : '';
          if (next && /^[ \t\n]+$/.test(after) && NAME_WORD.test(bare(next[0]))) continue;
          // The line the word is on: a hard-wrapped sentence runs over several.
          entry.after.push({
            file: chapter.file,
            line: lineAt(s, t.index ?? 0),
            before,
            first: firstGiven(s.text, caps, i - 1, lang),
            sentence: s.text,
          });
        }
      }
    }
  return seen;
}

/** A given name the language knows, of either gender ("Hugh", "Biddy"). */
function givenName(word: string, lang: Language): boolean {
  const lower = word.toLowerCase();
  return lang.givenNames.female.has(lower) || lang.givenNames.male.has(lower);
}

/**
 * The first of the given names and initials that run, with only spaces between, back from the capitalised word at
 * `at` ("M. A." before "Lyle", "Margaret Ann"): a title, a word of the sentence's ("Then") or a mark ends the run.
 */
function firstGiven(text: string, caps: readonly RegExpMatchArray[], at: number, lang: Language): string {
  const word = (k: number) => (caps[k] as RegExpMatchArray)[0];
  let first = word(at).replace(/\.$/, '');
  // "Mr. Quayle": a title is the word before and no given name, whatever stands before it ("In London Mr.").
  if (lang.titles.has(first.toLowerCase())) return first;
  for (let k = at - 1; k >= 0; k--) {
    const prev = caps[k] as RegExpMatchArray;
    const gap = text.slice((prev.index ?? 0) + prev[0].length, caps[k + 1]?.index);
    const bare = prev[0].replace(/\.$/, '');
    const lower = bare.toLowerCase();
    const initial = /^\p{Lu}\.$/u.test(prev[0]);
    if (!/^[ \t\n]+$/.test(gap) || lang.titles.has(lower)) break;
    // A word before is a given name only when the language knows it as one ("Margaret Ann", not "Sub-comisario Ramón").
    const given = givenName(bare, lang);
    if (!initial && (!given || !NAME_WORD.test(bare) || prev[0].endsWith('.'))) break;
    first = bare;
  }
  return first;
}

/** "Tarrent" once after "Mr Joseph" beside "Tarrant" after names and titles many times: one surname misspelt. */
export function surnameSlips(m: Manuscript, lang: Language): Finding[] {
  const seen = collect(m, lang);
  const findings: Finding[] = [];
  const surnames = [...seen].filter(([, s]) => s.after.length >= MIN_RIGHT);
  for (const [word, slip] of seen) {
    if (slip.after.length === 0 || slip.all > MAX_SLIP) continue;
    // A word the book writes in lower case too ("Billy Said") is no surname, unless it is capitalised once only, after
    // a given name the book writes nowhere else ("the Reverend Hugh Beard" beside "Mr. Baird" throughout): a name
    // there, and the near spelling of the book's surname (below) is the slip. A given name the book knows by itself
    // ("Nell Grey … Nell smiles" beside "Euan Gray") is someone's own, with a surname of her own.
    const lower = m.writtenLower(word.toLowerCase());
    const onlyHere = (u: Use) => givenName(u.before, lang) && (seen.get(u.before)?.all ?? 0) <= 1;
    if (lower && !(slip.all === 1 && slip.after.every(onlyHere))) continue;
    if (lang.titles.has(word.toLowerCase())) continue;
    // "Joseph Tarrent" beside "Joseph Tarrant": the same word before both is the surest sign.
    const twinOf = (s: Seen) => slip.after.some((u) => s.after.some((v) => v.before === u.before));
    const right = surnames.find(
      ([name, s]) =>
        name !== word &&
        s.after.length >= MIN_RIGHT * slip.all &&
        (nearName(word, name) || (!lower && slip.all === 1 && sameFirstNameNear(slip, s, word, name, lang))) &&
        !(lower && m.writtenLower(name.toLowerCase())) &&
        !otherForm(word, name, lang),
    );
    if (!right) continue;
    const [name, s] = right;
    const against = s.after[0] as Use;
    const twin = twinOf(s);
    // Two letters away and unlike in sound, only the shared first name tells it: less sure.
    const near = nearName(word, name);
    for (const use of slip.after)
      findings.push(
        findingOn(
          'names',
          use,
          `"${use.before} ${word}" here; ${against.file}:${against.line} spells the surname "${name}" ("${against.before} ${name}", ${s.after.length} times in all)`,
          !near ? 0.6 : twin ? 0.85 : slip.all === 1 ? 0.8 : 0.7,
          against,
        ),
      );
  }
  return findings;
}

/**
 * "Joseph Tarrington" once beside "Joseph Tarrant" again and again: a surname two letters away from another that
 * does not sound like it ("Iturbe", "Ituarte"; "Hallam", "Hallum"), so nearName leaves it, is still a slip when the
 * same first name (no title, no initial: "Mr" and "J." stand before many surnames) is written before both, the slip
 * is the book's only use of its word, and the two keep their first three letters. Two men of one first name and
 * surnames that close are rare; a title shared ("Mr Harvey", "Mr Hardy") is no sign at all.
 */
function sameFirstNameNear(slip: Seen, right: Seen, word: string, name: string, lang: Language): boolean {
  const a = word.toLowerCase();
  const b = name.toLowerCase();
  if (Math.min(a.length, b.length) < 5 || a.slice(0, 3) !== b.slice(0, 3) || distance(a, b) > 2) return false;
  // "Sir William Lucas's" beside "Sir William Lucas": one name with an ending, no other spelling.
  if (a.startsWith(b) || b.startsWith(a)) return false;
  // "Signor Tamasso" once beside "Signor Tamaro": a title shared is a sign when the two keep four letters or more
  // before they part ("Tama-"); "Mr Harvey" and "Mr Hardy" part after three.
  let shared = 0;
  while (shared < a.length && a[shared] === b[shared]) shared++;
  const alike = shared >= 4;
  return slip.after.some(
    (u) =>
      NAME_WORD.test(u.before) &&
      (alike || !lang.titles.has(u.before.toLowerCase())) &&
      right.after.some((v) => v.before === u.before),
  );
}

/**
 * "Aunt Edith" once beside "Aunt Ada" many times: a title of kinship stands before a first name, and one aunt
 * called by another first name once, a name the book never uses anywhere else, is her name changed. An aunt
 * named three times or more and at least four times as often as the other is the one meant; a second aunt the
 * book names twice or more (or alone, or with a surname after) is a second aunt. A title of an office before a
 * surname is read alike ("Father Doherty" once beside "Father Devereux" three times), where the two names are the
 * only ones after that title and share their opening letter.
 */
export function titledFirstNameSlips(m: Manuscript, lang: Language): Finding[] {
  const seen = collect(m, lang);
  const byTitle = new Map<string, Map<string, Use[]>>();
  for (const [word, s] of seen)
    for (const u of s.after) {
      const lower = u.before.toLowerCase();
      const title = lang.givenNameTitles.has(lower) ? lower : lang.officeTitles.get(lower);
      if (!title) continue;
      const names = byTitle.get(title) ?? new Map<string, Use[]>();
      names.set(word, [...(names.get(word) ?? []), u]);
      byTitle.set(title, names);
    }
  const findings: Finding[] = [];
  for (const [title, names] of byTitle) {
    const office = !lang.givenNameTitles.has(title);
    const [right] = [...names].sort((a, b) => b[1].length - a[1].length);
    if (!right) continue;
    const [rightName, rightUses] = right;
    // In the order the book names them: the most named (four times or more) is never once in the whole book.
    for (const [slipName, slipUses] of names) {
      const use = slipUses[0] as Use;
      // Once in the whole book (so once here), never in lower case, and the other four times as often or more.
      if ((seen.get(slipName)?.all ?? 0) !== 1) continue;
      if (m.writtenLower(slipName.toLowerCase()) || rightUses.length < (office ? MIN_RIGHT : 4)) continue;
      // A town has two doctors and a diocese many priests: an office's slip keeps the opening letter of the name
      // it slips from ("Doherty" for "Devereux"), which no other name after that title shares.
      if (office && (slipName[0] !== rightName[0] || names.size > 2)) continue;
      // "Aunt Edith Marsh": a surname after it makes her somebody else.
      if (new RegExp(`${wholeWord(use.before)}\\s+${wholeWord(slipName)}\\s+\\p{Lu}`, 'u').test(use.sentence)) continue;
      const against = rightUses[0] as Use;
      // "Father" tells a man, "Aunt" a woman; "Dr" neither.
      const gender = lang.titles.get(use.before.toLowerCase());
      const whom = gender === 'male' ? 'him' : gender === 'female' ? 'her' : 'her or him';
      findings.push(
        findingOn(
          'names',
          use,
          `"${use.before} ${slipName}" here, once; ${against.file}:${against.line} and ${rightUses.length - 1} more call ${whom} "${against.before} ${rightName}"`,
          0.6,
          against,
        ),
      );
    }
  }
  return findings;
}

/**
 * "the Reverend Edward Gaunt" once and "Edmund Gaunt" once, with "Mr Gaunt"
 * the only other Gaunt: two first names of one opening before a surname that
 * no title shows two people (a man and a woman) bear, each name seen with it
 * at most twice and hardly ever alone. Brothers named alike are the risk, so
 * the names must share their first two letters and the slip is told at the
 * rarer (in a tie, the first: the reader meets the other name later).
 */
export function firstNameSlips(m: Manuscript, lang: Language): Finding[] {
  const seen = collect(m, lang);
  const findings: Finding[] = [];
  for (const [surname, s] of seen) {
    if (m.writtenLower(surname.toLowerCase())) continue;
    if (titledBoth(s, lang)) continue;
    const byFirst = givenNames(s, m, lang);
    if (byFirst.size !== 2) continue;
    const [[a, aUses], [b, bUses]] = [...byFirst] as [[string, Use[]], [string, Use[]]];
    const alone = (name: string, uses: Use[]) => (seen.get(name)?.all ?? 0) - uses.length;
    if (aUses.length > MAX_SLIP || bUses.length > MAX_SLIP) continue;
    if (alone(a, aUses) > 1 || alone(b, bUses) > 1) continue;
    if (a.slice(0, 2) !== b.slice(0, 2) || Math.abs(a.length - b.length) > 2) continue;
    // "Frank Bishop" in talk and "Francis Bishop" on his will: a name and its usual short form are one man's.
    if (shortForm(a, b, lang) || otherForm(a, b, lang)) continue;
    const firstOf = (uses: Use[]) => Math.min(...uses.map((u) => readingPlace(m, u)));
    const aFirst = aUses.length < bUses.length || (aUses.length === bUses.length && firstOf(aUses) < firstOf(bUses));
    const [slipName, slipUses, rightName, rightUses] = aFirst ? [a, aUses, b, bUses] : [b, bUses, a, aUses];
    const against = rightUses[0] as Use;
    for (const use of slipUses)
      findings.push(
        findingOn(
          'names',
          use,
          `"${slipName} ${surname}" here; ${against.file}:${against.line} calls them "${rightName} ${surname}" (no other ${surname} is named)`,
          0.6,
          against,
        ),
      );
  }
  return findings;
}

/**
 * "Arthur Lister" once where the one Lister the book knows signs himself "F. Lister": a first name before a
 * surname the book also writes after an initial of another letter (and the bible, if it names a Lister, gives
 * that letter too). The first name must be all but unknown to the book (with that surname at most twice, alone at
 * most once), every other given name or initial of that surname must share one letter, and the titles before
 * the surname one gender: a family ("Evan Jenkins" beside "H. Jenkins", both named often) is left alone, and so
 * is a relative brought in as one ("his wife, Anne Lister").
 */
export function initialSlips(m: Manuscript, lang: Language): Finding[] {
  const seen = collect(m, lang);
  const findings: Finding[] = [];
  const bibleFirsts = new Map<string, Set<string>>();
  const bibleWords = bibleWordsOf(m);
  for (const c of m.bible.characters)
    for (const n of c.names) {
      const words = n.split(/\s+/).filter((w) => !lang.titles.has(w.toLowerCase().replace(/\.$/, '')));
      const last = words[words.length - 1];
      if (words.length < 2 || !last) continue;
      // Only its letter is read ("T." or "Thomas").
      const first = words[0] as string;
      bibleFirsts.set(last, (bibleFirsts.get(last) ?? new Set()).add(first));
    }
  for (const [surname, s] of seen) {
    if (m.writtenLower(surname.toLowerCase()) || lang.titles.has(surname.toLowerCase())) continue;
    if (titledBoth(s, lang)) continue;
    // The first initial or given name of each ("M. A. Lyle" is an M, "Margaret Ann Lyle" a Margaret).
    const initials = s.after.filter((u) => /^\p{Lu}$/u.test(u.first));
    const bible = bibleFirsts.get(surname) ?? new Set<string>();
    // An initial is the book's own word on the given name; a bible's first name alone may be a nickname's other.
    if (initials.length === 0) continue;
    const byFirst = givenNames({ ...s, after: s.after.map((u) => ({ ...u, before: u.first })) }, m, lang);
    for (const [first, uses] of byFirst) {
      if (uses.length > MAX_SLIP || (seen.get(first)?.all ?? 0) - uses.length > 1 || bibleWords.has(first)) continue;
      // "Mam Rowlands", "Aunt Bowen": what someone is to the speaker, not a given name.
      const lower = first.toLowerCase();
      if (isParentWord(lower, lang) || lang.givenNameTitles.has(lower)) continue;
      // Every other given name and initial of the surname, from the text and the bible: one letter, not this one's.
      const others = [...initials.map((u) => u.first), ...[...byFirst.keys()].filter((f) => f !== first), ...bible];
      const letters = new Set(others.map((o) => o[0]));
      if (letters.size !== 1 || letters.has(first[0])) continue;
      const against = initials[0] as Use;
      for (const use of uses) {
        // "his wife, Anne Lister": a relative of the one Lister, brought in by what she is to someone.
        if (lang.kinBeforeName.test(use.sentence.slice(0, use.sentence.indexOf(`${first} ${surname}`)))) continue;
        // A letter signed "Your loving mother, Mary Keogh", a paragraph about his wife: the family, not the one Lister.
        if (lang.kinWord.test(paragraphOf(m, use)?.text ?? use.sentence)) continue;
        // against is one of initials, each one capital letter: "T. Lindgren".
        const other = `${against.file}:${against.line} has "${against.first}. ${surname}"`;
        findings.push(
          findingOn(
            'names',
            use,
            `"${first} ${surname}" here; ${other}, and no other ${surname} is named`,
            0.7,
            against,
          ),
        );
      }
    }
  }
  return findings;
}

/**
 * "Renzo Gallo" once where Renzo is "Renzo Bianco" and Gallo is another family's name ("Bastiano Gallo"): a first
 * name put before the wrong surname. The first name is used three times more, is written before exactly two
 * surnames, once before the wrong one, and the right one is written with no other first name (or only a short
 * or full form of it, "William" for "Bill"), while the wrong one belongs to somebody else named with it. So a
 * family ("Lydia Bennet" beside "Jane Bennet") never gives a right surname, a relative brought in as one ("his
 * cousin, Renzo Gallo") and a paragraph that speaks of kin or a wedding (a woman who takes her husband's name) are
 * left alone, and so is anyone a woman's title is put before (Mrs, Miss).
 */
export function surnameSwaps(m: Manuscript, lang: Language): Finding[] {
  const seen = collect(m, lang);
  const surnamesOf = new Map<string, Map<string, Use[]>>();
  const firstsOf = new Map<string, Map<string, Use[]>>();
  for (const [surname, s] of seen) {
    if (m.writtenLower(surname.toLowerCase()) || lang.titles.has(surname.toLowerCase())) continue;
    // A given name also written in lower case ("Bill", "bill") is kept here: the right full name must then be
    // written three times, which a bill and a will never are.
    const firsts = givenNames(s, m, lang, true);
    firstsOf.set(surname, firsts);
    for (const [first, uses] of firsts) surnamesOf.set(first, (surnamesOf.get(first) ?? new Map()).set(surname, uses));
  }
  const formOf = (a: string, b: string) => a === b || shortForm(a, b, lang);
  const findings: Finding[] = [];
  for (const [first, surnames] of surnamesOf) {
    if (surnames.size !== 2 || (seen.get(first)?.all ?? 0) < MIN_RIGHT + 1) continue;
    // Stryker disable next-line ArrayDeclaration: the line above has found first's uses, so its titles are there; and no title is "Stryker was here"
    if ([...(seen.get(first)?.titles ?? [])].some((t) => lang.titles.get(t) === 'female')) continue;
    const [[a, aUses], [b, bUses]] = [...surnames] as [[string, Use[]], [string, Use[]]];
    // Every surname here was read with its first names above.
    const othersOf = (surname: string) =>
      [...(firstsOf.get(surname) as Map<string, Use[]>).keys()].filter((f) => !formOf(f, first));
    for (const [wrong, wrongUses, right, rightUses] of [
      [a, aUses, b, bUses],
      [b, bUses, a, aUses],
    ] as const) {
      if (wrongUses.length !== 1 || othersOf(right).length > 0 || othersOf(wrong).length === 0) continue;
      // "Peg Tolly" once and "Peg Tolley" once: a tie tells no right surname (the rare spelling may be the slip).
      if (rightUses.length < 2) continue;
      if (m.writtenLower(first.toLowerCase()) && rightUses.length < MIN_RIGHT) continue;
      const use = wrongUses[0] as Use;
      // "Tomás Lucero was the fourth passenger down" before any "Tomás Iturbe": a name first written before the
      // other is how someone else is brought in, not a slip of a name the book had not yet given.
      if (readingPlace(m, use) < readingPlace(m, rightUses[0] as Use)) continue;
      if (broughtInAsKin(use.sentence, `${first} ${wrong}`, lang)) continue;
      const paragraph = paragraphOf(m, use);
      if (lang.kinWord.test(paragraph?.text ?? use.sentence) || lang.weddingWord.test(paragraph?.text ?? '')) continue;
      const against = rightUses[0] as Use;
      const owner = othersOf(wrong)[0] as string;
      findings.push(
        findingOn(
          'names',
          use,
          `"${first} ${wrong}" here, once; ${against.file}:${against.line} calls them "${against.before} ${right}" (${rightUses.length} times), and ${wrong} is ${owner} ${wrong}'s surname`,
          0.6,
          against,
        ),
      );
    }
  }
  return findings;
}

/**
 * A word of kinship in the paragraph, less the named person's own family told after the name in its sentence:
 * "Hugo Lazcano with his wife and son" brings in no relative, "his cousin, Nora Blackwood" does.
 */
function kinOfAnother(paragraph: string, sentence: string, name: string, lang: Language): boolean {
  // The name is in its sentence (the use was read there); its end is where the name's own kin may follow.
  const end = sentence.indexOf(name) + name.length;
  const own = sentence.slice(0, end) + sentence.slice(end).replace(lang.ownKin, '');
  return lang.kinWord.test(paragraph.replace(sentence, () => own));
}

/**
 * "Rosa Benavides" once in a book where Rosa is Rosa Benavente, with her surname, again and again: a surname
 * written once in the whole book, after the first name of one person the book names with another surname of the
 * same opening letter (another letter is a nickname or a second family more often than a slip), not a near spelling
 * of it (surnameSlips tells those). The first name must stand before no third surname, and the right pair be written
 * three times or more; a relative brought in as one and a paragraph of kin or a wedding (a woman who takes her
 * husband's name) are left alone, and so is a sentence that names the right surname too ("Rosa Benavente, now
 * Rosa Benavides").
 */
export function straySurnameSlips(m: Manuscript, lang: Language): Finding[] {
  const seen = collect(m, lang);
  // "Alpena Wednesday": a day or a month after a name is no surname.
  const surnamesOf = surnamesByFirst(seen, m, lang, (lower) => !lang.titles.has(lower) && !isCalendarWord(lower, lang));
  const findings: Finding[] = [];
  for (const [first, surnames] of surnamesOf) {
    if (surnames.size !== 2) continue;
    const [[a, aUses], [b, bUses]] = [...surnames] as [[string, Use[]], [string, Use[]]];
    // The rarer pair is the slip; of two pairs written once each, the one whose surname the book uses less.
    const rarer =
      aUses.length !== bUses.length ? aUses.length < bUses.length : (seen.get(a)?.all ?? 0) <= (seen.get(b)?.all ?? 0);
    const [wrong, wrongUses, right, rightUses] = rarer ? [a, aUses, b, bUses] : [b, bUses, a, aUses];
    // The right pair written twice, or once where its surname is used three times in all ("Mr. Mshana" throughout).
    const established = rightUses.length >= 2 || (seen.get(right)?.all ?? 0) >= MIN_RIGHT;
    if ((seen.get(wrong)?.all ?? 0) !== 1 || !established) continue;
    if (wrong[0] !== right[0]) continue;
    // A word the book writes in lower case too ("Billy Said", "Rose Garden") is no surname written once by a slip;
    // one that is a surname all the same ("Billy Hatch" six times, beside "the hatch") must be the pair's three
    // times or more to be the right one.
    if (m.writtenLower(wrong.toLowerCase())) continue;
    if (m.writtenLower(right.toLowerCase()) && rightUses.length < MIN_RIGHT) continue;
    // A near spelling is surnameSlips' when the right surname stands after a name often enough for it to tell.
    if (nearName(wrong, right) && (seen.get(right)?.after.length ?? 0) >= MIN_RIGHT) continue;
    const use = wrongUses[0] as Use;
    if (new RegExp(wholeWord(right), 'u').test(use.sentence)) continue;
    // Kin anywhere in the paragraph, so "his cousin, Nora Blackwood" too.
    const paragraph = paragraphOf(m, use)?.text ?? use.sentence;
    if (kinOfAnother(paragraph, use.sentence, `${first} ${wrong}`, lang) || lang.weddingWord.test(paragraph)) continue;
    const against = rightUses[0] as Use;
    findings.push(
      findingOn(
        'names',
        use,
        `"${first} ${wrong}" here, the only ${wrong} in the book; ${against.file}:${against.line} calls them "${first} ${right}" (${rightUses.length === 1 ? 'once' : `${rightUses.length} times`})`,
        0.6,
        against,
      ),
    );
  }
  return findings;
}

/** A word before a surname that stands before this many different names is a title ("Cap'n Jos", "Cap'n Varcoe"). */
const TITLE_SPREAD = 3;

/**
 * "The company made Stephen Vercoe captain. … The men called him Cap'n Varcoe by the end of the week": one person
 * brought in by first name and surname, then called by a title and a surname one letter away, in the same paragraph.
 * Each spelling is the book's only one or two uses of its word, so neither is the settled form surnameSlips needs;
 * the paragraph holds both, and that is the sign. A word before the second that stands before several names is a
 * title ("Mr", a captain's "Cap'n"); a first name there is another person. A paragraph of kin or of a wedding is left
 * alone (a wife, a brother, a name taken). Told at the first spelling, the other beside it; which one is wrong the
 * book does not say.
 */
export function paragraphSurnameSlips(m: Manuscript, lang: Language): Finding[] {
  const seen = collect(m, lang);
  const followers = new Map<string, Set<string>>();
  for (const [word, entry] of seen)
    for (const u of entry.after) followers.set(u.before, (followers.get(u.before) ?? new Set()).add(word));
  const titled = (before: string) =>
    lang.titles.has(before.toLowerCase()) || (followers.get(before)?.size ?? 0) >= TITLE_SPREAD;
  const rare = [...seen].filter(
    ([word, s]) =>
      s.after.length > 0 &&
      s.all <= MAX_SLIP &&
      !m.writtenLower(word.toLowerCase()) &&
      !lang.titles.has(word.toLowerCase()) &&
      !isCalendarWord(word.toLowerCase(), lang),
  );
  const findings: Finding[] = [];
  for (const [a, sa] of rare)
    for (const [b, sb] of rare) {
      if (a === b || !nearName(a, b) || otherForm(a, b, lang)) continue;
      for (const first of sa.after) {
        if (titled(first.before) || /^\p{Lu}\.?$/u.test(first.before)) continue;
        const paragraph = paragraphOf(m, first);
        const second = sb.after.find(
          (u) =>
            u.file === first.file &&
            titled(u.before) &&
            u.sentence !== first.sentence &&
            paragraph !== undefined &&
            paragraphOf(m, u) === paragraph &&
            paragraph.text.indexOf(u.sentence) > paragraph.text.indexOf(first.sentence),
        );
        if (!second || !paragraph) continue;
        if (kinOfAnother(paragraph.text, first.sentence, `${first.before} ${a}`, lang)) continue;
        if (lang.weddingWord.test(paragraph.text)) continue;
        findings.push(
          findingOn(
            'names',
            first,
            `"${first.before} ${a}" here, and "${second.before} ${b}" later in the same paragraph (${second.file}:${second.line}): one surname spelt two ways?`,
            0.6,
            second,
          ),
        );
      }
    }
  return findings;
}

/**
 * Whether a sentence brings a name in as someone's relative ("his mother, Ellen Whitfield", "Anne Lister, his
 * wife"): another person of the family, no slip. A name the sentence does not hold is never a slip's place either.
 */
function broughtInAsKin(sentence: string, name: string, lang: Language): boolean {
  const at = sentence.indexOf(name);
  return (
    at < 0 || lang.kinBeforeName.test(sentence.slice(0, at)) || lang.kinAfterName.test(sentence.slice(at + name.length))
  );
}

/** The paragraph a use stands in (its chapter's paragraph holding its line). */
function paragraphOf(m: Manuscript, use: Use): Paragraph | undefined {
  const chapter = m.chapters.find((c) => c.file === use.file);
  return chapter ? paragraphAtLine(chapter, use.line) : undefined;
}

/** Whether the titles before a surname tell both genders ("Mr Bell" and "Mrs Bell": two people of one name). */
function titledBoth(s: Seen, lang: Language): boolean {
  const genders = new Set(s.after.map((u) => lang.titles.get(u.before.toLowerCase())).filter((g) => g !== undefined));
  return genders.size > 1;
}

/**
 * A name word the book uses once that no one else owns: not a word of the bible's names or its text, not a word the
 * book also writes in lower case, no title and no day or month. The one use may be a slip of another's name.
 */
function strayOnce(
  word: string,
  uses: number,
  bibleWords: ReadonlySet<string>,
  m: Manuscript,
  lang: Language,
): boolean {
  const lower = word.toLowerCase();
  if (uses !== 1 || bibleWords.has(word) || m.bible.words?.has(word)) return false;
  return !m.writtenLower(lower) && !lang.titles.has(lower) && !isCalendarWord(lower, lang);
}

/** Every word of the bible's names ("Frank", "Bishop", "Mr."): a word the bible gives someone is no slip of another. */
function bibleWordsOf(m: Manuscript): Set<string> {
  // Stryker disable next-line Regex: split on one space, a run of spaces only adds "", which is no word of the text
  return new Set(m.bible.characters.flatMap((c) => c.names.flatMap((n) => n.split(/\s+/))));
}

/** The bible's people whose name, titles left out, has two words or more: its first word and its last. */
function bibleFullNames(m: Manuscript, lang: Language): Array<{ character: Character; first: string; last: string }> {
  return m.bible.characters.flatMap((character) => {
    // Stryker disable next-line Regex: the bible gives its names with one space between words, and a title's one stop is its last character
    const words = character.name.split(/\s+/).filter((w) => !lang.titles.has(w.toLowerCase().replace(/\.$/, '')));
    const [first] = words;
    const last = words.at(-1);
    return words.length >= 2 && first && last ? [{ character, first, last }] : [];
  });
}

/** Each given name the text writes before a surname, with those surnames and their uses; `kept` (given the surname in lower case) may set some aside. */
function surnamesByFirst(
  seen: ReadonlyMap<string, Seen>,
  m: Manuscript,
  lang: Language,
  kept: (lower: string) => boolean = () => true,
): Map<string, Map<string, Use[]>> {
  const out = new Map<string, Map<string, Use[]>>();
  for (const [surname, s] of seen) {
    if (!kept(surname.toLowerCase())) continue;
    for (const [first, uses] of givenNames(s, m, lang))
      out.set(first, (out.get(first) ?? new Map()).set(surname, uses));
  }
  return out;
}

/** The given names written before a surname, each with its uses: no title or initial, nor (unless lowerToo) a word also written in lower case. */
function givenNames(s: Seen, m: Manuscript, lang: Language, lowerToo = false): Map<string, Use[]> {
  const byFirst = new Map<string, Use[]>();
  for (const u of s.after) {
    const lower = u.before.toLowerCase();
    if (lang.titles.has(lower) || !NAME_WORD.test(u.before) || (!lowerToo && m.writtenLower(lower))) continue;
    byFirst.set(u.before, [...(byFirst.get(u.before) ?? []), u]);
  }
  return byFirst;
}

/** A first name with a surname must be used this often in all (alone or with it) to be the one the surname belongs to. */
const MIN_OWNER = 5;
/** Or the full name (first name and surname) written this often. */
const MIN_FULL = 2;

/**
 * "Matt Whitfield" once in a book where the only other Whitfield is Mark, named fifty times: a first name used
 * once before the surname of one person the book calls by another first name of the same opening letter, and
 * nowhere else; or one the book writes in full twice or more, however seldom it names them otherwise ("Doctor
 * Lindgren" the rest of the time). A second person of that surname is the risk, so the surname must be written
 * with exactly those two first names (and initials of their letter only), the titles before it tell one gender,
 * and the name is no relative brought in as one ("his mother, Ellen Whitfield").
 */
export function strayFirstNameSlips(m: Manuscript, lang: Language): Finding[] {
  const seen = collect(m, lang);
  const findings: Finding[] = [];
  for (const [surname, s] of seen) {
    if (m.writtenLower(surname.toLowerCase()) || lang.titles.has(surname.toLowerCase())) continue;
    if (titledBoth(s, lang)) continue;
    const byFirst = givenNames(s, m, lang);
    if (byFirst.size !== 2) continue;
    const [[a, aUses], [b, bUses]] = [...byFirst] as [[string, Use[]], [string, Use[]]];
    const total = (name: string) => seen.get(name)?.all ?? 0;
    // "Cyril Grandy" once, "Cecil Grandy" once, and "Mr. Grandy" again and again between: one man given two first
    // names, each once; the one he was brought in by is his, and the later one the slip, less surely.
    const titled = s.after.filter((u) => lang.titles.has(u.before.toLowerCase())).length;
    const tie = total(a) === 1 && total(b) === 1 && titled >= MIN_RIGHT;
    const aFirst = readingPlace(m, aUses[0] as Use) < readingPlace(m, bUses[0] as Use);
    const [slip, slipUses, right, rightUses] = (tie ? !aFirst : total(a) <= total(b))
      ? [a, aUses, b, bUses]
      : [b, bUses, a, aUses];
    // Once in the whole book, so once before the surname; the other the book's own: named often, or written in
    // full with the surname again and again ("Tobias Lindgren" twice, "Teodor Lindgren" once).
    if (!tie && (total(slip) !== 1 || (total(right) < MIN_OWNER && rightUses.length < MIN_FULL))) continue;
    // "Matt" for "Mark", "Diana" for "Dana": one opening letter. Another ("Tarry Tarrant", "Lieutenant
    // Charpentier") is a nickname or a rank more often than a slip; an initial tells that case (initialSlips).
    if (slip[0] !== right[0]) continue;
    // "Francis Bishop" on a will beside "Frank Bishop" in talk: a name and its usual short form are one man's.
    if (shortForm(slip, right, lang) || otherForm(slip, right, lang)) continue;
    // "T. Lindgren" fits both "Tobias" and "Teodor": an initial of that letter says nothing; of another, a third person.
    if (s.after.some((u) => /^\p{Lu}$/u.test(u.before) && u.before !== slip[0])) continue;
    const lower = slip.toLowerCase();
    if (isParentWord(lower, lang) || lang.givenNameTitles.has(lower)) continue;
    const use = slipUses[0] as Use;
    if (broughtInAsKin(use.sentence, `${slip} ${surname}`, lang)) continue;
    // "Mark and Matt Whitfield": both named together are two people.
    if (new RegExp(wholeWord(right), 'u').test(use.sentence)) continue;
    const against = rightUses[0] as Use;
    findings.push(
      findingOn(
        'names',
        use,
        tie
          ? `"${slip} ${surname}" here, once; ${against.file}:${against.line} brought them in as "${right} ${surname}", and the ${titled} other times the book calls them by a title`
          : `"${slip} ${surname}" here, once; ${against.file}:${against.line} calls them "${right} ${surname}" (${total(right)} times "${right}" in all, and no other ${surname} is named)`,
        tie ? 0.5 : 0.6,
        against,
      ),
    );
  }
  return findings;
}

/**
 * "Anita Raman" once where the bible's one Raman is "Priya Raman": a first name before the surname of exactly one
 * of the bible's people, another given name than theirs and none the bible knows, used once and nowhere else in
 * the book (alone or with the surname), and no short form of the bible's. The text may name no other first name
 * with that surname than the bible's, and its titles there one gender; a relative brought in as one ("his sister,
 * Anita Raman") is left alone.
 */
export function bibleFirstNameSlips(m: Manuscript, lang: Language): Finding[] {
  const seen = collect(m, lang);
  const findings: Finding[] = [];
  const bibleWords = bibleWordsOf(m);
  const bySurname = new Map<string, Array<{ first: string; firsts: Set<string>; line: number; name: string }>>();
  for (const { character: c, first, last } of bibleFullNames(m, lang)) {
    // "Frank Bishop (Francis Bishop)", "Frank (Francis) Bishop": every first name the bible writes before the
    // surname, or alone as a name they go by, is theirs.
    const firsts = new Set(
      c.names.flatMap((n) => {
        const parts = n.split(/\s+/);
        return (parts.length >= 2 && parts.at(-1) === last) || (parts.length === 1 && n !== last)
          ? [parts[0] as string]
          : [];
      }),
    );
    bySurname.set(last, [...(bySurname.get(last) ?? []), { first, firsts, line: c.line, name: c.name }]);
  }
  for (const [surname, s] of seen) {
    const owners = bySurname.get(surname);
    const owner = owners?.[0];
    if (owners?.length !== 1 || !owner || m.writtenLower(surname.toLowerCase())) continue;
    if (titledBoth(s, lang) || s.after.some((u) => /^\p{Lu}$/u.test(u.before))) continue;
    const firsts = givenNames(s, m, lang);
    // "Inés" where a bible typed without accents has "Ines": the same name.
    const strays = [...firsts].filter(
      ([f]) => f !== owner.first && withoutAccents(f) !== owner.first && !owner.firsts.has(f),
    );
    if (strays.length !== 1) continue;
    const [first, uses] = strays[0] as [string, Use[]];
    const lower = first.toLowerCase();
    // Once in the whole book, so once before the surname.
    if ((seen.get(first)?.all ?? 0) !== 1 || bibleWords.has(first)) continue;
    if (isParentWord(lower, lang) || lang.givenNameTitles.has(lower)) continue;
    if (shortForm(first, owner.first, lang)) continue;
    const use = uses[0] as Use;
    if (broughtInAsKin(use.sentence, `${first} ${surname}`, lang)) continue;
    // "At six her husband came home. Arun Raman was a quiet man": a relative the bible does not list.
    const paragraph = paragraphOf(m, use);
    if (lang.kinWord.test(paragraph?.text ?? use.sentence)) continue;
    findings.push(
      findingOn(
        'names',
        use,
        `"${first} ${surname}" here, once; the bible's only ${surname} is "${owner.name}" (bible.md:${owner.line})`,
        0.6,
        { file: 'bible.md', line: owner.line, evidence: owner.name },
      ),
    );
  }
  return findings;
}

/**
 * "Hugo Lazcano" once where the bible's one Hugo is "Hugo Larraín": the first name of exactly one of the bible's
 * people before a surname that is none of the bible's words and stands nowhere else in the book, with the same
 * opening letter as theirs (another letter is another family more often than a slip). The text may write that first
 * name before no third surname; a relative brought in as one ("his cousin, Rosa Benítez"), a paragraph of a wedding
 * (a woman who takes her husband's name), and a sentence that names the bible's surname too are left alone.
 */
export function bibleSurnameSlips(m: Manuscript, lang: Language): Finding[] {
  const seen = collect(m, lang);
  const bibleWords = bibleWordsOf(m);
  const byFirst = new Map<string, Array<{ last: string; line: number; name: string }>>();
  for (const { character: c, first, last } of bibleFullNames(m, lang))
    byFirst.set(first, [...(byFirst.get(first) ?? []), { last, line: c.line, name: c.name }]);
  const findings: Finding[] = [];
  for (const [first, surnames] of surnamesByFirst(seen, m, lang)) {
    const owners = byFirst.get(first);
    const owner = owners?.[0];
    if (owners?.length !== 1 || !owner) continue;
    const strays = [...surnames].filter(([w]) => w !== owner.last && withoutAccents(w) !== owner.last);
    if (strays.length !== 1) continue;
    const [wrong, uses] = strays[0] as [string, Use[]];
    if (!strayOnce(wrong, seen.get(wrong)?.all ?? 0, bibleWords, m, lang)) continue;
    if (wrong[0] !== owner.last[0]) continue;
    const use = uses[0] as Use;
    if (new RegExp(wholeWord(owner.last), 'u').test(use.sentence)) continue;
    // The bible lists the one of that first name: kin met in passing ("in her father's jacket") makes no second.
    if (broughtInAsKin(use.sentence, `${first} ${wrong}`, lang)) continue;
    if (lang.weddingWord.test(paragraphOf(m, use)?.text ?? use.sentence)) continue;
    findings.push(
      findingOn(
        'names',
        use,
        `"${first} ${wrong}" here, the only ${wrong} in the book; the bible's only ${first} is "${owner.name}" (bible.md:${owner.line})`,
        0.6,
        { file: 'bible.md', line: owner.line, evidence: owner.name },
      ),
    );
  }
  return findings;
}

/** Where a person is named as a numbered bed's occupant. */
interface Occupant {
  file: string;
  chapter: number;
  line: number;
  bed: number;
  /** The surname (the name's last word), as the bed's occupants are told apart. */
  surname: string;
  name: string;
  sentence: string;
}

/** Every "Mr. Pelletier in bed twenty-two", "Bed 22 (Pelletier)" of the book, in reading order. */
function occupants(m: Manuscript, lang: Language): Occupant[] {
  const out: Occupant[] = [];
  for (const [chapter, c] of m.chapters.entries())
    for (const p of c.paragraphs)
      for (const s of p.sentences)
        for (const o of s.text.matchAll(lang.bedOccupant)) {
          const name = (o[1] ?? o[4] ?? '').trim();
          const bed = numberOf(o[2] ?? o[3] ?? '', lang);
          const surname = bareName(name.split(/\s+/).at(-1) ?? '', lang);
          // "When Pelletier…" is a name; "Then in bed four…" opens on a little word, no one's.
          if (!bed || !NAME_WORD.test(surname) || lang.stopWords.has(surname.toLowerCase())) continue;
          out.push({ file: c.file, chapter, line: lineAt(s, o.index ?? 0), bed, surname, name, sentence: s.text });
        }
  return out;
}

/**
 * "Mr. Gendron in bed twenty-two had gone blue" in the chapter whose night log has "Bed 22 (Pelletier)", and
 * Pelletier in bed 22 twice more: one bed, two occupants in one chapter with nothing between that empties or fills
 * it (a death, an admission, a discharge, a move), and the one named there once a slip for the one the book puts
 * there again and again.
 */
export function bedSlips(m: Manuscript, lang: Language): Finding[] {
  const all = occupants(m, lang);
  const findings: Finding[] = [];
  const count = (bed: number, surname: string) => all.filter((o) => o.bed === bed && o.surname === surname).length;
  for (const slip of all) {
    if (count(slip.bed, slip.surname) !== 1) continue;
    const right = all.find(
      (o) =>
        o.chapter === slip.chapter && o.bed === slip.bed && o.surname !== slip.surname && count(o.bed, o.surname) >= 2,
    );
    if (!right) continue;
    const chapter = m.chapters[slip.chapter];
    const [from, to] = [Math.min(slip.line, right.line), Math.max(slip.line, right.line)];
    // A change told of either person or of a bed between them ("bed twenty-two was stripped", "Pelletier died").
    const changed = (chapter?.paragraphs ?? [])
      .flatMap((p) => p.sentences)
      .some(
        (x) =>
          x.line >= from &&
          x.line <= to &&
          (x.text.includes(slip.surname) || x.text.includes(right.surname) || lang.bedWord.test(x.text)) &&
          lang.bedChange.test(x.text),
      );
    if (changed) continue;
    findings.push(
      findingOn(
        'names',
        slip,
        `"${slip.name}" in bed ${slip.bed} here; ${right.file}:${right.line} puts ${right.surname} in bed ${slip.bed} in the same chapter (${count(right.bed, right.surname)} times in the book), and nothing between empties the bed`,
        0.6,
        right,
      ),
    );
  }
  return findings;
}

/**
 * "Dr. Murray came from the village" once where the bible's one doctor of that letter is "Dr. Munro": a surname
 * after a title of an office (a doctor, a priest, an inspector) that the book writes nowhere else, is none of the
 * bible's words, and opens on the letter of exactly one of the bible's people with that title. A town may have two
 * doctors, so the bible's must be the only one of its title with that opening letter (another letter is another
 * doctor more often than a slip), and a sentence that names the bible's surname too ("Dr. Murray, Munro's
 * partner") tells two people.
 */
export function bibleTitledSurnameSlips(m: Manuscript, lang: Language): Finding[] {
  const seen = collect(m, lang);
  const bibleWords = bibleWordsOf(m);
  const byOffice = new Map<string, Array<{ last: string; line: number; name: string }>>();
  for (const c of m.bible.characters)
    for (const n of c.names) {
      const words = n.split(/\s+/);
      // Stryker disable next-line StringLiteral,Regex: a split always gives a first word; no office title holds a full stop, so a word with one inside it is none whichever stop is dropped (only a title split by one, "D.r", would tell)
      const office = lang.officeTitles.get((words[0] ?? '').toLowerCase().replace(/\.$/, ''));
      // "Dr. Ruth Fenwick MD": letters after the name (two to four capitals) are no part of it; the surname is before.
      // The title itself is none ("Doctor MRCP": a doctor the bible gives no surname).
      const last = words.findLast((w, i) => i > 0 && !/^\p{Lu}{2,4}\.?$/u.test(w));
      if (words.length < 2 || !office || !last || !NAME_WORD.test(last)) continue;
      const list = byOffice.get(office) ?? [];
      if (!list.some((o) => o.last === last)) list.push({ last, line: c.line, name: c.name });
      byOffice.set(office, list);
    }
  const findings: Finding[] = [];
  for (const [word, s] of seen) {
    if (!strayOnce(word, s.all, bibleWords, m, lang)) continue;
    for (const use of s.after) {
      const office = lang.officeTitles.get(use.before.toLowerCase());
      const owners = (office ? (byOffice.get(office) ?? []) : []).filter((o) => o.last[0] === word[0]);
      const owner = owners[0];
      if (owners.length !== 1 || !owner || owner.last === word || withoutAccents(word) === owner.last) continue;
      if (new RegExp(wholeWord(owner.last), 'u').test(use.sentence)) continue;
      findings.push(
        findingOn(
          'names',
          use,
          `"${use.before} ${word}" here, the only ${word} in the book; the bible's only ${use.before} of that letter is "${owner.name}" (bible.md:${owner.line})`,
          0.6,
          { file: 'bible.md', line: owner.line, evidence: owner.name },
        ),
      );
    }
  }
  return findings;
}

/** The one who speaks in a chapter must be named there this often, and in the book at least MIN_OWNER times. */
const MIN_IN_CHAPTER = 3;

/**
 * '"Twelve hours," said Kjartan.' in a chapter where Kristján speaks again and again: a name tagged as a speaker
 * ("said Eileen", "Eileen asked") that the whole book writes this once and nowhere else, in a chapter where exactly
 * one other name of its opening letter is a speaker too, named there three times or more (five in the book). A
 * once-named speaker of another letter is a minor character as often as not, so the letter is the sign; two
 * speakers of that letter in the chapter and a word the bible or the text knows otherwise (lower case, a title,
 * a day, "Mum") are left alone. Unsure: a walk-on who speaks once is the risk.
 */
export function speakerSlips(m: Manuscript, lang: Language): Finding[] {
  // Stryker disable next-line ConditionalExpression: run on the emptied language, no speech verb is read and no speaker found; the skip saves the time
  if (!lang.readsWords) return [];
  const rw = lang.reading;
  const seen = collect(m, lang);
  const bibleWords = bibleWordsOf(m);
  const findings: Finding[] = [];
  const nameAt = /\p{Lu}[\p{Ll}\p{M}]+(?:['’]s)?/gu;
  const known = (w: string) => {
    const lower = w.toLowerCase();
    return (
      m.writtenLower(lower) ||
      lang.titles.has(lower) ||
      lang.stopWords.has(lower) ||
      lang.adverbs.has(lower) ||
      isCalendarWord(lower, lang) ||
      isParentWord(lower, lang)
    );
  };
  // A capital that is no name ("The", "Then", "She") is never a speaker: the speech tags, whose patterns cost more
  // than the rest of the check, are read for names alone.
  const candidate = (w: string) => NAME_WORD.test(w) && !known(w);
  for (const chapter of m.chapters) {
    const inChapter = new Map<string, number>();
    const speakers: Array<{ word: string; line: number; sentence: string }> = [];
    for (const p of chapter.paragraphs)
      for (const s of p.sentences) {
        for (const t of s.text.matchAll(CAPITAL_WORD)) {
          const w = bareName(t[0], lang).replace(/\.$/, '');
          if (NAME_WORD.test(w)) inChapter.set(w, (inChapter.get(w) ?? 0) + 1);
        }
        for (const n of s.narration.matchAll(nameAt)) {
          const at = n.index ?? 0;
          const word = bareName(n[0], lang);
          if (!candidate(word)) continue;
          const tagged =
            rw.speechTagAfter.test(s.narration.slice(at + n[0].length)) ||
            rw.speechTagBefore.test(s.narration.slice(0, at));
          if (tagged) speakers.push({ word, line: lineAt(s, at), sentence: s.text });
        }
      }
    for (const slip of speakers) {
      if ((seen.get(slip.word)?.all ?? 0) !== 1 || known(slip.word)) continue;
      if (bibleWords.has(slip.word) || m.bible.words?.has(slip.word)) continue;
      const others = [...new Set(speakers.map((o) => o.word))].filter((w) => w !== slip.word && w[0] === slip.word[0]);
      const [right] = others;
      if (others.length !== 1 || !right) continue;
      if ((inChapter.get(right) ?? 0) < MIN_IN_CHAPTER || (seen.get(right)?.all ?? 0) < MIN_OWNER) continue;
      const against = speakers.find((o) => o.word === right) as (typeof speakers)[number];
      findings.push(
        findingOn(
          'names',
          { ...slip, file: chapter.file },
          `"${slip.word}" speaks here, the only ${slip.word} in the book; the chapter's speaker of that letter is "${right}" (${chapter.file}:${against.line}, named ${inChapter.get(right) ?? 0} times in this chapter)`,
          0.5,
          { ...against, file: chapter.file },
        ),
      );
    }
  }
  return findings;
}

/**
 * "— R. Benítez, Sub-comisario." signing a report where the one the book names is "Ramón Benavídez": an initial and
 * a surname the book writes nowhere else, where exactly one full name of the book has a first name of that initial
 * and a surname of the same first two letters. A signature or a letterhead keeps the initial and changes the
 * name. Another opening of the surname is another family more often than a slip, a near spelling is surnameSlips',
 * a word the bible knows is its own person, and a relative brought in as one or a sentence naming both is left alone.
 */
export function initialSurnameSlips(m: Manuscript, lang: Language): Finding[] {
  const seen = collect(m, lang);
  const bibleWords = bibleWordsOf(m);
  const pairs = [
    ...surnamesByFirst(seen, m, lang, (lower) => !m.writtenLower(lower) && !lang.titles.has(lower)),
  ].flatMap(([first, surnames]) => [...surnames].map(([surname, uses]) => ({ first, surname, uses })));
  const findings: Finding[] = [];
  for (const [word, s] of seen) {
    if (!strayOnce(word, s.all, bibleWords, m, lang)) continue;
    for (const use of s.after) {
      if (!/^\p{Lu}$/u.test(use.before)) continue;
      const owners = pairs.filter(
        (p) => p.first[0] === use.before && p.surname !== word && p.surname.slice(0, 2) === word.slice(0, 2),
      );
      const owner = owners[0];
      if (owners.length !== 1 || !owner || nearName(word, owner.surname)) continue;
      if (new RegExp(wholeWord(owner.surname), 'u').test(use.sentence)) continue;
      // "R. Benítez" or "R Benítez": the initial with its full stop or without.
      const dotted = use.sentence.includes(`${use.before}. ${word}`);
      if (broughtInAsKin(use.sentence, `${use.before}${dotted ? '.' : ''} ${word}`, lang)) continue;
      const against = owner.uses[0] as Use;
      findings.push(
        findingOn(
          'names',
          use,
          `"${use.before}. ${word}" here, the only ${word} in the book; ${against.file}:${against.line} names "${owner.first} ${owner.surname}"`,
          0.5,
          against,
        ),
      );
    }
  }
  return findings;
}
