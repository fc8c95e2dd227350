import { asciidocAsMarkdown, isAsciidoc } from './bibleAsciidoc.js';
import { bbcodeAsMarkdown, isBbcode } from './bibleBbcode.js';
import { boxedSheetAsMarkdown, isBoxedSheet } from './bibleBoxed.js';
import { calendarAsMarkdown, isCalendar } from './bibleCalendar.js';
import { cardsAsMarkdown } from './bibleCards.js';
import { dokuwikiAsMarkdown, isDokuwiki } from './bibleDokuwiki.js';
import { ednAsMarkdown, isEdn } from './bibleEdn.js';
import { familyTreeAsMarkdown, isFamilyTree } from './bibleFamilyTree.js';
import { fixedWidthAsMarkdown, hasFixedWidthTable } from './bibleFixedWidth.js';
import {
  bracketAge,
  castAge,
  castLine,
  frontMatterNotesAsMarkdown,
  indentOutlineAsMarkdown,
  isIndentOutline,
  isObsidian,
  isOrg,
  isoDatesAsWords,
  isRst,
  obsidianAsMarkdown,
  orgAsMarkdown,
  rstAsMarkdown,
  titleCase,
  tomlBlock,
  upperFirst,
} from './bibleFormats.js';
import { gedcomAsMarkdown, isGedcom } from './bibleGedcom.js';
import { gemtextAsMarkdown, isGemtext } from './bibleGemtext.js';
import { graphvizAsMarkdown, isGraphviz } from './bibleGraphviz.js';
import { informAsMarkdown, isInform } from './bibleInform.js';
import { isJrnl, jrnlAsMarkdown } from './bibleJrnl.js';
import { jsonBlock, jsonLines } from './bibleJson.js';
import { isLogseq, logseqAsMarkdown } from './bibleLogseq.js';
import { isLua, luaAsMarkdown } from './bibleLua.js';
import { htmlAsMarkdown, isHtml, isLatex, latexAsMarkdown } from './bibleMarkup.js';
import { isNodeWeb, nodeWebAsMarkdown } from './bibleNodeWeb.js';
import { isPlantUml, plantUmlAsMarkdown } from './biblePlantUml.js';
import {
  type Anchor,
  dataSectionLines,
  dateAnchors,
  delimitedRecords,
  delimiterOf,
  isPersonBody,
  labelField,
  labelledLine,
  ownLine,
  type PersonRecord,
  questionAnswer,
  recordBody,
  recordLines,
  recordName,
  splitRow,
  withChapters,
  yamlBlock,
  yamlObjectLines,
  yamlRecords,
} from './bibleRecords.js';
import { isRecutils, recutilsAsMarkdown } from './bibleRecutils.js';
import { isRegister, registerAsMarkdown } from './bibleRegister.js';
import { isRemind, remindAsMarkdown } from './bibleRemind.js';
import { isRtf, rtfAsMarkdown } from './bibleRtf.js';
import { isScheme, schemeAsMarkdown } from './bibleScheme.js';
import { isSqlDump, sqlDumpAsMarkdown } from './bibleSqlDump.js';
import { isTaskPaper, taskPaperAsMarkdown } from './bibleTaskPaper.js';
import { isTextile, textileAsMarkdown } from './bibleTextile.js';
import { isTodoTxt, todoTxtAsMarkdown } from './bibleTodoTxt.js';
import { isTroffMs, troffAsMarkdown } from './bibleTroff.js';
import { isTurtle, turtleAsMarkdown } from './bibleTurtle.js';
import { isTwee, tweeAsMarkdown } from './bibleTwee.js';
import { fullYears, typedBible, typedKind } from './bibleTyped.js';
import { isTypst, typstAsMarkdown } from './bibleTypst.js';
import { isVcard, vcardAsMarkdown } from './bibleVcard.js';
import { xmlAsYaml, xmlSourceLines } from './bibleXml.js';
import { datesIn, weekdaysIn } from './dates.js';
import { isCalendarWord, type Language } from './lang/index.js';
import { isQuestionnaire, questionnaireAsMarkdown } from './questionnaire.js';
import type { BibleLine } from './types.js';

/**
 * A bible in any common dialect, turned into the shape writer's own system
 * prompt asks for (sections; "### Name" entries; "- key: value" lines), each
 * line keeping the line number it came from, so a finding still points at
 * the author's own bible.md. What it reads:
 *
 * - headings or bold names ("**Mara Voss**", "- **Mara Voss** — pilot") with
 *   nested bullets ("  - Eyes: grey") or "Key: value" lines;
 * - tables with a header row (Name | Age | Eyes…; When | Chapter | What…;
 *   Object | Held by | Changes), whatever the section;
 * - prose: sentences grouped by the character they are about ("Ottilie is
 *   twenty-seven… She keeps the shop…"), with the book's voice and the fate
 *   of each;
 * - a timeline of dates or days as well as of chapters (kept as written:
 *   bible.ts reads its chapter, date, weekday and day).
 */

export type Line = BibleLine;

type Section = 'characters' | 'places' | 'timeline' | 'objects' | 'style' | 'threads';

const HEADING = /^\s*(#{1,6})\s+(.*?)\s*#*\s*$/;
const BOLD_ALONE = /^\s*(?:[-*+]\s+)?\*\*([^*]+?)\*\*:?\s*$/;
const BOLD_LEAD = /^\s*(?:[-*+]\s+)?\*\*([^*]+?)\*\*\s*(?:[—–:,-]\s*|\()(.*)$/;
/** The dash before a heading's note: spaced ("Ann Lee — the widow"), or typed close as an em dash or after a quote. */
const NOTE_DASH = /\s+[—–]\s+|\s*—\s*|(?<=["”])\s*[–-]\s*/u;
/** A rule across the page: "=====", "-----", "*****". */
const RULE = /^\s*(?:={3,}|-{3,}|\*{3,}|_{3,})\s*$/;
const ROW = /^\s*\|(.*)\|\s*$/;
const BULLET = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/;
/**
 * "Fonseca, Anthony (Antonio) -- duka keeper", "Bhatt, Mr. -- the agent's man": a surname, a comma, the given name
 * or title (and a name in brackets), then a dash: a style sheet's person. A note after a comma ("Mara Voss, pilot")
 * opens in lower case and is none.
 */
const SURNAME_FIRST =
  /^(\p{Lu}[\p{L}'’-]+),\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)?)(\s*\([^)]*\))?\s+(?:--|[—–])\s+(\S.*)/u;
/**
 * A style sheet's "Fonseca, Anthony (Antonio)" as "Anthony Fonseca", with the lines it implies: the name in brackets
 * as an alias, and a number standing as a sentence of its own in the note ("his wife. 49. Green eyes") as the age —
 * a sheet's terse way with it, which an age later in the entry ("came out in 1931, aged 19") does not overrule.
 */
function surnameFirst(m: RegExpExecArray, lang: Language): { name: string; also: string } {
  // Stryker disable next-line MethodExpression: the alias line's value is trimmed where it is read, and an alias of spaces alone ("( )") is dropped there too
  const bracket = m[3]?.replace(/[()]/g, '').trim();
  const age = /(?:^|\.\s+)(\d{1,3})\.(?:\s|$)/.exec(m[4] as string)?.[1];
  const lines = [
    // Stryker disable next-line ArrayDeclaration: a stand-in line is a bullet of no field atop the entry, which the reader passes over
    ...(bracket ? [`${lang.bible.record.aliasLabel}: ${bracket}`] : []),
    // Stryker disable next-line ArrayDeclaration: as above, a stand-in line is a bullet of no field the reader passes over
    ...(age ? [`${lang.bible.record.ageLabel}: ${age}`] : []),
  ];
  return {
    // "ITURBE, Tomás": a surname in capitals, as a style sheet sets it, is written as a name is.
    name: `${(m[2] as string).trim()} ${/\p{Ll}/u.test(m[1] as string) ? m[1] : titleCase(m[1] as string)}`,
    also: lines.join('; '),
  };
}
/** "   2.3 Tom's recipe is pinned to the wall.": an item of a numbered outline, its number dropped. */
const OUTLINE_ITEM = /^\s*(\d+)\.\d+(?:\.\d+)*\.?\s+(.*)$/;
/** "2. The Loft (Saturday 6 March)": a chapter of a numbered outline, when its items follow. */
const OUTLINE_CHAPTER = /^(\d+)\.\s+(\S.*)$/;

function sectionOf(title: string, lang: Language): Section | undefined {
  const order: Section[] = ['threads', 'timeline', 'characters', 'places', 'objects', 'style'];
  // Stryker disable next-line OptionalChaining: every language names all six sections (Language.sections; ENGLISH does), the `?.` only satisfies the index type
  return order.find((s) => lang.sections[s]?.test(title));
}

/**
 * A nickname in quotes or brackets between a first name and a surname: 'William "Bill" Pruitt', 'Theodore “Moose”
 * Lindqvist', "Tom ‘Ace’ Bell", "Frank (Francis) Bishop"; set off by a comma too ('Bastiano, “Bas” Gallo'), when
 * it is quoted; several short forms in one bracket ("Lillian (Lil, Lilly) Hart") are all theirs.
 */
export const NICKNAME_INSIDE =
  /^(\p{Lu}[\p{L}'’-]+)(?:\s+|,\s*(?=["“'‘]))["“'‘(](\p{Lu}[\p{L}'’ -]*?(?:,\s*\p{Lu}[\p{L}'’ -]*?)*)["”'’)]\s+(\p{Lu}[\p{L}'’-]+)(?=\s|$|[—–:,;(])/u;

/** A heading or a bold name with a nickname inside ('### William "Bill" Pruitt'): the name, then the nickname in brackets. */
function nicknameAfter(line: string): string {
  const head = /^(\s*#{1,6}\s+|\s*(?:[-*+]\s+)?\*\*)(.*)$/u.exec(line);
  return head ? `${head[1]}${(head[2] as string).replace(NICKNAME_INSIDE, '$1 $3 ($2)')}` : line;
}

/** "(Lil, Lilly)", "(Bill or Will)": a bracket that holds only names, the short forms of the one before it. */
function namesInBracket(bracket: string | undefined, lang: Language): boolean {
  const parts = bracket?.split(lang.bible.aliasSeparator).map((p) => p.trim()) ?? [];
  // Stryker disable next-line Regex: looksLikeName asks the same capital at the start (English's personName opens on one), so the anchor changes nothing
  return parts.length > 0 && parts.every((p) => /^\p{Lu}/u.test(p) && looksLikeName(p, lang));
}

/** A name as a person is written: one to four capitalised words, a title allowed ("Dr. Pieter Haas", "Mr. Crane"). */
export function looksLikeName(text: string, lang: Language): boolean {
  const t = text
    .replace(NICKNAME_INSIDE, '$1 $3')
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .trim();
  return lang.bible.personName.test(t);
}

/**
 * One spreadsheet holding every sheet, its kind in a column ("CAST", "PLACE", "OBJECT", "TIMELINE"): the people's
 * rows stay a table (the header kept), every other row becomes a line of its section, its cells joined by " — ". With
 * no such column, every row is a person's.
 */
function sheetsOf(
  block: readonly Line[],
  separator: string,
  lang: Language,
): { people: Line[]; others: Map<Section, Line[]> } {
  const rows = block.slice(1).filter((r) => r.text.trim() !== '');
  const table = rows.map((r) => splitRow(r.text, separator));
  // Stryker disable next-line OptionalChaining: the block has a header and at least one row (canonicalLines asks block.length >= 2), so table[0] is always there
  const width = table[0]?.length ?? 0;
  const kind = Array.from({ length: width }, (_, k) => k).find((k) =>
    // Stryker disable next-line StringLiteral: a missing cell reads as no section whatever stands in for it, as no section's word is in the default
    table.every((cells) => sectionOf(cells[k] ?? '', lang) !== undefined),
  );
  const others = new Map<Section, Line[]>();
  if (kind === undefined) return { people: [...block], others };
  const people: Line[] = [block[0] as Line];
  rows.forEach((row, n) => {
    const cells = table[n] as string[];
    const section = sectionOf(cells[kind] as string, lang) as Section;
    if (section === 'characters') people.push(row);
    else
      others.set(section, [
        ...(others.get(section) ?? []),
        { text: `- ${cells.filter((c, k) => k !== kind && c !== '').join(' — ')}`, line: row.line },
      ]);
  });
  return { people, others };
}

function cells(row: string): string[] {
  return row.split('|').map((c) => c.trim());
}

const isRule = (row: string) => /^[\s|:-]+$/.test(row);

/** Which field a table column holds, by its header. */
function columnKind(header: string, lang: Language): string {
  const h = header
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim();
  return lang.bible.columns.find(([pattern]) => pattern.test(h))?.[1] ?? h;
}

/** A table with a header row: each row as an entry of "key: value" lines, or a timeline line. */
function tableLines(
  rows: Line[],
  section: Section | undefined,
  lang: Language,
): { lines: Line[]; section: Section | undefined } {
  const words = lang.bible;
  const header = cells((ROW.exec(rows[0]?.text ?? '')?.[1] ?? '') as string).map((h) => columnKind(h, lang));
  const body = rows.slice(1).filter((r) => !isRule((ROW.exec(r.text)?.[1] ?? '') as string));
  const out: Line[] = [];
  const timeline = header.includes('when') || (header.includes('chapter') && !header.includes('name'));
  // A table under no heading says by its columns what it holds.
  const guessed: Section | undefined = header.some((h) => words.characterColumns.test(h))
    ? 'characters'
    : header.some((h) => words.objectColumns.test(h)) ||
        words.objectFirstCell.test(rows[0]?.text.replace(/^\s*\|\s*/, '') ?? '')
      ? 'objects'
      : undefined;
  // Its columns win over the heading above it when they name objects ("| Object | Held by |" after the cast).
  const kind: Section | undefined = timeline ? 'timeline' : guessed === 'objects' ? guessed : (section ?? guessed);
  for (const row of body) {
    const values = cells((ROW.exec(row.text)?.[1] ?? '') as string);
    if (timeline) {
      const parts = values.map((v, i) =>
        header[i] === 'chapter' && /^\d+$/.test(v)
          ? words.chapterRefs.column.replace('$1', v)
          : v.replace(words.chapterRefs.inCell, words.chapterRefs.canonical),
      );
      out.push({ text: `- ${parts.filter((p) => p !== '').join(' — ')}`, line: row.line });
      continue;
    }
    const nameAt = header.indexOf('name');
    const at = Math.max(nameAt, 0);
    const name = values[at] ?? '';
    if (name === '') continue;
    out.push({ text: `### ${name}`, line: row.line });
    values.forEach((v, i) => {
      if (i === at || v === '') return;
      const key = header[i] ?? '';
      out.push({ text: key && !words.notesColumn.test(key) ? `- ${key}: ${v}` : `- ${v}`, line: row.line });
    });
  }
  return { lines: out, section: kind };
}

/**
 * Sentences of a prose paragraph, each with the line it opens on. A paragraph wrapped at a margin ("He died on the
 * Sunday, the" / "10th of December 1978, …") is read as one text: a sentence runs on over the wrap.
 */
function sentencesOf(lines: Line[], lang: Language): Line[] {
  const out: Line[] = [];
  /** Where each line starts in the joined text, with its number. */
  const starts: Array<{ at: number; line: number }> = [];
  let text = '';
  for (const l of lines) {
    if (text !== '') text += ' ';
    starts.push({ at: text.length, line: l.line });
    text += l.text.trim();
  }
  const lineAt = (at: number) => starts.findLast((x) => x.at <= at)?.line ?? 0;
  let open: Line | undefined;
  let at = 0;
  // A daybook's bold lead ("**Day 2 — Tuesday 8 October.** June …") ends a sentence as its full stop does.
  for (const part of text.split(/((?<=[.!?]|[.!?]\*\*|[.!?]__)\s+(?=[\p{Lu}"“]))/u)) {
    const from = at;
    at += part.length;
    if (part.trim() === '') continue;
    // "Dr. Hugh Ransome is…": a title's stop ends no sentence.
    if (open && lang.bible.typed.abbreviation.test(open.text)) open.text = `${open.text} ${part.trim()}`;
    else {
      open = { text: part.trim(), line: lineAt(from) };
      out.push(open);
    }
  }
  return out;
}

/** A name's words without its title. */
function bareName(name: string, lang: Language): string[] {
  return name.split(/\s+/).filter((w) => !lang.bible.titleWord.test(w));
}

/** "Ottilie Marsh" and "Ottilie", "Doctor Haas" and "Pieter Haas": the same person (one word in common, the last of one). */
function sameCharacter(a: string, b: string, lang: Language): boolean {
  const x = bareName(a, lang);
  const y = bareName(b, lang);
  // "Harold Pennock" and "Margaret Pennock": two full names that share only the family name are two people.
  if (x.length >= 2 && y.length >= 2 && x[0] !== y[0]) return false;
  return x.includes(y.at(-1) as string) || y.includes(x.at(-1) as string) || x[0] === y[0];
}

/** The given names the prose puts before each surname ("Thomas Keogh", "Mary Keogh": Keogh → Thomas, Mary). */
function familiesIn(paragraphs: readonly Line[][], lang: Language): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const p of paragraphs)
    for (const l of p)
      for (const m of l.text.matchAll(/(?<![\p{L}'’])(\p{Lu}\p{Ll}+)\s+(\p{Lu}\p{Ll}[\p{L}'’-]*)(?![\p{L}'’])/gu)) {
        if (!looksLikeName(`${m[1]} ${m[2]}`, lang) || lang.bible.notSubject.test(m[1] as string)) continue;
        const set = out.get(m[2] as string) ?? new Set<string>();
        set.add(m[1] as string);
        out.set(m[2] as string, set);
      }
  return out;
}

/** "Frost's wife" → Frost (a surname the prose gives); "Felix's wife" → Mare (Felix Mare's surname); else none. */
function surnameOf(owner: string | undefined, families: ReadonlyMap<string, ReadonlySet<string>>): string | undefined {
  if (!owner) return undefined;
  if (families.has(owner)) return owner;
  const theirs = [...families].filter(([, given]) => given.has(owner)).map(([surname]) => surname);
  return theirs.length === 1 ? theirs[0] : undefined;
}

/**
 * "Keogh" then "Daniel Keogh", where the prose also names a Thomas and a Mary Keogh: a surname alone is no one
 * member of a family the prose names several of.
 */
function sharedSurname(a: string, b: string, families: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  const [one, full] = a.split(/\s+/).length === 1 ? [a, b] : b.split(/\s+/).length === 1 ? [b, a] : [];
  if (!one || !full || full.split(/\s+/).at(-1) !== one) return false;
  return (families.get(one)?.size ?? 0) >= 2;
}

/**
 * Prose about the cast: each sentence goes to the character it names first
 * at its start (or, for "She …", the last one named); a sentence about an
 * object's keeper ("Anselm's silver watch is Ottilie's.") starts an object.
 */
/**
 * Whether the first line after `from` that is not blank is a paragraph of prose about someone: a name, then a
 * sentence of lower-case words, no bullet, field or entry dash before it.
 */
function proseParagraphAfter(raw: readonly Line[], from: number, lang: Language): boolean {
  const next = raw.slice(from).find((r) => r.text.trim() !== '')?.text ?? '';
  const opening = /^(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)+)[,\s]+(?:\p{Ll}+\s+){3}/u.exec(next);
  return opening !== null && next.length >= 80 && looksLikeName(opening[1] as string, lang) && !BULLET.test(next);
}

function proseLines(
  paragraphs: Line[][],
  lang: Language,
  items: ReadonlyMap<Line[], number> = new Map(),
): { characters: Line[]; objects: Line[]; places: Line[]; other: Line[] } {
  const characters = new Map<string, Line[]>();
  const objects: Line[] = [];
  const places: Line[] = [];
  const other: Line[] = [];
  let last: string | undefined;
  /** The names a character was given as "also called" or in brackets, each with that character's lines. */
  const aliasOf = new Map<string, Line[]>();
  const words = lang.bible;
  const families = familiesIn(paragraphs, lang);
  // "Grey eyes, dark hair in a plait, and a wee white scar": looks said with no subject are the person's the
  // paragraph opened on.
  const looks = new RegExp(`^(?:[\\p{L}-]+[ ,]+){0,3}(?:${lang.features.eyes}|${lang.features.hair})\\b`, 'iu');
  for (const paragraph of paragraphs) {
    // "She …" is the paragraph's first-named character, not the last one named ("Haas calls her Tilly").
    let topic: string | undefined;
    // An outline's numbered item ("1.2 …") is about whom it names: "She" never reaches back into the item before.
    if (items.has(paragraph)) last = undefined;
    for (const s of sentencesOf(paragraph, lang)) {
      // "Her husband, Roy Marsh, is a tram driver.": the sentence is Roy Marsh's, and "her husband" is said of him
      // at its end ("Roy Marsh, is a tram driver (her husband)."), where no one else's name stands before what it
      // says of him. A clause of its own ("…father, Silas Ashby, died…") is read below.
      const kin = words.kinAppositive.exec(s.text);
      words.characterClause.lastIndex = 0;
      if (
        kin &&
        looksLikeName((kin[2] as string).replace(/\s*\([^)]*\)/g, ''), lang) &&
        !words.characterClause.test(s.text)
      ) {
        const said = s.text.slice(kin[0].length).replace(/([.!?]?)\s*$/, '');
        const phrase = words.kinPronoun.test(kin[1] as string)
          ? `${(kin[1] as string).charAt(0).toLowerCase()}${(kin[1] as string).slice(1)}`
          : (kin[1] as string);
        // "Frost's wife, Lillian": one of the Frost family, Lillian Frost, unless the prose gives her a surname.
        // Stryker disable next-line Regex: kin[1] opens on His/Her/Their (then lowercase words only) or on the possessive itself, so no capital possessive stands later in it
        const family = surnameOf(/^(\p{Lu}[\p{L}'’-]+)['’]s\s/u.exec(kin[1] as string)?.[1], families);
        const name = kin[2] as string;
        const single = /^\p{Lu}[\p{L}'’-]+(?=\s*(?:\(|$))/u.exec(name);
        // Their other names in the brackets go with the family's name too ("Lil" is "Lil Frost").
        const full =
          family && single && words.familyKin.test(kin[1] as string)
            ? name.replace(single[0], `${single[0]} ${family}`).replace(/\(([^)]*)\)/, (_, inside: string) => {
                const others = inside
                  .split(/\s*,\s*/)
                  .map((p) => p.replace(/["“”]/g, '').trim())
                  .filter((p) => /^\p{Lu}[\p{L}'’-]+$/u.test(p));
                return `(${[inside, ...others.map((p) => `${p} ${family}`)].join(', ')})`;
              })
            : name;
        s.text = `${full}, ${said} (${phrase}).`;
      }
      words.characterClause.lastIndex = 0;
      // 'Harold "Hal" Pennock', "Danny (Daniel) May": the name, then the other it goes by.
      s.text = s.text
        .replace(words.nicknameInside, words.nicknameInsideAs)
        .replace(words.aliasInside, words.aliasInsideAs)
        .replace(/,\s*([,)])/g, '$1');
      // "…her brother, Anselm Marsh, who died…": a clause about a character of its own.
      for (const m of s.text.matchAll(words.characterClause)) {
        const name = m[1] as string;
        const own = characters.get(name) ?? [];
        own.push({ text: `- ${m[2]}`, line: s.line });
        characters.set(name, own);
        // The clause is that character's, not the sentence's subject's.
        s.text = s.text.replace(m[2] as string, '').trim();
      }
      // "…from Lorna Hale (Mum, once Lorna Vass), dated…": a character of her own, and the names she goes by.
      for (const m of s.text.matchAll(words.introducedName)) {
        const name = m[1] as string;
        const calendar = new Set([...lang.weekdays, ...lang.months, ...lang.properWords]);
        if (!looksLikeName(name, lang) || name.split(/\s+/).some((w) => calendar.has(w.toLowerCase()))) continue;
        const aliases = (m[2] as string)
          .split(/\s*,\s*/)
          .map((part) => part.replace(/^(?:\p{Ll}+\s+)+/u, ''))
          .filter((part) => looksLikeName(part, lang) && !isFieldName(part, lang));
        if (aliases.length === 0) continue;
        const own = characters.get(name) ?? [];
        for (const a of aliases) {
          own.push({ text: `- also called: ${a}`, line: s.line });
          if (!aliasOf.has(a)) aliasOf.set(a, own);
        }
        characters.set(name, own);
      }
      // "On Saturday 3 April Sunny dyes Immy's hair black", in the outline's chapter 4: Immy's change, in chapter 4.
      const changed =
        items.has(paragraph) && words.changeVerb.test(s.text) ? words.possessiveFeature.exec(s.text) : null;
      const whose = changed ? (changed[1] as string) : undefined;
      const owner = whose
        ? (aliasOf.get(whose) ??
          // Stryker disable next-line StringLiteral: no character is keyed by this stand-in, so the lookup finds no one whatever string it is
          characters.get([...characters.keys()].find((k) => sameCharacter(k, whose, lang)) ?? ''))
        : undefined;
      if (owner) {
        const chapter = lang.bible.chapterRefs.canonical.replace('$1', String(items.get(paragraph)));
        owner.push({ text: `- ${s.text} (${chapter})`, line: s.line });
        continue;
      }
      const object = words.objectSentence.exec(s.text);
      const narrator = words.narratorIs.exec(s.text);
      // "Theresa Keough." alone opens her paragraph; "Okay." alone is no one.
      const said = narrator ? null : words.subject.exec(s.text);
      // Stryker disable next-line MethodExpression: the subject's name (group 1) opens and ends on a letter, so there is nothing to trim
      const found = said && /\.\s*$/.test(said[0]) && !/\s/.test((said[1] as string).trim()) ? null : said;
      // "Saltcote, a market town on the estuary": a place, not a character.
      const subject: Array<string | undefined> | null = narrator
        ? [narrator[0], narrator[1]]
        : found && !words.placeAppositive.test(s.text.slice(found[0].length - (found[0].endsWith(',') ? 1 : 0)))
          ? [...found]
          : null;
      if (object && words.objectOwned.test(object[1] as string) && words.objectOwnerEnd.test(s.text)) {
        objects.push({ text: `### ${object[1]}`, line: s.line }, { text: `- holder: ${object[2]}`, line: s.line });
        continue;
      }
      // "…the Lantern Inn, which stands on the harbour front with a red door": a place and what it looks like.
      const place = words.placeSentence.exec(s.text);
      if (place) {
        places.push(
          { text: `### ${words.placeHeading} ${(place[1] as string).replace(words.placeArticle, '')}`, line: s.line },
          { text: `- ${(place[2] as string).trim()}`, line: s.line },
        );
      }
      if (
        objects.length > 0 &&
        words.pronounOpening.test(s.text) &&
        words.itWord.test(s.text) &&
        words.chapterWord.test(s.text)
      ) {
        objects.push({ text: `- ${s.text}`, line: s.line });
        continue;
      }
      // "Tomas calls her Mar": a name for the paragraph's character, said by another. "He calls her Imogen", in an
      // item about him, names someone else.
      const calls = words.callsThem.test(s.text);
      if (topic && calls && !words.callerOpening.test(s.text)) {
        characters.get(topic)?.push({ text: `- ${s.text}`, line: s.line });
        continue;
      }
      if (calls && words.callerOpening.test(s.text)) {
        other.push(s);
        continue;
      }
      if (
        subject &&
        !words.notSubject.test(subject[1] as string) &&
        // "Pennock's typed paper makes…": the subject is the thing, not its owner.
        !/['’]s$/.test(subject[1] as string) &&
        looksLikeName(subject[1] as string, lang) &&
        // "Brown eyes.", "Never lets a boat wait": a colour or a word opening a sentence, not a person.
        recordName(subject[1] as string, lang) !== undefined &&
        !sectionOf(subject[1] as string, lang)
      ) {
        // "Dr. Hugh Ransome is…": the person is Hugh Ransome, whom others call "Dr. Ransome".
        const said = (subject[1] as string).trim().split(/\s+/);
        const titled = said.length >= 3 && words.titleWord.test(said[0] as string);
        const who = titled ? said.slice(1).join(' ') : said.join(' ');
        // "Ottilie Marsh", then "Ottilie"; "Doctor Haas", then "Pieter Haas": one character, by its fullest name.
        // A name given before as another's ("Harold Pennock, also called Hal", then "Hal has…") is theirs.
        const aliased = aliasOf.get(who);
        const known =
          [...characters].find(([, l]) => l === aliased)?.[0] ??
          [...characters.keys()].find((k) => sameCharacter(k, who, lang) && !sharedSurname(k, who, families));
        last = known ?? who;
        const list = characters.get(last) ?? [];
        const alias = (name: string) => {
          list.push({ text: `- also called: ${name}`, line: s.line });
          if (!aliasOf.has(name)) aliasOf.set(name, list);
        };
        if (titled) alias(`${said[0]} ${said.at(-1)}`);
        // "Aunt Ros (Rosalind Vass, aged 46, hazel eyes)": the names and facts in the brackets are hers.
        const inside = subject[2];
        if (inside) {
          for (const part of inside.split(/\s*,\s*/).map((p) => p.replace(/["“”]/g, '')))
            if (looksLikeName(part, lang) && !isFieldName(part, lang)) alias(part);
          list.push({ text: `- ${inside}`, line: s.line });
        }
        // "Billy Tanner, called Tadpole, is…", "Harold Pennock, also called Hal": names of their own.
        const called = words.calledAfterName.exec(s.text);
        if (called) alias(called[1] as string);
        if (!calls) for (const m of s.text.matchAll(words.nicknameCue)) alias(m[1] as string);
        // "Mr Drew calls her Vass": the name is the one he speaks to, so the sentence is not his.
        if (!calls) list.push({ text: `- ${s.text}`, line: s.line });
        characters.set(last, list);
        if (known && bareName(who, lang).length > bareName(known, lang).length) {
          characters.delete(known);
          characters.set(who, list);
          list.unshift({ text: `- also called: ${known}`, line: s.line });
          if (topic === known) topic = who;
          last = who;
        }
        topic ??= last;
        continue;
      }
      const about = topic ?? last;
      if (about && !place && (words.pronounOpening.test(s.text) || (topic && looks.test(s.text)))) {
        characters.get(about)?.push({ text: `- ${s.text}`, line: s.line });
        continue;
      }
      other.push(s);
    }
  }
  const lines: Line[] = [];
  for (const [name, body] of characters) lines.push({ text: `### ${name}`, line: body[0]?.line ?? 0 }, ...body);
  return { characters: lines, objects, places, other };
}

/**
 * A field's name ("Eyes", "Death", "Hometown", "Names"): a line it leads is a field of the entry above, never an
 * entry of its own. Every key bible.ts reads a field by counts, not only the bold ones.
 */
function isFieldName(text: string, lang: Language): boolean {
  const key = text.replace(/:$/, '').trim();
  return lang.bible.fieldWord.test(text) || lang.bible.fieldKeys.some(([pattern]) => pattern.test(key));
}

/** "IMOGEN VASS", "THE LOFT KEY": an index card's title, a name in capitals. */
const CARD_TITLE = /^\s*\p{Lu}[\p{Lu}'’.-]+(?:\s+\p{Lu}[\p{Lu}'’.-]*){0,4}\s*$/u;

/**
 * A catalogue's numbered entry, its name in capitals or not: 'A3.  ARCHIBALD "ARCHIE" CRERAR (3 May 1912 - 10 December
 * 1978)', 'A4.  HECTOR A. DUNBAR, "THE EXCISEMAN" (b. 1922)': the name as a heading gives it (a nickname in brackets
 * after it), and what its bracket says as a line of the entry.
 */
function numberedEntry(title: string, lang: Language): { title: string; extra: string | undefined } | undefined {
  const m = /^\p{Lu}?\d{1,3}[.)]\s+([^(]+?)\s*(?:\(([^)]*)\))?\s*$/u.exec(title);
  const name = m?.[1] ?? '';
  if (!/^\p{Lu}/u.test(name)) return undefined;
  const named = (/\p{Ll}/u.test(name) ? name : titleCase(name))
    .replace(/(["“])(\p{Ll})/gu, (_, quote: string, letter: string) => `${quote}${letter.toUpperCase()}`)
    .replace(NICKNAME_INSIDE, '$1 $3 ($2)')
    // "HECTOR A. DUNBAR, "THE EXCISEMAN"": the epithet without its article, as the text writes it ("the Exciseman").
    .replace(/,\s*["“]([^"”]+)["”]$/u, (_, epithet: string) => ` (${epithet.replace(lang.bible.article, '')})`);
  // With no bracket m[2] is undefined, and make() takes an undefined extra as its default ''.
  return { title: named, extra: m?.[2] };
}

/**
 * A card's terse line as entry lines: "eyes grey / hair sandy, uncut / broken nose" is three; "eyes grey" is
 * "eyes: grey" and "17 — turned 17 in May" an age; a quoted name ("Dad" / "Tom") is a name they go by; "(her
 * father's)" after a colour is a remark, not the colour.
 */
function cardLines(l: Line, lang: Language): Line[] {
  const out: Line[] = [];
  // Stryker disable next-line Regex,MethodExpression: \s for \s+ either side of the slash splits at the same slashes, the spaces left over going to the parts, which are trimmed below; untrimmed, only a line opening or closing on a slash with white space beyond it splits otherwise
  for (const raw of l.text.trim().split(/\s+\/\s+/)) {
    // Stryker disable next-line MethodExpression: the parts of a trimmed line split at whitespace-flanked slashes have no whitespace at either end
    const part = raw.trim();
    // "calls her "Vass"": the card's person speaking, and the name of the one spoken to; nothing of the card's.
    if (lang.bible.callsThem.test(part)) continue;
    for (const m of part.matchAll(/["“](\p{Lu}[^"”]*)["”]/gu))
      if (looksLikeName(m[1] as string, lang)) out.push({ text: `- also called: ${m[1]}`, line: l.line });
    const age = lang.bible.cardAge.exec(part);
    if (age) out.push({ text: `- age: ${age[1]}`, line: l.line });
    const field = /^(\p{L}+)\s+(?!:)(.+)$/u.exec(part);
    const key = field && lang.bible.fieldKeys.find(([pattern]) => pattern.test(field[1] as string))?.[1];
    // Stryker disable next-line ConditionalExpression: with no field the key is null (field && …), so the test after it fails as this one does
    if (field && (key === 'eyes' || key === 'hair')) {
      const value = field[2] as string;
      const bare = value.replace(/\s*\([^)]*\)/g, '');
      const keep = lang.bible.changeVerb.test(value) || colourWordsIn(bare, lang) === 0 ? value : bare;
      out.push({ text: `- ${field[1]}: ${keep}`, line: l.line });
      continue;
    }
    out.push({ text: `- ${part}`, line: l.line });
  }
  return out;
}

function colourWordsIn(text: string, lang: Language): number {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => lang.colours.has(w)).length;
}

/** An object card's chain of keepers, "Ros (Oct 2002) → Immy (ch 1) → Danny (ch 5)": its holder, then each handing on. */
function chainLines(l: Line, lang: Language): Line[] {
  const steps = l.text.split(lang.bible.giving.arrow);
  if (steps.length < 2) return [{ text: `- ${l.text.trim()}`, line: l.line }];
  const out: Line[] = [];
  const refs = lang.bible.chapterRefs;
  steps.forEach((step, n) => {
    const who = /^(?:\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}[\p{L}'’-]+)?/u.exec(step.trim())?.[0];
    if (!who) return;
    const chapter = refs.numbered.exec(step)?.[1];
    if (n === 0 && chapter === undefined) out.push({ text: `- ${lang.bible.json.holder}: ${who}`, line: l.line });
    else if (chapter !== undefined)
      out.push({
        text: `- ${lang.bible.json.givenTo.replace('$1', who).replace('$2', refs.canonical.replace('$1', chapter))}`,
        line: l.line,
      });
  });
  return out;
}

/** A record's place among the characters' lines until its lines are written. */
const RECORD_MARK = '\u0000record:';

const WIKI_HEADING = /^\s*(={1,6})\s*([^=].*?)\s*\1\s*$/;

/** A heading in markdown ("### Nell") or wiki ("== Nell ==") form: its level and title. */
function headingOf(text: string): { level: number; title: string } | undefined {
  const h = HEADING.exec(text) ?? WIKI_HEADING.exec(text);
  return h ? { level: (h[1] as string).length, title: (h[2] as string).trim() } : undefined;
}

/** Lines only the record reader reads: "*Eyes*: hazel", "| eyes = grey", "Eyes - grey", a question and answer, ": grey". */
function needsRecordReader(body: readonly Line[], lang: Language): boolean {
  return body.some(
    (l) =>
      questionAnswer(l.text, lang) !== undefined ||
      /^\s*:\s+\S/.test(l.text) ||
      (/^\s*(?:[*_]|\||\{\{)/.test(l.text) &&
        !/^\s*[-*+]\s/.test(l.text) &&
        labelledLine(l.text, lang) !== undefined) ||
      (/\s(?:=|[-–—])\s/.test(l.text) &&
        // Stryker disable next-line StringLiteral: a split always has a first part, so the default is never taken
        !/:/.test(l.text.split(/\s(?:=|[-–—])\s/)[0] ?? '') &&
        labelledLine(l.text, lang) !== undefined),
  );
}

/**
 * The full name a record's prose gives when its heading gives less ("## Aunt Rose" over "Rose Penhallow, Hester's
 * aunt…"; "## The doctor" over "Amos Kitto, fifty-eight…"). Under a heading that is no name, only a body that
 * names one person: "### Others" over several is no one's record.
 */
function fullNameIn(title: string, body: readonly Line[], lang: Language): string | undefined {
  const prose = body.filter((l) => l.text.trim() !== '' && !questionAnswer(l.text, lang));
  const first = prose[0]?.text ?? '';
  const sentence = first.replace(/^\s*:\s+/, '').split(/(?<=[.!?])\s/)[0] ?? '';
  const own = recordName(title, lang);
  const titleWords = title.split(/\s+/).map((w) => w.replace(/[^\p{L}'’-]/gu, ''));
  const fullNames = (text: string) =>
    [...text.matchAll(/(?<![\p{L}'’])(\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’-]+)+)(?!['’]s)/gu)]
      .map((m) => recordName(m[1] as string, lang))
      .filter((n): n is string => n !== undefined);
  if (!own && new Set(fullNames(prose.map((l) => l.text).join(' '))).size !== 1) return undefined;
  // Words of a name that are no title: "Aunt Rose" has one, "Rose Penhallow" two, "Miss Vance" one.
  const named = (name: string) =>
    name.split(/\s+/).filter((w) => !lang.titles.has(w.toLowerCase().replace(/\.$/, ''))).length;
  for (const name of fullNames(sentence)) {
    if (!own) return name;
    // A name that shares a word with the heading's and says more: "Miss Vance" in a list of other names under
    // "## Nora Vance" is one of them, not her full name.
    if (name.split(/\s+/).some((w) => titleWords.includes(w)) && named(name) > named(own)) return name;
  }
  return undefined;
}

/**
 * A person's record starting at raw[i], in a dialect the entries of writer's own shape do not cover: a heading
 * (markdown or wiki) with labelled lines, questions or prose about one person under it; a definition-list term;
 * "Mara Voss - pilot" over labelled lines; "Who is Mr Crouch?" with its answer. Undefined when none starts here.
 */
function recordAt(
  raw: readonly Line[],
  i: number,
  section: Section | undefined,
  sectionLevel: number,
  lang: Language,
): { record: PersonRecord; next: number } | undefined {
  if (section !== undefined && section !== 'characters') return undefined;
  const l = raw[i] as Line;
  const make = (
    title: string,
    body: Line[],
    next: number,
    extra = '',
  ): { record: PersonRecord; next: number } | undefined => {
    // "CLARE ASHDOWN (23, turning 24 in July; English; our narrator)": a bracket that opens on an age is a note on
    // a person, the age first; it names no one ("English" is her nationality). "BRIDGET FARRELL (BIDDY) (31; Irish)":
    // the other bracket holds the names.
    const tail = /((?:\s*\([^)]*\))+)[*_\s]*$/u.exec(title)?.[1] ?? '';
    const brackets = [...tail.matchAll(/\(([^)]*)\)/g)].map((b) => b[1] as string);
    const aged = brackets.map(bracketAge).find((a) => a !== undefined);
    const named = brackets.filter((b) => bracketAge(b) === undefined);
    if (
      !aged &&
      !isPersonBody(
        extra ? [{ text: extra, line: l.line }, ...body] : body,
        lang,
        recordName(title, lang) !== undefined,
      )
    )
      return undefined;
    const full = fullNameIn(title, body, lang);
    const own = recordName(title, lang);
    const name = full ?? own;
    if (!name) return undefined;
    const { pairs, prose } = recordBody(extra ? [{ text: extra, line: l.line }, ...body] : body, lang);
    if (full && own && own !== full) pairs.unshift({ field: 'aliases', label: '', value: own, line: l.line });
    // "### William Pruitt (Bill)", "**Eleanor Vane** (aka Nell)": the names in the title's brackets are theirs too.
    if (aged && !pairs.some((p) => p.field === 'age'))
      pairs.unshift({ field: 'age', label: lang.bible.record.ageLabel, value: aged, line: l.line });
    // '("Tito" at home; "Tomasito" to Quiroga and Clara)': where the bracket quotes names, those are the names; who
    // calls them so is no name of theirs.
    const quoted = named.flatMap((b) => [...b.matchAll(/["“]([^"”]+)["”]/g)].map((q) => q[1] as string));
    for (const a of quoted.length > 0 ? quoted : named.flatMap((b) => b.split(lang.bible.aliasSeparator))) {
      // "( aka Nell)": the lead word is read after the space that may open the bracket.
      const said = a.trim().replace(lang.bible.aliasLead, '').replace(/["“”]/g, '').trim();
      // "(BIDDY)" under a name in capitals: the name as the text writes it.
      const alias = /\p{Ll}/u.test(said) ? said : titleCase(said);
      // Words that are no name ("the doctor", "b. 1931") are left out where the aliases are read (bible.ts).
      if (alias !== name) pairs.unshift({ field: 'aliases', label: '', value: alias, line: l.line });
    }
    return { record: { name, line: l.line, pairs, prose }, next };
  };
  const heading = headingOf(l.text);
  if (heading) {
    if (sectionOf(heading.title, lang)) return undefined;
    let j = i + 1;
    while (j < raw.length) {
      const h = headingOf((raw[j] as Line).text);
      if (h && h.level <= heading.level) break;
      // A rule ("=====", "---") after the entry's first line ends it: a typed page rules off its next list with one.
      if (j > i + 1 && RULE.test((raw[j] as Line).text)) break;
      j++;
    }
    const body = raw.slice(i + 1, j);
    // A title over sections or other people ("# Wrenhaven (wiki)" over "## People") is the book's, no one's record;
    // so is one over a table, and one over cards of chapters ("MANUSCRIPT" over "| [1] chapter_01.md — …" and
    // "| [2] chapter_02.md — …"), whatever the cards say of the people in them.
    const chapterCards = body.filter((b) => (lang.bible.chapterRefs.numbered.exec(b.text)?.index ?? 99) <= 8);
    if (
      chapterCards.length >= 2 ||
      (heading.level === 1 && body.some((b) => ROW.test(b.text) || /^\s*```/.test(b.text))) ||
      body.some((b) => {
        const h = headingOf(b.text);
        // "### Amos Kitto — the doctor": a person's heading with a note on them.
        const named = h?.title.split(/\s+(?:--|[—–])\s+/)[0] ?? '';
        return h !== undefined && (sectionOf(h.title, lang) !== undefined || recordName(named, lang) !== undefined);
      })
    )
      return undefined;
    const numbered = numberedEntry(heading.title, lang);
    // writer's own "### Name" entries under a cast heading are read as they were, unless written in another dialect
    // (or headed as no writer's entry is: "A1.  MAIRI CRERAR").
    if (section === 'characters' && heading.level > sectionLevel && !numbered && !needsRecordReader(body, lang))
      return undefined;
    // A document's title ("# Notes") is a person's record only when it is their name; so is a heading over bold names.
    if (heading.level === 1 && !recordName(heading.title, lang)) return undefined;
    // A bold word over the person's own notes ("**Notes**", "**Appearance**") is no name.
    const boldName = (b: Line) => {
      // Stryker disable next-line StringLiteral: a line with no bold alone reads as no name, and any default with small words in it ("Stryker was here!") is no name either
      const bold = BOLD_ALONE.exec(b.text)?.[1] ?? '';
      return looksLikeName(bold, lang) && !isFieldName(bold, lang);
    };
    if (body.some(boldName)) return undefined;
    if (numbered) return make(numbered.title, body, j, numbered.extra);
    const inverted = SURNAME_FIRST.exec(heading.title);
    if (inverted) {
      const { name, also } = surnameFirst(inverted, lang);
      return make(name, also ? [{ text: also, line: l.line }, ...body] : body, j, inverted[4] as string);
    }
    // "TOMÁS LUCERO ("Tito" at home; "Tomasito" to Quiroga, from childhood)." over its lines: a cast note's name in
    // capitals, the names others call them by in its bracket.
    const cast = castLine(heading.title);
    if (cast?.bracket && !recordName(heading.title, lang)) {
      // Its lines end where the next such name stands at the margin after a blank line, heading or not.
      const end = body.findIndex((b, n) => n > 0 && body[n - 1]?.text.trim() === '' && castLine(b.text) !== undefined);
      const made = make(
        `${titleCase(cast.name)} (${cast.bracket})`,
        end < 0 ? body : body.slice(0, end),
        end < 0 ? j : i + 1 + end,
        cast.rest,
      );
      if (made) return made;
    }
    // "## William Pruitt (Bill), the miller", "## Amos Kitto — the doctor": the name, then a note on them.
    const noted = recordName(heading.title, lang)
      ? undefined
      : /^(.+?)(?:\s*,\s+|\s+(?:--|[-–—])\s+)(\S.*)$/u.exec(heading.title);
    // 'IDA KRAVOS -- "THE SIGNORA" (71; widow)': a name in quotes after the dash is another of theirs.
    const nick = noted ? /^["“]([^"”]+)["”]\s*((?:\([^)]*\)\s*)*)$/u.exec(noted[2] as string) : null;
    if (noted && nick && recordName(noted[1] as string, lang))
      return make(`${noted[1]} (${nick[1]}) ${nick[2] ?? ''}`.trim(), body, j);
    if (noted && recordName(noted[1] as string, lang)) return make(noted[1] as string, body, j, noted[2] as string);
    return make(heading.title, body, j);
  }
  const text = l.text.trim();
  if (text === '' || /^[-*+#|>`]/.test(text) || /^\s/.test(l.text)) {
    // "**Q: Who is Mr Crouch?** A: Samuel Crouch, sixty-four…": a person of their own.
    const qa = questionAnswer(l.text, lang);
    const who = qa ? lang.bible.record.whoIs.exec(qa.question)?.[1] : undefined;
    if (!qa || !who) return undefined;
    const answer = { text: qa.answer, line: l.line };
    // A question after no name ("Who is the ferryman?") takes the answer's one full name, and keeps no name of its own.
    const title = recordName(who, lang);
    const full = fullNameIn(title ?? who, [answer], lang);
    const name = full ?? title;
    if (!name) return undefined;
    const { pairs, prose } = recordBody([answer], lang);
    if (full && title && title !== full) pairs.unshift({ field: 'aliases', label: '', value: title, line: l.line });
    return { record: { name, line: l.line, pairs, prose }, next: i + 1 };
  }
  // "ANNA KELLER (24) — the ferryman's daughter; grey eyes": a stage or screen cast list's entry, to a blank line.
  const cast = castLine(l.text);
  if (cast && !sectionOf(titleCase(cast.name), lang)) {
    let j = i + 1;
    while (j < raw.length && (raw[j] as Line).text.trim() !== '' && !castLine((raw[j] as Line).text)) j++;
    const inBracket = cast.bracket ? bracketAge(cast.bracket) : undefined;
    // "RUTH ABERNATHY, sixties: the widow…", "TOM HALE, 40s: the ferryman": an age opening what follows the name.
    const opening = inBracket ? undefined : castAge(cast.rest, lang);
    const age = inBracket ?? opening?.age;
    const extra = age ? `${lang.bible.record.ageLabel}: ${age}` : '';
    const name = titleCase(cast.name);
    const made = make(
      // Stryker disable next-line ConditionalExpression,LogicalOperator: with no bracket the title gains "(undefined)", an alias in lower case that aliasesIn drops; an age bracket gives the age extra already gives
      cast.bracket && !inBracket ? `${name} (${cast.bracket})` : name,
      [{ text: opening?.rest ?? cast.rest, line: l.line }, ...raw.slice(i + 1, j)],
      j,
      extra,
    );
    if (made) return made;
  }
  // "Hester Quayle" then ": Narrator. Schoolmistress, 34.": a definition list's term and what it says.
  const next = raw[i + 1];
  if (next && /^\s*:\s+\S/.test(next.text)) {
    let j = i + 1;
    while (j < raw.length && /^\s*:\s+\S|^\s{2,}\S/.test((raw[j] as Line).text)) j++;
    return make(text, raw.slice(i + 1, j), j);
  }
  // "Name: Nadia Brandt" over "Eyes: hazel" lines: a record whose first labelled line names the person, to a blank
  // line or a rule ("---").
  const named = labelledLine(text, lang);
  if (named?.field === 'name' && recordName(named.value, lang)) {
    let j = i + 1;
    while (j < raw.length && (raw[j] as Line).text.trim() !== '' && labelledLine((raw[j] as Line).text, lang)) j++;
    if (j > i + 1) return make(named.value, raw.slice(i + 1, j), j);
  }
  // "Mara Voss - pilot, 34" over "eyes - grey" lines: a name line and its labelled lines, to a blank line ("Mara
  // Voss-Kell": a hyphen between letters is the name's).
  // "Fonseca, Anthony (Antonio) -- duka keeper": a style sheet's people, surname first (it lists them alphabetically),
  // are "Anthony Fonseca" and what follows.
  const inverted = SURNAME_FIRST.exec(text);
  const sheet = inverted ? surnameFirst(inverted, lang) : undefined;
  const line = inverted && sheet ? `${sheet.name} - ${inverted[4]}` : text;
  const lead = /^((?:[^—–:(,;-]|(?<=\p{L})-(?=\p{L}))+?)\s*(?:\s[-–—]\s|:\s|\(|,|$)(.*)$/u.exec(line);
  // Under a person's own heading ("### Hester Quayle"), "Quiet - watchful, grey eyes." is a line of hers.
  const inEntry = () => {
    const above = raw.slice(0, i).findLast((x) => headingOf(x.text) !== undefined);
    // Stryker disable next-line StringLiteral: above is a heading line, so headingOf gives its title and the stand-in is never read
    return above !== undefined && recordName(headingOf(above.text)?.title ?? '', lang) !== undefined;
  };
  if (lead && recordName(lead[1] as string, lang) && !labelledLine(text, lang) && !inEntry()) {
    let j = i + 1;
    while (j < raw.length && (raw[j] as Line).text.trim() !== '' && labelledLine((raw[j] as Line).text, lang)) j++;
    const rest = (lead[2] as string).replace(/\)\s*$/, '').trim();
    // "Mara Voss: eyes grey, hair black, age 34": the pairs on the name's own line.
    const inline = rest.split(/\s*[,;]\s*/).map((part) => ({ text: part, line: l.line }));
    // A style sheet's person may be one line ("Mshana, Daudi -- assistant manager. 31."): its order says who it is.
    if (j === i + 1 && !inverted && !inline.some((part) => labelledLine(part.text, lang))) return undefined;
    return make((lead[1] as string).trim(), [...inline, ...raw.slice(i + 1, j)], j, sheet?.also ?? '');
  }
  return undefined;
}

/**
 * Whether a table of people has a column writer's own table reading leaves unread: a header that means a fate,
 * a birth, a move or what they hold, but is not one of writer's own keys ("Date of death", not "Fate").
 */
function recordTable(rows: readonly Line[], lang: Language): boolean {
  const header = (rows[0]?.text ?? '').split('|').map((h) => h.trim());
  const fields = header.map((h) => labelField(h, lang));
  if (!fields.includes('name')) return false;
  return header.some((h, n) => {
    const f = fields[n];
    return (
      (f === 'fate' || f === 'born' || f === 'moves' || f === 'holds') &&
      // Stryker disable next-line MethodExpression: every fieldKeys pattern is case-blind (/i), so the header's case cannot change the answer
      !lang.bible.fieldKeys.some(([pattern]) => pattern.test(h.toLowerCase()))
    );
  });
}

/** The fence an XML bible's YAML is read in: its lines are the YAML's, mapped back to the file's at the end. */
const XML_FENCE = '```yaml\n';

/**
 * A bible kept in a format the record reader does not know, as the markdown it maps to, line for line: an org-mode
 * outline, an Obsidian vault, a reStructuredText document (a definition's term that is a label, "Eyes" over
 * "grey", one labelled line), an outline kept by indentation alone. Data (JSON, YAML, TOML) is indented too: an
 * outline is what is left when none parses. A format whose lines the Markdown cannot keep one for one (a Graphviz
 * graph, a TaskPaper outline, a recutils database, a BBCode post) comes with the file's line of each Markdown line.
 */
function asMarkdown(source: string, lang: Language): string | { markdown: string; sourceLines: number[] } {
  // What the data readers of Lua, PlantUML and Scheme all ask: a title's section, the sections' headings, a
  // label's field and a labelled value's lines.
  const entryWords = {
    sectionOf: (title: string) => sectionOf(title, lang),
    titles: lang.bible.typed.sectionTitles,
    labelField: (label: string) => labelField(label, lang),
    field: (label: string, value: string) => fieldLines(label, value, lang),
  };
  // Boxed titles over dotted fields (a game master's sheets): headings over "- Key: value" lines.
  if (isBoxedSheet(source, lang)) return boxedSheetAsMarkdown(source, lang);
  // A troff document with the -ms macros: its headings, entries, lists and tbl tables as Markdown's.
  if (isTroffMs(source)) return troffAsMarkdown(source, (title) => sectionOf(title, lang) !== undefined);
  // A Gemini page: its link lines their words, its "* " lines bullets, its preformatted columns tables or lines.
  if (isGemtext(source)) return gemtextAsMarkdown(source);
  // A Rich Text Format export: its paragraphs, bold names and tables as Markdown's.
  if (isRtf(source)) return rtfAsMarkdown(source, lang.bible.typed.abbreviation, lang.bible.record.aliasLabel);
  // A cast page, index cards or a dossier is read line for line where it stands (bibleTyped.ts).
  if (typedKind(source, lang)) return source;
  if (isHtml(source)) return htmlAsMarkdown(source);
  if (isSqlDump(source)) return sqlDumpAsMarkdown(source);
  // A todo.txt list: the lines on one person ("who:mara") their entry, its projects' sections, its dated lines the timeline.
  if (isTodoTxt(source)) {
    const data = lang.bible.data;
    return todoTxtAsMarkdown(source, {
      sectionOf: (title) => sectionOf(title, lang),
      titles: lang.bible.typed.sectionTitles,
      styleTitle: data.styleTitle,
      isName: (text) => looksLikeName(text, lang),
      labelField: (label) => labelField(label, lang),
      lookOf: (word) => {
        const field = labelField(word, lang);
        if (field === 'eyes' || field === 'hair') return field;
        return new RegExp(`^${lang.reading.hairWords}$`, 'i').test(word) ? 'hair' : undefined;
      },
      ageLabel: lang.bible.record.ageLabel,
      aliasLabel: lang.bible.record.aliasLabel,
      fateLabel: lang.bible.record.fateLabel,
      keyOf: (key, value) => {
        if (data.chapterKey.test(key)) return 'chapter';
        if (data.weekdayKey.test(key) || (data.dateKey.test(key) && isCalendarWord(value, lang))) return 'weekday';
        if (data.dateKey.test(key) && /^\d{4}-\d{2}-\d{2}$/.test(value)) return 'date';
        const field = labelField(key, lang);
        return field === 'name' ? 'who' : field === 'age' ? 'age' : undefined;
      },
      months: lang.months,
      isDeath: (text) => lang.bible.deathWords.test(text),
      chapter: lang.bible.chapterRefs.canonical,
    });
  }
  // A genealogist's descendant register: each person's numbered entry or note an entry, its notes' places, things
  // and chronology those sections.
  if (isRegister(source))
    return registerAsMarkdown(source, {
      sectionOf: (title) => sectionOf(title, lang),
      titles: lang.bible.typed.sectionTitles,
      aliasLabel: lang.bible.record.aliasLabel,
      isName: (text) => looksLikeName(text, lang),
      article: lang.bible.article,
      deathAt: (text) => new RegExp(lang.bible.deathWords.source, 'i').exec(text)?.index ?? -1,
      dateIn: (text) => datesIn(text, lang)[0],
      fateLabel: lang.bible.record.fateLabel,
    });
  // A Typst document: its helpers' calls as the lines they print, its headings, term lists and tables as Markdown's.
  if (isTypst(source))
    return typstAsMarkdown(source, {
      // ("/ The count house: …" names a place: a term opening on an article is no field's label.)
      isLabel: (term) => labelField(term, lang) !== undefined && !lang.bible.article.test(term),
      sectionOf: (title) => sectionOf(title, lang),
    });
  if (isCalendar(source)) return calendarAsMarkdown(source, lang.bible.typed.sectionTitles.timeline);
  // A Remind file: its SET lines entries by their prefix, its reminders the timeline.
  if (isRemind(source))
    return remindAsMarkdown(source, {
      sectionOf: (title) => sectionOf(title, lang),
      titles: lang.bible.typed.sectionTitles,
      isName: (text) => looksLikeName(text, lang),
      field: (label, value) => fieldLines(label, value, lang),
      aliasLabel: lang.bible.record.aliasLabel,
    });
  if (isGedcom(source)) return gedcomAsMarkdown(source, lang.bible.typed.sectionTitles.characters, lang.months);
  if (isTurtle(source))
    return isoDatesAsWords(
      // A predicate is a field under the field's own name ("bk:eyes"): "bk:beard" is no hair, "bk:deathNote" no fate.
      turtleAsMarkdown(
        source,
        lang.bible.typed.sectionTitles,
        (label) => labelField(label, lang) === label.toLowerCase(),
        lang,
      ),
      lang,
    );
  if (isVcard(source))
    return vcardAsMarkdown(source, lang.bible.typed.sectionTitles, (label) => labelField(label, lang) !== undefined);
  if (isGraphviz(source))
    return graphvizAsMarkdown(
      source,
      lang.bible.typed.sectionTitles,
      (label) => labelField(label, lang) !== undefined,
      (title) => sectionOf(title, lang),
    );
  if (isBbcode(source)) return bbcodeAsMarkdown(source);
  // A wiki page in DokuWiki: its "=" headings, "^" header rows and indented lists as Markdown's.
  if (isDokuwiki(source)) return dokuwikiAsMarkdown(source);
  // A Logseq page: its blocks entries and lines, their "key:: value" properties their fields.
  if (isLogseq(source))
    return logseqAsMarkdown(source, {
      sectionOf: (title) => sectionOf(title, lang),
      field: (label, value) => fieldLines(label, value, lang),
    });
  // A jrnl journal: an entry about one person or place an entry of the cast or the places, its timestamps dropped.
  if (isJrnl(source))
    return jrnlAsMarkdown(source, {
      sectionOf: (title) => sectionOf(title, lang),
      titles: lang.bible.typed.sectionTitles,
      styleTitle: lang.bible.data.styleTitle,
      isName: (text) => looksLikeName(text, lang),
      labelField: (label) => labelField(label, lang),
      ageLabel: lang.bible.record.ageLabel,
      legend: lang.bible.data.tagLegend,
      chapterLine: lang.bible.typed.scheduleLine,
      abbreviation: lang.bible.typed.abbreviation,
      isDeath: (text) => lang.bible.deathWords.test(text),
      beforeOpening: lang.bible.record.beforeOpening,
      family: lang.bible.data.family,
      article: lang.bible.article,
      dated: (text, chapters) => (lang.bible.giving.verb.test(text) ? chaptersOfDates(text, chapters, lang) : text),
      gendered: (text) =>
        new RegExp(lang.bible.femaleWords.source, 'i').test(text) ||
        new RegExp(lang.bible.maleWords.source, 'i').test(text),
    });
  // Inform 7 source: its people, rooms and things entries, its scenes' changes dated lines, its chronology the timeline.
  if (isInform(source)) {
    const refs = lang.bible.chapterRefs;
    return informAsMarkdown(source, {
      sectionOf: (title) => sectionOf(title, lang),
      titles: lang.bible.typed.sectionTitles,
      styleTitle: lang.bible.data.styleTitle,
      labelField: (label) => labelField(label, lang),
      field: (label, value) => fieldLines(label, value, lang),
      aliasLabel: lang.bible.record.aliasLabel,
      fateLabel: lang.bible.record.fateLabel,
      ageLabel: lang.bible.record.ageLabel,
      genderLabel: lang.bible.data.genderLabel,
      female: lang.bible.data.female,
      male: lang.bible.data.male,
      voiceKey: lang.bible.data.voiceKey,
      chapterKey: lang.bible.data.chapterKey,
      weekdayKey: lang.bible.data.weekdayKey,
      dateKey: lang.bible.data.dateKey,
      chapter: refs.canonical,
      chapterIn: (text) => {
        const m = refs.numbered.exec(refs.aliases.reduce((line, alias) => line.replace(alias, refs.canonical), text));
        return m ? Number(m[1]) : undefined;
      },
      isDeath: (text) => lang.bible.deathWords.test(text),
      isCalendarWord: (word) => isCalendarWord(word, lang),
      beforeOpening: lang.bible.record.beforeOpening,
      heldBy: lang.bible.data.heldBy,
      passesTo: lang.bible.data.passesTo,
      from: lang.bible.data.from,
      months: lang.months,
    });
  }
  // A Lua data module: its tables of people, places and things entries, its dated records the timeline.
  if (isLua(source))
    return luaAsMarkdown(source, {
      ...entryWords,
      months: lang.months,
      chapter: lang.bible.chapterRefs.canonical,
      aliasLabel: lang.bible.record.aliasLabel,
      article: lang.bible.article,
      isDeath: (text) => lang.bible.deathWords.test(text),
      beforeOpening: lang.bible.record.beforeOpening,
      data: lang.bible.data,
    });
  // PlantUML diagrams: an object diagram's objects entries, a state diagram's states a thing's keepers, a Gantt
  // chart's tasks the timeline.
  if (isPlantUml(source))
    return plantUmlAsMarkdown(source, {
      ...entryWords,
      isName: (text) => looksLikeName(text, lang),
      hasChapter: (text) => lang.bible.chapterRefs.numbered.test(text),
      aliasLabel: lang.bible.record.aliasLabel,
      heldBy: lang.bible.data.heldBy,
      passesTo: lang.bible.data.passesTo,
    });
  // Scheme data: its definitions of people, places and things entries, its dated lists the timeline.
  if (isScheme(source))
    return schemeAsMarkdown(source, {
      ...entryWords,
      months: lang.months,
      isWeekday: (word) => lang.weekdays.includes(word.toLowerCase()),
      chapter: lang.bible.chapterRefs.canonical,
      aliasLabel: lang.bible.record.aliasLabel,
      article: lang.bible.article,
      isDeath: (text) => lang.bible.deathWords.test(text),
      beforeOpening: lang.bible.record.beforeOpening,
      data: lang.bible.data,
    });
  // A wiki page in Textile: its headings, lists and tables (spanned cells put back in each row) as Markdown's.
  if (isTextile(source)) return textileAsMarkdown(source, lang.months);
  // EDN data: its people, places, objects and timeline as entries, a keyword another record's id as its name.
  if (isEdn(source))
    return ednAsMarkdown(
      source,
      lang.bible.typed.sectionTitles,
      {
        nameField: lang.bible.typed.frontMatterName,
        chapterField: lang.bible.record.chapterLabel,
        canonicalChapter: lang.bible.chapterRefs.canonical,
      },
      // A key of other names ("also") is written as the bible's own label for them, any other field as it stands.
      (label) => {
        const field = labelField(label, lang);
        return field === 'aliases' ? lang.bible.record.aliasLabel : field === undefined ? undefined : label;
      },
      (title) => sectionOf(title, lang),
    );
  // A Twine story's passages: grouped by the sections their tags name, each an entry of its section.
  if (isTwee(source))
    return tweeAsMarkdown(source, lang.bible.typed.sectionTitles, (title) => sectionOf(title, lang), {
      fateHead: lang.bible.deathWords,
      fate: lang.bible.record.fateLabel,
    });
  if (isRecutils(source))
    return recutilsAsMarkdown(
      source,
      { nameField: lang.bible.typed.frontMatterName, chapterField: lang.bible.record.chapterLabel },
      lang.bible.typed.sectionTitles,
      (label) => labelField(label, lang) !== undefined,
      (title) => sectionOf(title, lang),
    );
  if (isTaskPaper(source))
    return taskPaperAsMarkdown(
      source,
      (label) => labelField(label, lang) !== undefined,
      (title) => sectionOf(title, lang),
    );
  // An XML export is data: read as the YAML it maps to (parsed once, here).
  const xml = xmlAsYaml(source, lang);
  if (xml !== undefined) return `${XML_FENCE}${xml}\`\`\`\n`;
  if (isLatex(source)) return latexAsMarkdown(source);
  if (isOrg(source)) return orgAsMarkdown(source);
  if (isObsidian(source)) return obsidianAsMarkdown(source);
  // Notes headed by front matter are known by their blocks, read once (undefined when the text is no such notes).
  const notes = frontMatterNotesAsMarkdown(
    source,
    { name: lang.bible.typed.frontMatterName, type: lang.bible.typed.frontMatterType },
    lang.sections,
    lang.bible.typed.sectionTitles,
    (key) => labelField(key, lang) === 'aliases',
  );
  if (notes !== undefined) return notes;
  if (isAsciidoc(source)) return asciidocAsMarkdown(source);
  // "DIES Tue 11 Oct 83": a web's jotted dates have two-figure years, read in the century their weekday fits.
  if (isNodeWeb(source))
    return nodeWebAsMarkdown(fullYears(source, lang), {
      characters: lang.bible.typed.sectionTitles.characters,
      record: lang.bible.record,
    });
  if (isRst(source)) return rstAsMarkdown(source, (term) => labelField(term, lang) !== undefined);
  if (isQuestionnaire(source, lang)) return questionnaireAsMarkdown(source, lang);
  // Sheets saved in fixed-width columns: each table read as a Markdown table.
  if (hasFixedWidthTable(source)) return fixedWidthAsMarkdown(source);
  if (isFamilyTree(source)) return familyTreeAsMarkdown(source, lang);
  if (isIndentOutline(source) && !jsonBlock(source) && !yamlBlock(source) && !tomlBlock(source, lang))
    return indentOutlineAsMarkdown(source, lang.bible.record.bareLabel);
  return source;
}

/**
 * A text's dates pointed at the chapters of a plan's lines ("ch 10 The Descent - Mon 8 May to Wed 17 May 1911"): each
 * chapter runs to the last day its line names, so "17 May 1911" is in chapter 10 ("… 17 May 1911 (chapter 10) …").
 */
function chaptersOfDates(text: string, chapters: readonly string[], lang: Language): string {
  const refs = lang.bible.chapterRefs;
  let year: number | undefined;
  const ends = chapters.flatMap((line, i) => {
    const chapter = refs.numbered.exec(refs.aliases.reduce((l, a) => l.replace(a, refs.canonical), line))?.[1];
    const days = datesIn(line, lang).map((d) => {
      year = d.year ?? year;
      return { ...d, year: d.year ?? year };
    });
    const last = days.sort((a, b) => (a.year ?? 0) - (b.year ?? 0) || a.month - b.month || a.day - b.day).at(-1);
    if (!chapter || !last?.year) return [];
    // ("May" in capitals: in small letters it is the verb.)
    const month = upperFirst(lang.months[last.month - 1] ?? '');
    return [{ text: `${refs.canonical.replace('$1', chapter)} — ${last.day} ${month} ${last.year}`, line: i + 1 }];
  });
  return withChapters(text, dateAnchors(ends, lang), lang);
}

/**
 * A labelled value of a terse entry (a Remind SET's, a Logseq property's) as the entry's lines: "- label: value"; a
 * fate's parts apart ("heart; Thu 19 Aug 1937 on the scale; buried Mon 23 Aug"), the one that tells the death (or,
 * none telling it, the first dated one: a fate's date is its death's) as the fate, the others as lines of their own.
 */
export function fieldLines(label: string, value: string, lang: Language): string[] {
  const field = labelField(label, lang);
  if (field !== 'fate' || lang.bible.record.alive.test(value) || lang.bible.deathWords.test(label))
    return [`- ${field === 'aliases' ? lang.bible.record.aliasLabel : label}: ${value}`];
  const parts = value.split(/\s*;\s+/);
  const death = parts.find((p) => lang.bible.deathWords.test(p)) ?? parts.find((p) => datesIn(p, lang).length > 0);
  if (death === undefined) return [`- ${label}: ${value}`];
  const fate = lang.bible.deathWords.test(death) ? death : `${lang.bible.record.died} ${death}`;
  // The other parts as lines of the entry, no bullets ("- Sicily Jul 1943" would be an entry of its own).
  return [`- ${lang.bible.record.fateLabel}: ${fate}`, ...parts.filter((p) => p !== death)];
}

/**
 * An entry's line whose parts say when someone died ("- b.: 9 Apr 1946; d.: Sat 17 Aug 2019 on the dock"): each
 * such part as "fate: died …", its dates pointed at the chapters of the bible's own timeline ("… (before the story
 * opens)"), the other parts as they stand.
 */
function datedFates(text: string, anchors: readonly Anchor[], lang: Language): string {
  // Stryker disable next-line Regex,StringLiteral: only a line that opens on a bullet comes here (canonicalLines), none indented (a nested bullet is its record's line first), and the bible reads "-   fate:" as "- fate:"
  const lead = /^\s*[-*+]\s+/.exec(text)?.[0] ?? '';
  const parts = text.slice(lead.length).split(/;\s+/);
  let changed = false;
  const out = parts.map((part) => {
    const pair = /^([^:]{1,24}):\s*(\S.*)$/.exec(part);
    if (!pair || labelField(pair[1] as string, lang) !== 'fate' || datesIn(pair[2] as string, lang).length === 0)
      return part;
    // "Status: missing since 11 October": a label that tells no death, over a value that tells none either.
    const label = (pair[1] as string).trim();
    if (lang.bible.neutralFateLabel.test(label) && !lang.bible.deathWords.test(pair[2] as string)) return part;
    changed = true;
    // "DEAD before story: drowned …": a label of more than the fate's word says something of it too.
    const value = withChapters(/\s/.test(label) ? `${label} ${pair[2]}` : (pair[2] as string), anchors, lang);
    return `fate: ${lang.bible.deathWords.test(value) ? '' : `${lang.bible.record.died} `}${value}`;
  });
  return changed ? `${lead}${out.join('; ')}` : text;
}

/** The bible's lines in writer's own dialect, each with the line it came from. */
export function canonicalBible(written: string, lang: Language): Line[] {
  // A bible saved with Windows line ends (CRLF) is read as one with LF: a "\r" at a line's end is no character of it.
  // "• Eyes: grey", "◦ Age: 34": a bullet pasted from a word processor is a list marker, as "-" is. A footnote
  // ("[^halla]: **Halla Bjarnadóttir**, 1906–1988. Pale blue eyes…") is an entry of its own, as a bullet is, and
  // its mark in the text ("born at Hóll.[^halla]") no word of it.
  const source = written
    .replace(/\r\n?/g, '\n')
    .replace(/^([ \t]*)[•◦▪‣●○■▸►](?=[ \t])/gmu, '$1-')
    .replace(/^\[\^[^\]\s]+\]:[ \t]*/gm, '- ')
    // (A troff escape's "\[^e]", ê, is no footnote's mark.)
    .replace(/(?<!\\)\[\^[^\]\s]+\]/g, '');
  const read = asMarkdown(cardsAsMarkdown(source, lang.sections.characters), lang);
  // A graph's, an outline's, a database's or a forum post's Markdown comes with the file's line of each of its lines.
  if (typeof read !== 'string')
    return canonicalLines(read.markdown, lang).map((l) => ({ ...l, line: read.sourceLines[l.line - 1] ?? l.line }));
  const org = read;
  // An XML bible's lines are its YAML's (after the fence's line): each is given the XML line it came from.
  const fromXml =
    org !== source && org.startsWith(XML_FENCE) ? xmlSourceLines(org.slice(XML_FENCE.length), source) : undefined;
  const lines = canonicalLines(org, lang);
  return fromXml ? lines.map((l) => ({ ...l, line: l.line > 1 ? (fromXml[l.line - 2] ?? l.line) : 1 })) : lines;
}

/**
 * A CSV or TSV table of people at the head of a block, and its separator: the whole block, or the rows before a note
 * typed under them ("Ages as at chapter 1.", "Source: the parish register, 1961") when no line of the note is a
 * person's row gone wrong (a name, then fewer or more cells).
 */
function tableAbove(block: readonly Line[], lang: Language): { separator: string; rows: Line[] } | undefined {
  const whole = delimiterOf(block, lang);
  if (whole !== undefined) return { separator: whole, rows: [...block] };
  for (let k = block.length - 1; k >= 2; k--) {
    const rows = block.slice(0, k);
    const separator = delimiterOf(rows, lang);
    if (separator === undefined) continue;
    const row = (l: Line) => {
      const cells = splitRow(l.text, separator);
      return cells.length >= 2 && recordName(cells[0] as string, lang) !== undefined;
    };
    return block.slice(k).some(row) ? undefined : { separator, rows };
  }
  return undefined;
}

/** The bible read as markdown (asMarkdown), in writer's own shape, each line with its line in that markdown. */
function canonicalLines(org: string, lang: Language): Line[] {
  // "1967-03-06" is "6 March 1967" wherever it stands (YAML, JSON, a timeline, a fate).
  const text = isoDatesAsWords(org, lang);
  // "chapter_07.md" and "ch. 7" are "chapter 7" wherever they stand (fates, objects, threads, the timeline).
  const refs = lang.bible.chapterRefs;
  const raw: Line[] = text.split(/\r?\n/).map((t, i) => ({
    text: nicknameAfter(refs.aliases.reduce((line, alias) => line.replace(alias, refs.canonical), t)),
    line: i + 1,
  }));
  // A cast page, index cards, a dossier: their people as records, their other lines in writer's own shape.
  const typed = typedBible(raw, lang);
  if (typed)
    for (const [n, l] of typed.lines.entries()) {
      const at = raw[n];
      if (at) at.text = l.text;
    }
  // A JSON block is data: its characters and objects are read as such, and its lines are no prose.
  const json = jsonBlock(text);
  const fromJson = json ? jsonLines(raw, json, lang) : [];
  if (json && fromJson.length > 0)
    for (const l of raw) if (l.line >= json.start - 1 && l.line <= json.end + 1) l.text = '';
  // A YAML block is a record per person: read by what its keys mean, its lines no prose.
  // A TOML block is read as a YAML block is (parsed before ISO dates are words: TOML's dates are no strings).
  const yaml = json ? undefined : (yamlBlock(text) ?? tomlBlock(org, lang));
  const records: PersonRecord[] = yaml ? yamlRecords(raw, yaml, lang) : [...(typed?.records ?? [])];
  const yamlObjects = yaml ? yamlObjectLines(raw, yaml, lang) : [];
  const yamlSections = yaml ? dataSectionLines(raw, yaml, lang) : [];
  if (yaml && records.length + yamlObjects.length > 0)
    for (const l of raw) if (l.line >= yaml.start - 1 && l.line <= yaml.end + 1) l.text = '';
  const out: Line[] = [];
  const bySection = new Map<Section | 'none', Line[]>();
  const push = (section: Section | undefined, l: Line) => {
    const key = section ?? 'none';
    const list = bySection.get(key) ?? [];
    list.push(l);
    bySection.set(key, list);
  };
  for (const l of yamlObjects) push('objects', l);
  if (records.length + yamlObjects.length > 0) for (const [section, l] of yamlSections) push(section, l);
  // A YAML bible's people first, in the file's order.
  records.forEach((r, n) => {
    push('characters', { text: `${RECORD_MARK}${n}`, line: r.line });
  });
  let section: Section | undefined;
  /** The level of the heading that opened the section: under "# Characters", "## Mara Voss" is an entry. */
  let sectionLevel = 0;
  let prose: Line[][] = [];
  let paragraph: Line[] = [];
  const items = new Map<Line[], number>();
  const endParagraph = () => {
    if (paragraph.length > 0) prose.push(paragraph);
    paragraph = [];
  };
  let i = 0;
  while (i < raw.length) {
    const l = raw[i] as Line;
    // A CSV or TSV table of people (fenced or bare): a record per row.
    const fence = /^\s*```\s*(\w*)\s*$/.exec(l.text);
    const block: Line[] = [];
    let j = fence ? i + 1 : i;
    for (; j < raw.length; j++) {
      const text = (raw[j] as Line).text;
      // A spreadsheet's empty row comes out as its tabs alone: it ends no table that goes on after it.
      const emptyRow = /^[ \t]*\t[ \t]*$/.test(text) && (raw[j + 1]?.text ?? '').includes('\t');
      if (emptyRow) continue;
      if (text.trim() === '' || (fence && /^\s*```\s*$/.test(text))) break;
      block.push(raw[j] as Line);
    }
    const table = block.length >= 2 && !ROW.test(l.text) ? tableAbove(block, lang) : undefined;
    if (table !== undefined) {
      const { separator, rows } = table;
      endParagraph();
      const sheets = sheetsOf(rows, separator, lang);
      for (const [section, lines] of sheets.others) for (const line of lines) push(section, line);
      for (const r of delimitedRecords(sheets.people, separator, lang)) {
        push('characters', { text: `${RECORD_MARK}${records.length}`, line: r.line });
        records.push(r);
      }
      // A note under the rows ("Ages as at chapter 1."), inside the fence or right under a bare table, is read as a
      // line after the table is; the fence that closes it is no line of the bible.
      if (rows.length < block.length) {
        if (fence && j < raw.length) (raw[j] as Line).text = '';
        i = raw.indexOf(rows.at(-1) as Line) + 1;
      } else i = j + (fence ? 1 : 0);
      continue;
    }
    const record = recordAt(raw, i, section, sectionLevel, lang);
    if (record) {
      endParagraph();
      // Its place among the entries, kept: its lines are written once the timeline's dates are known.
      push('characters', { text: `${RECORD_MARK}${records.length}`, line: l.line });
      records.push(record.record);
      i = record.next;
      continue;
    }
    // "### Timeline" with no section open, "PEOPLE" alone: a section's heading at any level, in capitals too.
    const deep = headingOf(l.text);
    const capitals =
      CARD_TITLE.exec(l.text) && (raw[i + 1]?.text.trim() ?? '') === ''
        ? sectionOf(titleCase(l.text.trim()), lang)
        : undefined;
    if ((deep && deep.level > 2 && section === undefined && sectionOf(deep.title, lang)) || capitals) {
      endParagraph();
      section = capitals ?? sectionOf(deep?.title ?? '', lang);
      // "THE PEOPLE" over paragraphs of prose, each opening on a name ("Inés Vidal Fuentes is the head cook. She
      // was born…"): a letter's cast, read as the prose outside any section is, sentence by sentence.
      if (section === 'characters' && proseParagraphAfter(raw, i + 1, lang)) section = undefined;
      sectionLevel = deep?.level ?? 1;
      i++;
      continue;
    }
    // "Characters:" alone on its line is a heading too.
    const label = /^\s*([\p{L} ]{3,30}):\s*$/u.exec(l.text);
    const heading =
      HEADING.exec(l.text) ?? (label && sectionOf(label[1] as string, lang) ? ['', '##', label[1]] : null);
    if (heading && (heading[1] as string).length <= 2) {
      endParagraph();
      const level = (heading[1] as string).length;
      const found = sectionOf(heading[2] as string, lang);
      // "## Bastiano Gallo, “Bas” — dies in ch. 6": the name is what comes before its note and its nickname. The note's
      // dash may be typed close ("“Bas”—dies", "Orsola Venier—the widow"): an em dash is never a name's, and a dash
      // right after a closing quote is no hyphen of one.
      const named = ((heading[2] as string).split(NOTE_DASH)[0] as string).replace(/,\s*["“][^"”]*["”]\s*$/u, '');
      if (!found && section && level > sectionLevel && looksLikeName(named, lang)) {
        push(section, { text: `### ${heading[2]}`, line: l.line });
        i++;
        continue;
      }
      // A level-1 title ("# Story notes") opens no section; "## Cast" does; "## About the book" ends one.
      section = found ?? (level === 1 ? section : undefined);
      if (found) sectionLevel = level;
      i++;
      continue;
    }
    if (ROW.test(l.text)) {
      endParagraph();
      const rows: Line[] = [];
      while (i < raw.length && ROW.test((raw[i] as Line).text)) rows.push(raw[i++] as Line);
      // A table of people whose columns say something only a record reads ("Date of death", "Born", "Carries"):
      // a record per row, its cells read by what their headers mean.
      const cellsOf = (r: Line) => ({ ...r, text: r.text.trim().replace(/^\|/, '').replace(/\|$/, '') });
      const body = rows.filter((r) => !isRule((ROW.exec(r.text)?.[1] ?? '') as string)).map(cellsOf);
      if (section !== 'places' && section !== 'objects' && section !== 'timeline' && recordTable(body, lang)) {
        for (const r of delimitedRecords(body, '|', lang)) {
          push('characters', { text: `${RECORD_MARK}${records.length}`, line: r.line });
          records.push(r);
        }
        continue;
      }
      const table = tableLines(rows, section, lang);
      for (const t of table.lines) push(table.section, t);
      continue;
    }
    // A numbered outline: "3. The Sergeant (Tuesday 16 March)", then "   3.1 …" items. The chapter's line is its
    // Timeline entry when it names one day; each item is a paragraph of its own, read as prose.
    const item = OUTLINE_ITEM.exec(l.text);
    if (item && section === undefined) {
      endParagraph();
      paragraph.push({ text: item[2] as string, line: l.line });
      items.set(paragraph, Number(item[1]));
      endParagraph();
      i++;
      continue;
    }
    const chapterLine = OUTLINE_CHAPTER.exec(l.text);
    const nextLine = raw.slice(i + 1).find((r) => r.text.trim() !== '');
    if (
      chapterLine &&
      section === undefined &&
      nextLine &&
      new RegExp(`^\\s+${chapterLine[1]}\\.\\d+\\s`).test(nextLine.text)
    ) {
      endParagraph();
      const title = chapterLine[2] as string;
      if (weekdaysIn(title, lang).length <= 1 && datesIn(title, lang).length <= 1)
        push('timeline', {
          text: `- ${refs.canonical.replace('$1', chapterLine[1] as string)} — ${title}`,
          line: l.line,
        });
      i++;
      continue;
    }
    // An index card: a NAME IN CAPITALS alone on its line after a rule or a blank, then terse lines to the next.
    const card = CARD_TITLE.exec(l.text);
    const previous = raw[i - 1]?.text.trim() ?? '';
    const below = raw[i + 1]?.text.trim() ?? '';
    if (card && (previous === '' || /^-{3,}$/.test(previous)) && below !== '' && !/^-{3,}$/.test(below)) {
      endParagraph();
      const title = titleCase(l.text.trim());
      const body: Line[] = [];
      i++;
      while (i < raw.length && (raw[i] as Line).text.trim() !== '' && !/^-{3,}$/.test((raw[i] as Line).text.trim()))
        body.push(raw[i++] as Line);
      const own = sectionOf(title, lang);
      if (own) for (const b of body) push(own, { text: `- ${b.text.trim()}`, line: b.line });
      else if (lang.bible.article.test(title)) {
        push('objects', { text: `### ${title}`, line: l.line });
        for (const b of body) for (const x of chainLines(b, lang)) push('objects', x);
      } else {
        push('characters', { text: `### ${title}`, line: l.line });
        for (const b of body) for (const x of cardLines(b, lang)) push('characters', x);
      }
      continue;
    }
    const boldAlone = BOLD_ALONE.exec(l.text);
    const boldLead = boldAlone ? undefined : BOLD_LEAD.exec(l.text);
    const boldName = (boldAlone?.[1] ?? boldLead?.[1])?.trim();
    if (boldName !== undefined && !sectionOf(boldName, lang) && !isFieldName(boldName, lang)) {
      endParagraph();
      // "**Mara Voss**" starts an entry of the section it stands in (characters when none: names are people).
      const where = section ?? (looksLikeName(boldName, lang) ? 'characters' : undefined);
      // "**Elias Brandt** (Eli)": the alias stays in its brackets, where bible.ts reads it.
      const paren = boldLead && l.text.slice(0, l.text.length - (boldLead[2] as string).length).endsWith('(');
      // "**Uncle Fred** (Doyle) - Jack's younger brother": the bracket is the alias, what follows it the entry's.
      const closed = paren ? /^([^()]*)\)\s*(?:[—–:,-]\s*)?(.*)$/.exec(boldLead[2] as string) : null;
      const aside = closed ? ` (${closed[1]})${closed[2] ? ` — ${closed[2]}` : ''}` : ` (${boldLead?.[2]}`;
      const tail = boldLead?.[2] ? (paren ? aside : ` — ${boldLead[2]}`) : '';
      push(where, { text: `### ${boldName}${tail}`, line: l.line });
      const asBullet = /^[-*+]\s/.test(l.text);
      i++;
      // "**Mara Voss**", a blank line, then her bullets: the blank line between a name and its lines is layout.
      const after = raw[i + 1]?.text ?? '';
      if (raw[i]?.text.trim() === '' && (BULLET.test(after) || ownLine(after, lang))) i++;
      while (i < raw.length) {
        const next = raw[i] as Line;
        const bullet = BULLET.exec(next.text);
        // "**Eyes:** grey", "*Age*: 34" under the bold name: a field of theirs in another markup.
        const own = ownLine(next.text, lang);
        if (!(bullet || own || /^\s+\S/.test(next.text) || /^[\p{L} ]{2,24}:\s/u.test(next.text))) break;
        const bold = (BOLD_ALONE.exec(next.text) ?? BOLD_LEAD.exec(next.text))?.[1]?.trim();
        if (bold !== undefined && !isFieldName(bold, lang) && !own) break;
        // "- **Ann Lee** — …" then "- Bo …": a list of entries; under "**Ann Lee**" alone, its bullets are hers.
        if (asBullet && /^[-*+]\s/.test(next.text)) break;
        push(where, { text: own ?? `- ${(bullet?.[3] ?? next.text).trim()}`, line: next.line });
        i++;
      }
      continue;
    }
    if (section === undefined && l.text.trim() !== '' && !BULLET.test(l.text) && !heading) {
      // Prose outside any section: read later, sentence by sentence. A dossier's numbered paragraph is one of its own.
      if (typed?.paragraphs.has(l.line)) endParagraph();
      paragraph.push(l);
      i++;
      continue;
    }
    endParagraph();
    // "- Bo (the Boy): 9 years old" among "**Ann Lee**" entries: an entry of its own, not a line of the one before.
    const top = /^([-*+])\s+(.*)$/.exec(l.text);
    const lead = top ? /^([^—–:(,;]+)/.exec(top[2] as string)?.[1]?.trim() : undefined;
    if (
      lead &&
      (section === 'characters' || section === 'places') &&
      looksLikeName(lead, lang) &&
      !isFieldName(lead, lang) &&
      // "- Fisherman, married to Orla." under "### Declan Dunne": a trade is a line of his, no one's name.
      !lang.occupations.has(lead.toLowerCase())
    )
      push(section, { text: `### ${top?.[2]}`, line: l.line });
    else {
      // "Dr. Priya Raman — the doctor; calls Hunter…" as a paragraph of its own: an entry, as its bullet would be;
      // indented under another entry too ("  Tomas Reyes — her brother"): his entry, not a line of hers.
      // "Lillian (Lil, Lilly) — the baker": the short forms in brackets after the name are no part of it.
      const dash =
        section === 'characters' || section === 'places'
          ? /^\s*(\S[^—–:(,;]*?)(?:\s*\(([^)]*)\))?\s+[—–]\s+\S/u.exec(l.text)
          : null;
      // A name of two words or more, or one with names in brackets after it ("Later — he sells the farm" is no one's
      // entry, nor "Later (in winter) — …").
      // Set in, only one told as someone's kin or by a trade is a person ("  Lamp Room — where she sleeps" is hers).
      const setIn = /^\s/.test(l.text);
      const told = l.text.slice((dash?.index ?? 0) + (dash?.[0].length ?? 0) - 1);
      const named =
        dash &&
        (/\s/.test(dash[1] as string) || namesInBracket(dash[2], lang)) &&
        looksLikeName(dash[1] as string, lang) &&
        !isFieldName(dash[1] as string, lang) &&
        (!setIn ||
          lang.kinWord.test(told) ||
          // Stryker disable next-line ArrayDeclaration: the stand-in words are no occupation, so some() is false either way
          (told.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => lang.occupations.has(w)));
      // "NELL'S FATHER — a nurse, then a fisherman": someone with no name of their own, and no line of the entry above.
      const whose =
        section === 'characters' &&
        dash &&
        (dash[1] as string).split(/\s+/).some((w) => lang.possessiveEnding.test(w.toLowerCase()));
      push(whose ? undefined : section, named ? { text: `### ${l.text.trim()}`, line: l.line } : l);
    }
    i++;
  }
  endParagraph();
  // Each person's record as an entry, its dates pointed at the chapters the bible's own timeline gives them.
  const anchors = dateAnchors([...raw, ...(bySection.get('timeline') ?? [])], lang);
  const written = records.map((r) => recordLines(r, anchors, lang));
  bySection.set(
    'characters',
    (bySection.get('characters') ?? []).flatMap((l) =>
      l.text.startsWith(RECORD_MARK) ? (written[Number(l.text.slice(RECORD_MARK.length))]?.characters ?? []) : [l],
    ),
  );
  for (const w of written) for (const x of w.objects) push('objects', x);
  // "- *Age*: 34", "- Eyes = grey" in writer's own entries: the field, in writer's own words; "- d.: Sat 17 Aug
  // 2019" a death, its date pointed at its chapter as a record's is.
  bySection.set(
    'characters',
    (bySection.get('characters') ?? []).map((l) =>
      /^\s*[-*+]\s.*(?:[*_=]|\s[-–—]\s)/.test(l.text)
        ? { ...l, text: ownLine(l.text, lang) ?? l.text }
        : /^\s*[-*+]\s/.test(l.text)
          ? { ...l, text: datedFates(l.text, anchors, lang) }
          : l,
    ),
  );
  const fromProse = proseLines(prose, lang, items);
  // "He died there on Saturday, 26 January 1957": a death, change or giving in prose pointed at its chapter, as a
  // record's is (bibleRecords.ts).
  const words = lang.bible;
  fromProse.characters = fromProse.characters.map((l) =>
    /^-\s/.test(l.text) &&
    (words.deathWords.test(l.text) || words.changeVerb.test(l.text) || words.giving.verb.test(l.text))
      ? { ...l, text: withChapters(l.text, anchors, lang) }
      : l,
  );
  prose = [];
  const sectionLine = (name: string, first: Line | undefined): Line => ({ text: `## ${name}`, line: first?.line ?? 0 });
  const order: Array<[Section, string]> = [
    ['characters', 'Characters'],
    ['places', 'Places'],
    ['timeline', 'Timeline'],
    ['objects', 'Objects'],
    ['style', 'Style'],
    ['threads', 'Open threads'],
  ];
  for (const [key, title] of order) {
    const lines = [
      ...(bySection.get(key) ?? []),
      ...(key === 'characters'
        ? fromProse.characters
        : key === 'objects'
          ? fromProse.objects
          : key === 'places'
            ? fromProse.places
            : []),
    ];
    if (lines.length === 0) continue;
    out.push(sectionLine(title, lines[0]), ...lines);
  }
  out.push(...fromJson);
  // Lines in no section (and prose that named no one) still carry the voice ("Told in the third person…").
  const rest = [...(bySection.get('none') ?? []), ...fromProse.other];
  if (rest.length > 0) out.push({ text: '## Notes', line: rest[0]?.line ?? 0 }, ...rest);
  return out;
}
