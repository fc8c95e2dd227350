/**
 * A bible kept as a genealogist's descendant register (the "Register" and NGSQ "Record" styles typed as plain text):
 * generations and notes under titles set between rules; a person's entry a numbered paragraph opening on the name in
 * capitals with the generation as a superscript and the line of descent in brackets ("2. JOSEPH^2 TREVAIL (----^1),
 * known as CAP'N JOS, was born …"); the children listed under it by roman numerals ("+ 3 ii. LOVEDAY^3 TREVAIL,
 * b. 1904", carried forward with "+" to an entry of their own); a spouse brought in by name inside the entry ("He
 * married GRACE ----, born about 1876; …"), what follows about them theirs; collateral people in notes, each a
 * paragraph or a line opening on the name in capitals; sources cited in square brackets ("[ch. 1, 7]").
 *
 * Read as writer's own Markdown: each person an entry ("### Joseph Trevail") whose lines are the register's sentences
 * about them, their names in capitals written as names are ("Cap'n Jos"), the other names in capitals in the entry's
 * first sentence theirs; a spouse's "----" (a maiden name not known) the entry's surname; a citation in square
 * brackets left out (it says where a fact is told, not when it happens); a title that names places, things or a
 * chronology that section, a place the name before a colon, a thing the name in capitals its paragraph opens on, a
 * chronology's lines under a year ("1926  Wed 31 Mar Wat arrives | Mon 12 Apr letter read") a dated line each. Each
 * line out keeps its line in the file.
 */

/** A generation's superscript: "^2", or a superscript figure. */
const SUP = /\^\d+|[\u00B9\u00B2\u00B3\u2070-\u2079]+/gu;
const RULE = /^\s*[=\-*_~#]{5,}\s*$/;
/** A name in capitals: "JOSEPH TREVAIL", 'BENJAMIN "BEN" KESSELL', "H. R. GROSE", "CAP'N JOS", "GRACE ----". */
const CAPS_NAME =
  /(?<![\p{L}'’])((?:\p{Lu}{1,3}\.\s)?(?:\p{Lu}[\p{Lu}'’.-]*(?:\s+["“]\p{Lu}[\p{Lu}'’-]*["”])?\s+){1,3}(?:\p{Lu}[\p{Lu}'’-]+|-{2,}))(?![\p{L}'’])/gu;
/** A numbered entry: "2. JOSEPH^2 TREVAIL (----^1), …". */
const ENTRY = /^\s*(\d+)\.\s+(.*)$/;
/** A child's line: "+ 3 ii.  LOVEDAY^3 TREVAIL, b. …", "i.  A SON, d. 1908 …". */
const CHILD = /^\s*(?:\+\s*)?(?:\d+\s+)?[ivxlc]+\.\s+/;

/** Whether a text is a descendant register: numbered entries and children whose names carry generation superscripts. */
export function isRegister(source: string): boolean {
  const lines = source.split('\n');
  const entries = lines.filter(
    (l) => ENTRY.test(l) && /\p{Lu}{2,}(?:\^\d+|[\u00B9\u00B2\u00B3\u2070-\u2079])/u.test(l),
  );
  const children = lines.filter((l) => CHILD.test(l) && /\p{Lu}{2,}/u.test(l));
  return entries.length >= 2 && children.length >= 1;
}

export interface RegisterWords {
  /** The section a title names ("PLACES" → places), undefined for none. */
  sectionOf: (title: string) => string | undefined;
  titles: { characters: string; places: string; objects: string; timeline: string };
  aliasLabel: string;
  /** Whether words look like a person's name ("Mara Voss"). */
  isName: (text: string) => boolean;
  /** An article opening a family's or a thing's name ("The Bennetts"). */
  article: RegExp;
  /** Where a text tells a death ("died at Truro"), -1 for nowhere; whether a text gives a date; the fate's label. */
  deathAt: (text: string) => number;
  /** The first date a text gives ("19 August 1926"), where it stands. */
  dateIn: (text: string) => { index: number; length: number } | undefined;
  fateLabel: string;
}

/** "CAP'N JOS" as "Cap'n Jos", "MRS. KESSELL" as "Mrs. Kessell", "H. R. GROSE" as "H. R. Grose". */
function nameCase(text: string): string {
  return text.replace(/\p{Lu}[\p{Lu}'’]+/gu, (w) => `${w.charAt(0)}${w.slice(1).toLowerCase()}`);
}

/** A text's names in capitals written as names, its superscripts and citations left out. */
function plain(text: string): string {
  return text
    .replace(/\s*\([^()]*(?:\^\d|[\u00B9\u00B2\u00B3\u2070-\u2079])[^()]*\)/gu, '')
    .replace(SUP, '')
    .replace(/\s*\[[^\]]*\d[^\]]*\]/g, '')
    .replace(/\b\p{Lu}[\p{Lu}'’-]+\b/gu, (w) => (w.length >= 2 ? nameCase(w) : w))
    .replace(/\s{2,}/g, ' ')
    .trim();
}

interface Person {
  name: string;
  others: Set<string>;
  lines: Array<{ text: string; line: number }>;
}

/** A sentence split of a paragraph, each sentence at the line it opens on. */
function sentences(para: ReadonlyArray<{ text: string; line: number }>): Array<{ text: string; line: number }> {
  const out: Array<{ text: string; line: number }> = [];
  for (const l of para) {
    const parts = l.text.trim().split(/(?<=[.!?]["”’)\]]?)\s+(?=["“(]?\p{Lu})/u);
    for (const p of parts) {
      const last = out.at(-1);
      // A sentence wrapped onto this line, or cut after an initial ("H. R."), goes on from the last.
      if (last && (!/[.!?]["”’)\]]?$/.test(last.text) || /(?:^|\s)\p{Lu}{1,3}\.$/u.test(last.text)))
        last.text = `${last.text} ${p}`;
      else out.push({ text: p, line: l.line });
    }
  }
  return out;
}

/** The register as Markdown, and for each of its lines the line of the file it came from. */
export function registerAsMarkdown(source: string, words: RegisterWords): { markdown: string; sourceLines: number[] } {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  // Paragraphs under titles: a title is a line in capitals set between rules (or after one).
  type Block = { section: string | undefined; title?: string; paras: Array<Array<{ text: string; line: number }>> };
  const blocks: Block[] = [{ section: 'intro', paras: [] }];
  let para: Array<{ text: string; line: number }> = [];
  const flush = () => {
    if (para.length > 0) blocks.at(-1)?.paras.push(para);
    para = [];
  };
  for (const [i, raw] of lines.entries()) {
    const line = i + 1;
    if (RULE.test(raw)) {
      flush();
      continue;
    }
    const title = raw.trim();
    const ruled =
      RULE.test(lines[i - 1] ?? '') && (RULE.test(lines[i + 1] ?? '') || (lines[i + 1] ?? '').trim() === '');
    if (ruled && title !== '' && !/\p{Ll}{3,}.*\p{Ll}{3,}.*\p{Ll}{3,}/u.test(title.replace(/\([^)]*\)/g, ''))) {
      flush();
      const bare = title.replace(/\([^)]*\)/g, '').trim();
      // A title of no section in a register is the people's: its generations, its collateral notes.
      blocks.push({ section: words.sectionOf(bare) ?? 'characters', title, paras: [] });
      continue;
    }
    if (title === '') {
      flush();
      continue;
    }
    // A child's line, an entry's line, a line opening on a name in capitals: each opens a paragraph of its own.
    const next = lines.slice(i + 1).find((l) => l.trim() !== '') ?? '';
    const opens = CHILD.test(raw) || ENTRY.test(raw) || (/:\s*$/.test(raw) && CHILD.test(next)) || startsWithName(raw);
    if (opens && blocks.at(-1)?.section === 'characters') flush();
    para.push({ text: raw, line });
  }
  flush();
  const out: Array<{ text: string; line: number }> = [];
  const push = (text: string, line: number) => out.push({ text, line });
  const people: Person[] = [];
  const personNamed = (name: string) => people.find((p) => p.name.toLowerCase() === name.toLowerCase());
  const sectionLines = new Map<string, Array<{ text: string; line: number }>>();
  const add = (section: string, text: string, line: number) => {
    const list = sectionLines.get(section) ?? [];
    list.push({ text, line });
    sectionLines.set(section, list);
  };
  for (const block of blocks) {
    if (block.section === 'intro') {
      for (const p of block.paras) for (const l of p) push(plain(l.text), l.line);
      push('', 1);
      continue;
    }
    if (block.section === 'characters') {
      let current: Person | undefined;
      let surname = '';
      for (const p of block.paras) {
        const first = p[0]?.text ?? '';
        // "Children of Joseph^2 and Grace Trevail:", "i. A SON, d. 1908": the children, whose own entries tell them.
        if (CHILD.test(first) || (/:\s*$/.test(first.trim()) && p.length === 1)) continue;
        const entry = ENTRY.exec(first);
        // (The entry's number is no part of its first sentence.)
        let said = sentences(entry ? [{ text: entry[2] as string, line: p[0]?.line ?? 1 }, ...p.slice(1)] : p);
        if (entry || startsWithName(first)) {
          const text = entry ? (entry[2] as string) : first.trim();
          const head = headName(text);
          if (head === undefined) {
            current = undefined;
            continue;
          }
          surname = head.name.split(/\s+/).at(-1) ?? '';
          current = personNamed(head.name) ?? { name: head.name, others: new Set(head.others), lines: [] };
          if (!people.includes(current)) people.push(current);
          // The other names in capitals in the entry's first clause are theirs ("known as CAP'N JOS", "called
          // LOWDY by her father only"); one brought in after it is another ("; ARTHUR RICH his youngest").
          const opening = said[0];
          if (opening) {
            const clause = opening.text.slice(head.end).split(';')[0] as string;
            for (const m of clause.matchAll(
              /(?<![\p{L}'’])((?:\p{Lu}{1,3}\.\s)?\p{Lu}[\p{Lu}'’-]+(?:\s+\p{Lu}[\p{Lu}'’-]+){0,2})(?![\p{L}'’])/gu,
            )) {
              const other = nameCase((m[1] as string).replace(SUP, '').replace(/["“”]/g, '').trim());
              if (!/-{2,}/.test(other) && other.toLowerCase() !== current.name.toLowerCase()) current.others.add(other);
            }
            said = [
              {
                text: opening.text
                  .slice(head.end)
                  .replace(/^\s*\([^()]*\)/, '')
                  .replace(/^[\s,;:]+/, ''),
                line: opening.line,
              },
              ...said.slice(1),
            ];
          }
        }
        for (const s of said) {
          // A sentence that brings in another by their name in capitals ("He married GRACE ----, born about 1876"):
          // what it and the sentences after it say is theirs.
          const m = [...s.text.matchAll(CAPS_NAME)].find((x) => {
            const n = nameCase((x[1] as string).replace(SUP, '').replace(/["“”]/g, '').trim());
            return current && n.toLowerCase() !== current.name.toLowerCase() && !current.others.has(n);
          });
          const inName = m ? headName(s.text.slice(m.index)) : undefined;
          if (m && inName && current) {
            const name = inName.name.replace(/\s*-{2,}$/, '').includes(' ')
              ? inName.name.replace(/\s+-{2,}$/, ` ${surname}`)
              : `${inName.name.replace(/\s*-{2,}$/, '')} ${surname}`.trim();
            const known = personNamed(name);
            const spouse = known ?? { name, others: new Set(inName.others), lines: [] };
            if (!known) people.push(spouse);
            // What the sentence says before the name is still the entry's ("Ben's sister; 17 in 1926; later").
            const before = plain(s.text.slice(0, m.index)).replace(/[\s,;:]+\p{Ll}*$/u, '');
            if (/\p{L}{3,}/u.test(before)) current.lines.push({ text: before, line: s.line });
            const rest = s.text.slice((m.index ?? 0) + inName.end).replace(/^[\s,;:]+/, '');
            if (rest !== '' && !/^\(/.test(rest)) spouse.lines.push({ text: plain(rest), line: s.line });
            current = spouse;
            continue;
          }
          if (current) current.lines.push({ text: plain(s.text), line: s.line });
        }
      }
      continue;
    }
    const section = block.section as string;
    for (const p of block.paras) {
      if (section === 'timeline') {
        // "1926  Wed 31 Mar Wat arrives | Mon 12 Apr letter read": the year, then each day under it.
        let year = '';
        for (const l of p) {
          const y = /^\s*(\d{4})\b\s*(.*)$/.exec(l.text);
          if (y) year = y[1] as string;
          const rest = y ? (y[2] as string) : l.text;
          for (const item of rest.split('|')) {
            const day = /^\s*((?:\p{L}{3,}\.?\s+)?\d{1,2}\s+\p{L}{3,}\.?)\s+(.*)$/u.exec(item);
            const last = sectionLines.get(section)?.at(-1);
            if (day && year !== '') add(section, `- ${day[1]} ${year} — ${plain(day[2] as string)}`, l.line);
            // "Mon 2 Aug Loveday to" over "St Austell | …": an item wrapped onto the next line goes on from the last.
            else if (item.trim() !== '' && last?.text.startsWith('- ')) last.text = `${last.text} ${plain(item)}`;
            else if (item.trim() !== '') add(section, `- ${year} ${plain(item)}`.trim(), l.line);
          }
        }
        continue;
      }
      for (const s of sentences(p)) {
        const text = plain(s.text);
        // "Carn Veor pit: 200 feet deep …", "THE DIAL (brass; …)": an entry of its own.
        const named =
          section === 'objects'
            ? /^([\p{Lu}'’ -]{3,40}?)(?:\s*\(|:)/u.exec(s.text)
            : /^([^:]{2,50}?):\s+(.*)$/u.exec(text);
        if (named && /\p{Lu}/u.test(named[1] as string)) {
          const name = nameCase((named[1] as string).replace(/,.*$/, '').trim());
          add(section, `### ${name.charAt(0).toUpperCase()}${name.slice(1)}`, s.line);
          add(section, section === 'objects' ? text : ((named[2] as string) ?? ''), s.line);
        } else add(section, text, s.line);
      }
      add(section, '', p[0]?.line ?? 1);
    }
  }
  const titles: Record<string, string> = { ...words.titles };
  // ("THE BENNETTS, of Chapel Row": a family, no one of the cast.)
  const cast = people.filter((p) => p.lines.length > 0 && words.isName(p.name) && !words.article.test(p.name));
  if (cast.length > 0) {
    push(`## ${titles.characters}`, cast[0]?.lines[0]?.line ?? 1);
    for (const p of cast) {
      const line = p.lines[0]?.line ?? 1;
      push(`### ${p.name}`, line);
      if (p.others.size > 0) push(`- ${words.aliasLabel}: ${[...p.others].join(', ')}`, line);
      let fate = false;
      for (const l of p.lines) {
        // "born 1901, died at Truro on Tuesday, 11 March 1969": the first dated clause of a death their fate.
        const clause = l.text
          .split(/;\s+/)
          .find((c) => words.deathAt(c) >= 0 && words.dateIn(c.slice(words.deathAt(c))) !== undefined);
        if (clause !== undefined && !fate) {
          fate = true;
          // "died at Carn Veor on Thursday, 19 August 1926": the day beside the death's word, the place after it.
          const death = clause.slice(words.deathAt(clause)).replace(/[.,]\s*$/, '');
          const verb = /^\S+/.exec(death)?.[0] ?? '';
          const d = words.dateIn(death) as { index: number; length: number };
          const day = death.slice(d.index, d.index + d.length);
          // (A word in capitals right before the date is its weekday: "on Thursday, 19 August 1926".)
          const before = death.slice(verb.length, d.index).replace(/\s*\p{Lu}\p{Ll}+,?\s*$/u, '');
          const rest = `${before}${death.slice(d.index + d.length)}`.replace(/\s{2,}/g, ' ').trim();
          push(
            `- ${words.fateLabel}: ${verb} ${day}${rest !== '' ? ` (${rest.replace(/^[,\s]+|[,\s]+$/g, '')})` : ''}`,
            l.line,
          );
        }
        push(l.text, l.line);
      }
      push('', line);
    }
  }
  for (const [section, list] of sectionLines) {
    push(`## ${titles[section] ?? section}`, list[0]?.line ?? 1);
    for (const l of list) push(l.text, l.line);
    push('', list.at(-1)?.line ?? 1);
  }
  return { markdown: out.map((l) => l.text).join('\n'), sourceLines: out.map((l) => l.line) };
}

/** Whether a line opens on a name in capitals and a comma ("MAY KESSELL, Ben's sister"). */
function startsWithName(line: string): boolean {
  const head = headName(line.trim());
  return head !== undefined && head.start === 0 && /^[\s,]/.test(line.trim().slice(head.end));
}

/**
 * The name in capitals a text opens on ('JOSEPH "JOE"^4 KESSELL (…)'): written as a name, its quoted name another of
 * theirs, and where it ends in the text.
 */
function headName(text: string): { name: string; others: string[]; start: number; end: number } | undefined {
  const m =
    /^((?:\p{Lu}{2,3}\.\s+)?(?:\p{Lu}\.\s*)*(?:\p{Lu}[\p{Lu}'’-]*|-{2,})(?:\^\d+|[\u00B9\u00B2\u00B3\u2070-\u2079]+)?(?:\s+["“]\p{Lu}[\p{Lu}'’-]*["”](?:\^\d+|[\u00B9\u00B2\u00B3\u2070-\u2079]+)?)?(?:\s+(?:\p{Lu}\.\s*)*(?:\p{Lu}[\p{Lu}'’-]+|-{2,})(?:\^\d+|[\u00B9\u00B2\u00B3\u2070-\u2079]+)?){0,3})(?![\p{L}'’])/u.exec(
      text,
    );
  if (!m || !/\p{Lu}{2,}/u.test(m[1] as string)) return undefined;
  const raw = (m[1] as string).replace(SUP, '');
  const others = [...raw.matchAll(/["“](\p{Lu}[\p{Lu}'’-]*)["”]/gu)].map((x) => nameCase(x[1] as string));
  const name = nameCase(raw.replace(/\s*["“][^"”]*["”]/g, '').trim());
  // "---- TREVAIL": a forebear whose given name is not known is no entry of the cast.
  if (/^-{2,}/.test(name)) return undefined;
  return { name, others, start: 0, end: (m[1] as string).length };
}
