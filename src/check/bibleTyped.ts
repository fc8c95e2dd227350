import { bracketAge, castAge, castLine } from './bibleFormats.js';
import { labelField, type PersonRecord, recordBody } from './bibleRecords.js';
import { weekdayOf } from './dates.js';
import type { Language } from './lang/index.js';
import type { BibleLine } from './types.js';

/**
 * Bibles typed as documents rather than marked up, read as writer's own:
 *
 * - a stage or screen cast page: "THOMAS KEOGH ........ the narrator" over an indented paragraph, "NORA LACEY
 *   (23) — a student nurse", "ANNA BELL, 40s, a nurse"; then its other lists ("SETS", "PROPS", "SCHEDULE");
 * - index cards typed one to a block: "[ card 4 ] ---- PEOPLE", a heading line ("OLD FROST (Isidore)"), terse
 *   lines in the author's shorthand ("78. pale blue eyes. DIES: Sat 26 Jan 57 (ch six)");
 * - a dossier or report of numbered prose paragraphs ("4.", "4.1", "(a)", "A.") under lettered parts.
 *
 * Each person of a cast page or a card becomes a record (bibleRecords.ts reads its fields by meaning and points its
 * dates at chapters through the bible's own timeline); every other line stays at its line, in a shape the dialect
 * reader knows (a section heading, an entry, prose), so --explain still points at the author's own line.
 */

type Line = BibleLine;

export interface TypedBible {
  /** The lines left for the dialect reader, a person's lines blank. */
  lines: Line[];
  records: PersonRecord[];
  /** Lines that open a paragraph of their own though no blank line stands before them ("2. Felix's wife…"). */
  paragraphs: Set<number>;
}

/** "NAME ......... note": a cast page's entry, its name and its note on either side of a dotted leader. */
const LEADER = /^(\S.*?)\s*\.{4,}\s*(.*)$/;
/** A line of a typed list that is only a rule ("------", "======"). */
const RULE = /^\s*[-=_*]{5,}\s*$/;

/** Whether most of a text's letters are capitals ("THOMAS "TUCK" KEOGH", "SISTER AGATHE BÉLANGER"). */
function inCapitals(text: string): boolean {
  // "PETER VANCE (deceased)": a remark in brackets is no part of the name.
  const letters = text.replace(/\([^)]*\)/g, '').replace(/[^\p{L}]/gu, '');
  const capitals = letters.replace(/[^\p{Lu}]/gu, '');
  return letters.length >= 3 && capitals.length >= letters.length * 0.7;
}

/** "THOMAS KEOGH" → "Thomas Keogh", "MR. A. PELLETIER" → "Mr. A. Pelletier"; words already in mixed case stay. */
function nameCase(text: string): string {
  // Stryker disable next-line Regex: a run of spaces kept (\s) is collapsed again where the bible reads a name or a title ('"BIRDIE  MAE"' is Birdie Mae either way)
  const words = text.split(/\s+/);
  return words
    .map((w) =>
      inCapitals(w) || /^\p{Lu}{2,}\.?$/u.test(w)
        ? w
            .toLowerCase()
            .replace(/(^|[-'’])(\p{L})(?!$|\.)/gu, (_, lead: string, c: string) => `${lead}${c.toUpperCase()}`)
        : w,
    )
    .join(' ');
}

/**
 * The words a document writes with a capital inside a sentence ("Frost's Hamilton watch", "at Windsor Station"),
 * in lower case: a word it also sets in capitals is a name only when it is one of these.
 */
function properWords(lines: readonly Line[]): Set<string> {
  const out = new Set<string>();
  // After a word, a comma or "St.": inside a sentence, not opening one.
  for (const l of lines)
    for (const m of l.text.matchAll(/(?<=(?:[\p{L},;'’)]|\b\p{Lu}\p{Ll}{0,2}\.)\s+)(\p{Lu}\p{Ll}[\p{L}'’-]*)/gu))
      out.add((m[1] as string).toLowerCase().replace(/['’]s$/, ''));
  return out;
}

/** A list's title as a name is written: "THE HAMILTON" → "The Hamilton", "THE LETTER" → "The letter", "WINDSOR STATION" → "Windsor Station". */
function titleAsWritten(text: string, proper: ReadonlySet<string>): string {
  return nameCase(text)
    .split(/\s+/)
    .map((w, n) =>
      n === 0 ||
      proper.has(
        w
          .toLowerCase()
          .replace(/[^\p{L}'’-]+/gu, '')
          .replace(/['’]s$/, ''),
      )
        ? w
        : w.toLowerCase(),
    )
    .join(' ');
}

/**
 * Words typed in capitals for emphasis, as prose writes them: "GREEN eyes" → "green eyes", "DIES SAT 26 JAN" →
 * "dies Sat 26 Jan", "see BILLY" → "see Billy" (a name the document gives, or writes in its own case elsewhere).
 */
function emphasisAsWritten(text: string, names: ReadonlySet<string>, lang: Language): string {
  const calendar = (w: string) => w.length >= 3 && [...lang.weekdays, ...lang.months].some((n) => n.startsWith(w));
  return text.replace(
    /(?<![\p{L}'’])(\p{Lu}{2,}(?:['’]\p{Lu}{1,2})?)(?![\p{L}])/gu,
    (word: string, _: string, at: number, whole: string) => {
      const lower = word.toLowerCase();
      const bare = lower.replace(/['’]s$/, '');
      // Stryker disable next-line StringLiteral: nameCase leaves a word's last letter in lower case, so /['’]S$/ never matches and '’s' is never written
      if (calendar(lower) || names.has(bare)) return nameCase(word).replace(/['’]S$/, '’s');
      // "…at the ends. LEFT hand": a sentence's first word keeps its capital.
      const opening = /(?:^|[.!?]["”’)]?\s+)["“(]?$/.test(whole.slice(0, at).replace(/^\s+/, ''));
      return opening ? `${word.charAt(0)}${lower.slice(1)}` : lower;
    },
  );
}

/** "Sat 26 Jan 57": a year in two figures after a weekday and a date, in the century whose calendar fits the weekday. */
export function fullYears(text: string, lang: Language): string {
  const day = lang.weekdays.map((w, i) => [w, i] as const);
  return text.replace(lang.bible.typed.shortYear, (all, weekday: string, d: string, month: string, yy: string) => {
    const w = weekday.toLowerCase();
    // Stryker disable next-line ConditionalExpression: the language's shortYear takes a weekday of three letters or more, so the length test always holds
    const wd = day.find(([name]) => name.startsWith(w) && w.length >= 3)?.[1];
    // Stryker disable next-line ConditionalExpression: the language's shortYear takes a month of three letters or more, so the length test always holds
    const m = lang.months.findIndex((name) => name.startsWith(month.toLowerCase()) && month.length >= 3);
    // Stryker disable next-line ConditionalExpression: with no weekday no century's weekday equals it, so the date is left as written either way
    if (wd === undefined || m < 0) return all;
    const centuries = [1900, 2000].filter((c) => weekdayOf(c + Number(yy), m + 1, Number(d)) === wd);
    return centuries.length === 1
      ? all.replace(new RegExp(`${yy}$`), String((centuries[0] as number) + Number(yy)))
      : all;
  });
}

/** "ch six", "chapter one", "ch10": a chapter written in words or run on, in figures ("chapter 6"). */
function chaptersInFigures(text: string, lang: Language): string {
  const canonical = lang.bible.chapterRefs.canonical;
  return text.replace(lang.bible.typed.chapterShort, (all, n: string) => {
    // Stryker disable next-line Regex: the language's chapterShort gives figures alone or letters alone, so the anchors change nothing
    const value = /^\d+$/.test(n) ? Number(n) : lang.numbers.get(n.toLowerCase());
    return value === undefined || value < 1 ? all : canonical.replace('$1', String(value));
  });
}

/**
 * A wrapped paragraph as its sentences, each at the line it starts on: "…was drowned. Grey" / "eyes, brown hair."
 * gives "Grey eyes, brown hair." at the first line. A line opening on a label ("Lodgings:", "AWAY:") starts a
 * sentence of its own, as a stop would.
 */
export function reflow(lines: readonly Line[], lang: Language): Line[] {
  const out: Line[] = [];
  let current: Line | undefined;
  const flush = () => {
    // Stryker disable next-line StringLiteral,MethodExpression: current is made of trimmed, non-empty parts joined by one space, so it is never blank and has no space at either end
    if (current && current.text.trim() !== '') out.push({ text: current.text.trim(), line: current.line });
    current = undefined;
  };
  const abbreviation = lang.bible.typed.abbreviation;
  for (const l of lines) {
    const text = l.text.trim();
    if (text === '') {
      flush();
      continue;
    }
    if (/^\p{L}[\p{L} ]{1,23}:\s/u.test(text)) flush();
    const parts = text.split(/(?<=[.!?]["”’)]?)\s+(?=["“(]?\p{Lu})/u);
    parts.forEach((part, n) => {
      // Stryker disable next-line ConditionalExpression,EqualityOperator: for the first part parts[-1] is undefined too, so the test changes nothing
      const previous = n > 0 ? (parts[n - 1] as string) : undefined;
      // "Dr. Kaplan", "Douglas St. Cork": a title's stop ends no sentence.
      if (n > 0 && !(previous && abbreviation.test(previous))) flush();
      current = current ? { text: `${current.text} ${part}`, line: current.line } : { text: part, line: l.line };
    });
    if (/[.!?]["”’)]?$/.test(text) && !abbreviation.test(text)) flush();
  }
  flush();
  return out;
}

/** A number alone among a person's notes ("carter, St-Henri, 50.", "34. night orderly"): their age. */
function bareAge(text: string): string | undefined {
  for (const part of text.replace(/\s*\([^)]*\)/g, '').split(/\s*[,;]\s*|(?<=\d)\.\s+|\.\s*$/)) {
    const m = /^\(?(\d{1,3})\)?$/.exec(part.trim());
    if (m && Number(m[1]) >= 1 && Number(m[1]) <= 110) return m[1];

    // "40s": any year of the decade (attributes.ts reads a bible's "40s" so).
    const decade = /^([1-9]0)['’]?s$/.exec(part.trim());
    if (decade) return `${decade[1]}s`;
  }
  return undefined;
}

/**
 * A person's name as a typed list writes it, with what it says in passing: 'THOMAS "TUCK" KEOGH' (a nickname),
 * "BILLY (WILLIAM) MARSH", "LIL FROST (LILLIAN, née DOYLE)" (other names; a maiden name is no name they go by),
 * "TUCK (Thomas Keogh)" (the full name in brackets), "OLD FROST (Isidore)" (the given name), "THE LATE DANNY
 * KEOGH" (dead before the story), "NORA LACEY (23)" (an age).
 */
function personHead(
  raw: string,
  lang: Language,
): { name: string; aliases: string[]; age?: string; gender?: string; late: boolean } | undefined {
  const typed = lang.bible.typed;
  let text = raw.trim();
  let late = typed.late.test(text);
  text = text.replace(typed.late, '');
  const aliases: string[] = [];
  let age: string | undefined;
  let maiden = false;
  text = text.replace(/["“]([^"”]+)["”]/g, (_, nick: string) => {
    aliases.push(nameCase(nick.trim()));
    return ' ';
  });
  text = text.replace(/\(([^)]*)\)/g, (_, inside: string) => {
    const years = bracketAge(inside);
    if (years) age = years;
    else if (lang.bible.deathWords.test(inside) || typed.deceased.test(inside)) late = true;
    else
      for (const part of inside.split(/\s*[,;/]\s*/))
        if (typed.maiden.test(part)) maiden = true;
        else if (/^\p{Lu}/u.test(part.trim())) aliases.push(nameCase(part.trim()));
    return ' ';
  });
  // "DR RANSOME", "MRS DUFRESNE": a title without its stop is the same title ("Dr. Ransome").
  const stops = new Set(lang.abbreviations.map((a) => a.toLowerCase()));
  const name = nameCase(text.replace(/\s+/g, ' ').replace(lang.bible.record.nameLead, '').trim())
    .split(' ')
    .map((w, n, all) => (n < all.length - 1 && stops.has(w.toLowerCase()) ? `${w}.` : w))
    .join(' ');
  const title = (w: string) => {
    const bare = w.toLowerCase().replace(/\.$/, '');
    return lang.bible.nameTitles.has(bare) || lang.titles.has(bare) || lang.occupations.has(bare);
  };
  const all = name.split(/\s+/);
  const lead = all.findIndex((w) => !title(w));
  const words = lead < 0 ? [] : all.slice(lead);
  // "BED THREE", "GUARD 2": a part numbered, no one's name.
  if (words.length === 0 || !lang.bible.personName.test(name) || words.some((w) => isNumber(w, lang))) return undefined;
  const aged = age ? { age } : {};
  // "LIL FROST (LILLIAN, née DOYLE)": a maiden name is a woman's.
  const female = maiden ? { gender: 'female' } : {};
  // "TUCK (Thomas Keogh)": a full name in the brackets is the name, the heading's one they go by.
  // Stryker disable next-line ConditionalExpression,Regex: nameCase leaves each alias trimmed and single-spaced (\s and \s+ split it alike), and words is never empty here, so more words than it means two or more
  const full = aliases.find((a) => a.split(/\s+/).length >= 2 && a.split(/\s+/).length > words.length);
  if (full) return { name: full, aliases: [name, ...aliases.filter((a) => a !== full)], ...aged, ...female, late };
  // "OLD FROST (Isidore)", "DR RANSOME (Hugh)": a surname alone and a given name in brackets make the full name.
  const given =
    aliases.length === 1 && words.length === 1 && aliases[0]?.split(/\s+/).length === 1 ? aliases[0] : undefined;
  if (given) return { name: `${given} ${words[0]}`, aliases: [name], ...aged, ...female, late };
  // "DR. HUGH RANSOME", "NURSE NORA LACEY": the name without its title, and the title with the surname ("Dr.
  // Ransome", "Nurse Lacey"), as others address them.
  if (lead > 0 && words.length >= 2) {
    const titled = `${all.slice(0, lead).join(' ')} ${words.at(-1)}`;
    return { name: words.join(' '), aliases: [titled, ...aliases], ...aged, ...female, late };
  }
  return { name, aliases, ...aged, ...female, late };
}

/** "Three", "22": a number in figures or words. */
function isNumber(word: string, lang: Language): boolean {
  // Stryker disable next-line Regex: the English personName admits no digit, so a word with figures never gets here; kept for a language whose names might
  return /^\d+$/.test(word) || lang.numbers.has(word.toLowerCase());
}

/** A person's record from their head and the lines said of them. */
function personRecord(
  head: NonNullable<ReturnType<typeof personHead>>,
  line: number,
  body: readonly Line[],
  lang: Language,
): PersonRecord {
  const { pairs, prose } = recordBody(body, lang);
  const words = lang.bible.record;
  // "CORA "BIRDIE" VANCE": Birdie, and Birdie Vance.
  const surname = head.name.split(/\s+/).at(-1) as string;
  const given = head.aliases.filter((a) => !/\s/.test(a) && a !== surname).map((a) => `${a} ${surname}`);
  // Stryker disable next-line ArrayDeclaration: an alias of small words ("Stryker was here") names no one, and namesInList drops it where the aliases are read
  const aliases = [...head.aliases, ...(/\s/.test(head.name) ? given : [])];
  if (aliases.length > 0) pairs.unshift({ field: 'aliases', label: '', value: aliases.join(', '), line });
  const age = head.age ?? body.map((l) => bareAge(l.text)).find((a) => a !== undefined);
  if (age && !pairs.some((p) => p.field === 'age'))
    pairs.unshift({ field: 'age', label: words.ageLabel, value: age, line });
  if (head.gender) pairs.push({ field: 'gender', label: '', value: head.gender, line });
  if (head.late && !pairs.some((p) => p.field === 'fate'))
    // Stryker disable next-line StringLiteral: a label is read only as a state ("Status"), and this fate tells a death, which no state label turns into a note
    pairs.push({ field: 'fate', label: '', value: `${words.died}${words.beforeOpening}`, line });
  return { name: head.name, line, pairs, prose };
}

/** Whether a text is a cast page: three entries with dotted leaders, or a cast heading over cast lines in capitals. */
function leaderLines(lines: readonly Line[]): number {
  return lines.filter((l) => LEADER.test(l.text) && castEntry(l.text, true) !== undefined).length;
}

function isCastPage(lines: readonly Line[], lang: Language): boolean {
  if (leaderLines(lines) >= 3) return true;
  const heading = lines.findIndex((l) => lang.bible.typed.castHeading.test(l.text));
  if (heading < 0) return false;
  return lines.slice(heading + 1).filter((l) => /^\S/.test(l.text) && castLine(l.text) !== undefined).length >= 3;
}

/**
 * A cast page's entry line: its name and what follows on the line ("our narrator", "(34)", "40s, a nurse"). On a
 * page of dotted leaders only a line with one is an entry ("THE ORCHARD — CAST" over them is the page's title).
 */
function castEntry(text: string, leaders = false): { head: string; note: string; about?: string } | undefined {
  if (/^\s/.test(text)) return undefined;
  const leader = LEADER.exec(text);
  if (leader && inCapitals(leader[1] as string)) return { head: leader[1] as string, note: leader[2] as string };
  // "KLAAS BAKKER, a fisherman ........ aged forty-four": the name in capitals, a word on them after it, then the
  // leader; both the word and what follows the leader are the note.
  // A name in quotes among those words ('MARRETJE KOK, "Mart", her daughter') is one of theirs, read with the head.
  const described = leader ? castLine(leader[1] as string) : undefined;
  if (leader && described?.rest) {
    const quoted = described.rest.match(/["“][^"”]+["”]/g) ?? [];
    const name = described.bracket ? `${described.name} (${described.bracket})` : described.name;
    return {
      head: [name, ...quoted].join(' '),
      note: leader[2] as string,
      about: described.rest
        .replace(/["“][^"”]+["”]/g, '')
        .replace(/^[\s,;:]+|[\s,;:]+$/g, '')
        .trim(),
    };
  }
  if (leaders) return undefined;
  const cast = castLine(text);
  if (!cast) return undefined;
  return { head: cast.bracket ? `${cast.name} (${cast.bracket})` : cast.name, note: cast.rest };
}

/** The names a typed document gives its people in capitals, in lower case ("keogh", "tuck"), to write them as names. */
function capitalNames(lines: readonly Line[], entry: (l: Line) => string | undefined): Set<string> {
  const out = new Set<string>();
  for (const l of lines) {
    const head = entry(l);
    if (!head) continue;
    for (const w of head.match(/\p{Lu}[\p{Lu}'’-]+/gu) ?? []) out.add(w.toLowerCase());
  }
  return out;
}

/**
 * A cast page: each entry (its line and its indented paragraph) a person's record; the page's other lists as
 * sections ("PROPS" → Objects, "SCHEDULE" → Timeline), each line of them an entry ("THE HAMILTON -- Frost's
 * watch" → "### The Hamilton — Frost's watch", "Ch 5 TUE 22 JAN … watch given" → "- chapter 5 — Tue 22 Jan …").
 */
function castPage(lines: readonly Line[], lang: Language): TypedBible {
  const proper = properWords(lines);
  const leaders = leaderLines(lines) >= 3;
  const entryOf = (text: string) => castEntry(text, leaders);
  const names = new Set([...capitalNames(lines, (l) => entryOf(l.text)?.head), ...proper]);
  const written = (t: string) => chaptersInFigures(fullYears(emphasisAsWritten(t, names, lang), lang), lang);
  const out: Line[] = lines.map((l) => ({ ...l }));
  const records: PersonRecord[] = [];
  let section: 'characters' | 'other' = 'characters';
  let seen = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i] as Line;
    const text = l.text.trim();
    // "THE SALT ROAD" over the cast: the play's title, no one's entry.
    if (!seen && inCapitals(text) && !entryOf(l.text) && !sectionTitle(text, lang)) {
      (out[i] as Line).text = '';
      continue;
    }
    // "SETS", "PROPS", "SCHEDULE": a list of the page's own, a section of the bible.
    const own = inCapitals(text) && !entryOf(l.text) ? sectionTitle(text, lang) : undefined;
    if (own) {
      section = own === 'characters' ? 'characters' : 'other';
      (out[i] as Line).text = `## ${nameCase(text)}`;
      continue;
    }
    if (lang.bible.typed.castHeading.test(text)) {
      section = 'characters';
      (out[i] as Line).text = '';
      continue;
    }
    // 'TRIJNTJE VISSER, "Trijn", his grand-' over '  daughter ........ nineteen': an entry whose head wraps onto
    // the next line, set in, where its leader is, is one line.
    const wrapped = wrappedHead(l.text, lines[i + 1]?.text);
    const entry = section === 'characters' ? entryOf(wrapped ?? l.text) : undefined;
    const head = entry ? personHead(entry.head, lang) : undefined;
    if (entry && head) {
      seen = true;
      let j = wrapped ? i + 2 : i + 1;
      /** A line that may still be the entry's: no other entry, and no title of the page's next list ("SCHEDULE"). */
      const own = (k: number) => {
        const next = lines[k]?.text;
        if (next === undefined || entryOf(next)) return false;
        // Stryker disable next-line MethodExpression: inCapitals counts letters only, so spaces around the line change nothing
        return !(inCapitals(next.trim()) && sectionTitle(next.trim(), lang));
      };
      while (own(j) && (lines[j] as Line).text.trim() !== '') j++;
      // "MARA VOSS ...... the keeper", a blank line, "    Grey eyes, black hair.": an indented paragraph after blank
      // lines is still the entry's, up to the next entry or a line at the margin.
      for (;;) {
        let k = j;
        while (own(k) && (lines[k] as Line).text.trim() === '') k++;
        if (!own(k) || !/^\s/.test((lines[k] as Line).text)) break;
        while (own(k) && (lines[k] as Line).text.trim() !== '') k++;
        j = k;
      }
      const paragraph = lines.slice(i + 1, j).map((b) => ({ ...b, text: written(b.text) }));
      // "     (34) Night orderly…": an age in brackets opening the paragraph.
      // Stryker disable next-line StringLiteral: with no paragraph there is no line to read an age from, and no other text opens on "(digits)" here
      const opening = /^\s*\((\d{1,3})\b[^)]*\)\s*/.exec(paragraph[0]?.text ?? '');
      if (opening && paragraph[0]) paragraph[0] = { ...paragraph[0], text: paragraph[0].text.slice(opening[0].length) };
      // "RUTH ABERNATHY, sixties: the widow…": an age opening the entry line's note.
      const noteAge = head.age ? undefined : castAge(entry.note, lang);
      const said = [entry.about ?? '', noteAge?.rest ?? entry.note].filter((p) => p.trim() !== '').join('; ');
      const note = said.trim() === '' ? [] : [{ text: written(said), line: l.line }];
      const age = head.age ?? noteAge?.age ?? opening?.[1];
      const aged = age ? { ...head, age } : head;
      // "aged forty-four," over "father of Wiebe; a red beard": a note that runs on under the leader is one with the
      // lines it wraps onto, not a line of its own: it ends on a comma or a hyphen, or the next line goes on in lower
      // case. One that stops ("the keeper" over "Grey eyes.") stands apart.
      // With no note there is nothing to run on: both ways read the paragraph alone.
      const next = paragraph[0]?.text.trim() ?? '';
      // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: with no paragraph, reflowing the note alone splits it into the sentences its record reads one by one anyway
      const under = next !== '';
      const wraps = under && (/[,;:–—-]$/.test(said.trim()) || /^[\p{Ll}"“]/u.test(next));
      const body = wraps ? reflow([...note, ...paragraph], lang) : [...note, ...reflow(paragraph, lang)];
      records.push(personRecord(aged, l.line, body, lang));
      for (let k = i; k < j; k++) (out[k] as Line).text = '';
      i = j - 1;
      continue;
    }
    if (section === 'other') (out[i] as Line).text = listLine(l.text, written, proper, lang);
  }
  return { lines: out, records, paragraphs: new Set() };
}

/**
 * An entry's head that wraps: a line at the margin with no leader, then a line set in that goes on in lower case to
 * its leader: the two as one line, a word broken at its hyphen ("grand-" / "daughter") joined again. Undefined when
 * the lines are no such pair.
 */
function wrappedHead(text: string, next: string | undefined): string | undefined {
  if (next === undefined || /^\s/.test(text) || LEADER.test(text) || !/^\s+\S/.test(next)) return undefined;
  const below = next.trim();
  // The words before its leader go on in lower case ("daughter"): "   II ...... Wiebe's", a scene under a prop, is
  // a line of its own.
  if (!LEADER.test(below) || !/^\p{Ll}/u.test(below)) return undefined;
  const above = text.trimEnd();
  return /\p{L}-$/u.test(above) && /^\p{Ll}/u.test(below) ? `${above.slice(0, -1)}${below}` : `${above} ${below}`;
}

/** The section a typed list's title opens ("PROPS", "SETS", "SCHEDULE", "PLACES"), by the language's words. */
function sectionTitle(text: string, lang: Language): string | undefined {
  const title = nameCase(text.replace(/[:.]\s*$/, ''));
  // Stryker disable next-line Regex: nameCase joins the words with one space, so \s and \s+ split the title alike
  if (title.split(/\s+/).length > 4) return undefined;
  return Object.entries(lang.sections).find(([, pattern]) => pattern.test(title))?.[0];
}

/**
 * A line of a typed list as an entry: "THE HAMILTON -- Frost's watch" → "### The Hamilton — Frost's watch",
 * "INT. WARD 7 -- NIGHT. Men's medical" → "### Ward 7 — Men's medical", "Ch 5  TUE 22 JAN ... watch given" →
 * "- chapter 5 — Tue 22 Jan — watch given"; an indented line goes on with the entry above ("- …").
 */
function listLine(text: string, written: (t: string) => string, proper: ReadonlySet<string>, lang: Language): string {
  if (text.trim() === '') return '';
  if (/^\s/.test(text)) return `- ${written(text.trim())}`;
  const t = text.replace(lang.bible.typed.sceneHeading, '').trim();
  const chapter = lang.bible.typed.scheduleLine.exec(t);
  if (chapter) return `- ${written(t.replace(/\s*\.{3,}\s*|\s{2,}/g, ' — '))}`;
  const m = /^(\p{Lu}[^a-z]*?)\s*(?:\s--\s|\s[—–]\s|\.{3,}|:\s)\s*(.*)$/u.exec(t);
  if (m && inCapitals(m[1] as string)) {
    const name = titleAsWritten((m[1] as string).replace(/\s*--\s*\p{Lu}+\.?$/u, '').replace(/[.:]$/, ''), proper);
    return `### ${name} — ${written((m[2] as string).replace(/^\p{Lu}+\.\s+/u, ''))}`;
  }
  return `- ${written(t)}`;
}

/** "[ card 4 ] ---- PEOPLE": a card's marker, its number and the tag that sorts it (PEOPLE, PLACES, THINGS, WHEN). */
function cardMarker(text: string, lang: Language): { tag: string } | undefined {
  const m = lang.bible.typed.cardMarker.exec(text);
  // Stryker disable next-line MethodExpression,StringLiteral: the marker's tag group always takes part, spaces on
  // either side of it left to the pattern's runs of spaces; the trim and the fallback are for a language's pattern
  return m ? { tag: (m[1] ?? '').trim() } : undefined;
}

/** The section a card's tag sorts it into, as a questionnaire's sheet titles do; people when it has none. */
function cardSection(tag: string, lang: Language): 'characters' | 'places' | 'objects' | 'timeline' {
  const sheets = lang.bible.record.sheets;
  if (sheets.places.test(tag)) return 'places';
  if (sheets.objects.test(tag)) return 'objects';
  if (sheets.timeline.test(tag)) return 'timeline';
  return 'characters';
}

/** "TUCK  (Thomas Keogh)     narrator, first person", "ALBERT ROY -- day porter, 60.": a card's person and note. */
function cardHead(text: string): { head: string; note: string } | undefined {
  const m = /^\s*(\p{Lu}[\p{Lu}'’. -]*?\p{Lu}\.?(?:\s*\([^)]*\))?)(?:\s{2,}|\s+--\s+|\s+[—–]\s+|\s*$)(.*)$/u.exec(text);
  if (!m || !inCapitals((m[1] as string).replace(/\([^)]*\)/g, ''))) return undefined;
  return { head: m[1] as string, note: (m[2] as string).trim() };
}

/**
 * A card's shorthand lines as pieces a record reads: "9 yrs on nights. eyes grey, hair brown." gives "9 yrs on
 * nights", "eyes grey", "hair brown"; "DIES: Sat 26 Jan 57 (ch six)" stays one labelled line.
 */
function cardPieces(l: Line, lang: Language): Line[] {
  const out: Line[] = [];
  const abbreviation = lang.bible.typed.abbreviation;
  const sentences: string[] = [];
  // "eyes blue / hair white": a slash parts two notes as a stop does.
  for (const s of l.text.trim().split(/(?<=[.;])\s+|\s+\/\s+/)) {
    const last = sentences.at(-1);
    // "calls him "Mr. Keogh"": a title's stop ends no piece.
    if (last !== undefined && abbreviation.test(last)) sentences[sentences.length - 1] = `${last} ${s}`;
    else sentences.push(s);
  }
  for (const sentence of sentences) {
    const parts = sentence.split(/,\s+(?=\p{L}+\s)/u);
    let current = '';
    for (const part of parts) {
      const field = labelField(part.split(/\s+/)[0] ?? '', lang);
      if (current !== '' && (field === 'eyes' || field === 'hair')) {
        out.push({ text: current, line: l.line });
        current = part;
      } else current = current === '' ? part : `${current}, ${part}`;
    }
    // "calls him "Mr. Keogh"": the card's person speaking, and the name of the one spoken to; nothing of theirs.
    // "61, calls him "Mr. Keogh"": what stands before the call is.
    const caller = lang.bible.callsThem.exec(current);
    if (caller) current = current.slice(0, caller.index).replace(/[\s,;:—–-]+$/u, '');
    // Stryker disable next-line ConditionalExpression,MethodExpression,StringLiteral: a blank piece pushed is skipped by recordBody and holds no age (bareAge), and no piece is spaces alone (the split takes every run of them)
    if (current.trim() !== '') out.push({ text: current.replace(/[.;]\s*$/, ''), line: l.line });
  }
  return out;
}

/**
 * Index cards: each card of people a record (or one per line of a card of minor people, "ALBERT ROY -- day
 * porter"); a card of places, things or dates as that section's lines, its heading an entry.
 */
function indexCards(lines: readonly Line[], lang: Language): TypedBible {
  const heads = lines.filter((_, i) => i > 0 && cardMarker((lines[i - 1] as Line).text, lang) !== undefined);
  const proper = properWords(lines);
  const names = new Set([
    ...capitalNames(
      [...heads, ...lines.filter((l) => /^\s+\p{Lu}[\p{Lu} ]+\s--\s/u.test(l.text))],
      (l) => cardHead(l.text)?.head,
    ),
    ...proper,
  ]);
  const written = (t: string) => chaptersInFigures(fullYears(emphasisAsWritten(t, names, lang), lang), lang);
  const out: Line[] = lines.map((l) => ({ ...l }));
  const records: PersonRecord[] = [];
  let i = 0;
  while (i < lines.length) {
    const marker = cardMarker((lines[i] as Line).text, lang);
    if (!marker) {
      if (RULE.test((lines[i] as Line).text)) (out[i] as Line).text = '';
      i++;
      continue;
    }
    const section = cardSection(marker.tag, lang);
    let j = i + 1;
    while (j < lines.length && !RULE.test((lines[j] as Line).text) && !cardMarker((lines[j] as Line).text, lang)) j++;
    const card = lines.slice(i + 1, j);
    (out[i] as Line).text = '';
    if (section === 'characters') cardPeople(card, lang, written, records, out, lines);
    else {
      (out[i] as Line).text = `## ${lang.bible.typed.sectionTitles[section]}`;
      for (const c of card) {
        const k = lines.indexOf(c);
        const head = c === card[0] ? cardHead(c.text) : undefined;
        (out[k] as Line).text =
          section === 'timeline'
            ? `- ${written(c.text.trim().replace(/\s*\.{3,}\s*|\s{2,}/g, ' — '))}`
            : head
              ? `### ${titleAsWritten(head.head, proper)}${head.note ? ` — ${written(head.note)}` : ''}`
              : c.text.trim() === ''
                ? ''
                : `- ${written(c.text.trim().replace(/^[-*]\s+/, ''))}`;
      }
    }
    i = j;
  }
  return { lines: out, records, paragraphs: new Set() };
}

/** A card of people: its heading's person and the card's lines; a card of several ("minor:"), one per line. */
function cardPeople(
  card: readonly Line[],
  lang: Language,
  written: (t: string) => string,
  records: PersonRecord[],
  out: Line[],
  lines: readonly Line[],
): void {
  const blank = (l: Line) => {
    (out[lines.indexOf(l)] as Line).text = '';
  };
  const first = card.find((l) => l.text.trim() !== '');
  const head = first ? cardHead(first.text) : undefined;
  const person = head ? personHead(head.head, lang) : undefined;
  if (first && head && person && !/--/.test(first.text)) {
    const body = [{ text: head.note, line: first.line }, ...card.slice(card.indexOf(first) + 1)]
      .map((b) => ({ ...b, text: written(b.text) }))
      .flatMap((b) => cardPieces(b, lang));
    records.push(personRecord(person, first.line, body, lang));
    for (const l of card) blank(l);
    return;
  }
  // "minor:" over "ALBERT ROY -- day porter, 60. keys.": a person a line.
  for (const l of card) {
    const h = cardHead(l.text);
    const p = h ? personHead(h.head, lang) : undefined;
    if (!h || !p) continue;
    records.push(personRecord(p, l.line, cardPieces({ text: written(h.note), line: l.line }, lang), lang));
    blank(l);
  }
}

/**
 * A dossier: its parts ("PART B. THE DECEASED") as headings, a part whose title is a section's ("PLACES",
 * "SEQUENCE") opening it; its numbered paragraphs ("4.", "4.1", "(a)") as prose, their numbers dropped.
 */
function dossier(lines: readonly Line[], lang: Language): TypedBible {
  const typed = lang.bible.typed;
  const paragraphs = new Set<number>();
  const out = lines.map((l) => {
    const part = typed.partHeading.exec(l.text);
    if (part) {
      // Stryker disable next-line MethodExpression: partHeading's title groups begin and end on a non-space; nothing to trim
      const title = ((part[2] ?? part[4]) as string).trim();
      const section = sectionTitle(title, lang);
      // Stryker disable next-line StringLiteral,LogicalOperator: a part that names no section is a heading of none: the reader looks in a heading's title only for a section, which "Part II" (or nothing) never names
      const other = `${typed.partWord} ${part[1] ?? part[3]}`;
      return {
        ...l,
        text: `## ${section ? (typed.sectionTitles[section as keyof typeof typed.sectionTitles] ?? nameCase(title)) : other}`,
      };
    }
    // The number gives way to an indent: an indented line is prose to the dialect reader, never a record's name
    // line ("Isidore Frost, aged seventy-eight, was…" is a sentence about him, read with the sentences after it).
    const numbered = typed.paragraphNumber.exec(l.text);
    if (numbered) paragraphs.add(l.line);
    const text = numbered ? ` ${l.text.slice(numbered[0].length)}` : l.text;
    return { ...l, text: chaptersInFigures(fullYears(text, lang), lang) };
  });
  return { lines: out, records: [], paragraphs };
}

/** Whether a text is a dossier: two parts or more and three numbered paragraphs of prose. */
function isDossier(lines: readonly Line[], lang: Language): boolean {
  const typed = lang.bible.typed;
  const parts = lines.filter((l) => typed.partHeading.test(l.text)).length;
  const paragraphs = lines.filter((l) => {
    const m = typed.paragraphNumber.exec(l.text);
    return m !== null && /[.!?]["”)]?\s*$/.test(l.text) && l.text.split(/\s+/).length >= 6;
  }).length;
  return parts >= 2 && paragraphs >= 3;
}

type Kind = 'cards' | 'cast' | 'dossier';

/** Which typed document a bible is: index cards (three markers), a cast page, a dossier; undefined for any other. */
export function typedKind(source: string, lang: Language): Kind | undefined {
  const lines = source.split(/\r?\n/).map((text, i) => ({ text, line: i + 1 }));
  if (lines.filter((l) => cardMarker(l.text, lang)).length >= 3) return 'cards';
  if (isCastPage(lines, lang)) return 'cast';
  if (isDossier(lines, lang)) return 'dossier';
  return undefined;
}

/** A bible typed as a cast page, index cards or a dossier, read as above; undefined for any other. */
export function typedBible(lines: readonly Line[], lang: Language): TypedBible | undefined {
  const kind = typedKind(lines.map((l) => l.text).join('\n'), lang);
  if (kind === 'cards') return indexCards(lines, lang);
  if (kind === 'cast') return castPage(lines, lang);
  if (kind === 'dossier') return dossier(lines, lang);
  return undefined;
}
