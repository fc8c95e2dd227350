/**
 * A bible kept as a jrnl journal: the author's working notes, each entry opening on a line "[2026-11-09 08:31] Title."
 * (the day the note was written, no day of the story), its body the lines down to the next; "@tags" (or tags under
 * other signs, as jrnl's "tagsymbols" allows) mark what an entry is about. A first entry may say what its signs stand
 * for ("@clara @mandl for people; +belvedere for places; #glasses for objects").
 *
 * Read as writer's own Markdown: an entry about one person (its tags name them, its body opens on their name:
 * "Leopold Mandl of Vienna, 47.") an entry "### Name" of the cast, the figure after the name its age, each sentence a
 * line of it ("Eyes GREY" the eyes); an entry about places (its signs say so) an entry of the places, under the name
 * its body opens on; an entry whose lines open on chapters ("ch 3 Short Hair - Sat 26 Nov 1910.") the timeline; an
 * entry whose title names the telling ("Premise and voice.") the book's voice; any other entry prose, its tags their
 * words. The journal's own timestamps are dropped: they date the notes, not the story. Each line out keeps its line
 * in the file.
 */

/** "[2026-11-09 08:31] Title.": an entry's first line, its timestamp and title. */
const ENTRY = /^\[(\d{4}-\d{2}-\d{2}[ T]\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?)\]\s*(.*)$/;
/** A tag: a sign and a word ("@clara", "+lejnair", "#hair", "%change"). */
const TAG = /(?<![\p{L}\p{N}])([@+#%&~])([\p{L}_][\p{L}\p{N}_-]*)/gu;

/** Whether a text is a jrnl journal: three entries or more, each opening on a bracketed timestamp, and text between. */
export function isJrnl(source: string): boolean {
  const lines = source.split('\n');
  const entries = lines.filter((l) => ENTRY.test(l)).length;
  const first = lines.findIndex((l) => l.trim() !== '');
  return entries >= 3 && first >= 0 && ENTRY.test(lines[first] as string);
}

export interface JrnlWords {
  /** The section a word names ("people" → characters, "places", "voice" → style), undefined for none. */
  sectionOf: (title: string) => string | undefined;
  /** The heading each section is written under, and the voice's. */
  titles: { characters: string; places: string; objects: string; timeline: string };
  styleTitle: string;
  /** Whether words look like a person's name ("Clara Ashdown", "Dr. Konrad Bräger"). */
  isName: (text: string) => boolean;
  /** What a label means for a person ("eyes", "hair", "age"), undefined for none. */
  labelField: (label: string) => string | undefined;
  /** The age's label ("age"), and the words a legend names a sign's kind after ("for people"). */
  ageLabel: string;
  legend: RegExp;
  /** A chapter's reference opening a line ("ch 3", "Chapter 3"). */
  chapterLine: RegExp;
  /** A title's or an initial's full stop ending a text ("Dr.", "L."): no sentence ends there. */
  abbreviation: RegExp;
  /** Whether a text tells a death, and the words after a date before the story opens. */
  isDeath: (text: string) => boolean;
  beforeOpening: string;
  /** A family named by its surname ("the Caflisch family"): 1 the surname. */
  family: RegExp;
  /** Whether a text has a word that tells a gender ("her", "his", "mother"). */
  gendered: (text: string) => boolean;
  /** An article opening a thing's name ("The Kodak"). */
  article: RegExp;
  /** A text's handing on with its dates pointed at the chapters the journal's chapter lines give them. */
  dated: (text: string, chapters: readonly string[]) => string;
}

/** A word folded for matching a tag to a name: small letters, no accents, "ae" as "a" ("braeger" is "Bräger"). */
function folded(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u');
}

interface Entry {
  title: string;
  line: number;
  tags: Array<{ sign: string; word: string }>;
  body: Array<{ text: string; line: number }>;
}

/** The journal as Markdown, and for each of its lines the line of the file it came from. */
export function jrnlAsMarkdown(source: string, words: JrnlWords): { markdown: string; sourceLines: number[] } {
  const entries: Entry[] = [];
  for (const [i, raw] of source.replace(/\r\n?/g, '\n').split('\n').entries()) {
    const head = ENTRY.exec(raw);
    if (head) {
      entries.push({ title: head[2] as string, line: i + 1, tags: [], body: [] });
    } else entries.at(-1)?.body.push({ text: raw, line: i + 1 });
    const entry = entries.at(-1);
    if (entry) for (const m of raw.matchAll(TAG)) entry.tags.push({ sign: m[1] as string, word: m[2] as string });
  }
  // What each sign stands for, where the journal says so: "@clara @mandl for people; +belvedere for places".
  const signs = new Map<string, string>();
  const legends = new Set<Entry>();
  for (const e of entries)
    for (const l of [e.title, ...e.body.map((b) => b.text)].join(' ').split(/[;.]\s*/)) {
      const legend = words.legend.exec(l);
      const section = legend ? words.sectionOf(legend[1] as string) : undefined;
      const sign = /(?<![\p{L}\p{N}])([@+#%&~])[\p{L}_]/u.exec(l)?.[1];
      if (section && sign && !signs.has(sign)) signs.set(sign, section);
      if (section && sign) legends.add(e);
    }
  // (The legend's own entry is no entry about anyone: it names every tag.)
  const kindOf = (tag: { sign: string }) => signs.get(tag.sign) ?? (tag.sign === '@' ? 'characters' : undefined);
  const words2 = (text: string) => text.replace(TAG, '$2').replace(/\s{2,}/g, ' ');
  /** The sentences of an entry's body, each at the line it opens on. */
  const sentences = (body: Entry['body']) => {
    const out: Array<{ text: string; line: number }> = [];
    for (const l of body) {
      const text = words2(l.text).trim();
      if (text === '') continue;
      // "Dr. Felix Mandl", "Signs L. M.": a full stop after a title or an initial ends no sentence.
      const parts = text.split(/(?<=[.!?]["”’)]?)\s+(?=["“(]?\p{Lu})/u).reduce<string[]>((acc, p) => {
        const before = acc.at(-1);
        if (before !== undefined && words.abbreviation.test(before)) acc[acc.length - 1] = `${before} ${p}`;
        else acc.push(p);
        return acc;
      }, []);
      const last = out.at(-1);
      // A sentence wrapped onto this line goes on from the last.
      // (A line ending on a colon goes on too: "Christmas Eve (ch 4):" over "Mandl gives him the glasses.")
      if (last && !/[.!?]["”’)]?$/.test(last.text)) {
        last.text = `${last.text} ${parts.shift() ?? ''}`.trim();
      }
      for (const p of parts) out.push({ text: p, line: l.line });
    }
    return out;
  };
  const bySection = new Map<string, Array<{ text: string; line: number }>>();
  const push = (section: string, text: string, line: number) => {
    const list = bySection.get(section) ?? [];
    list.push({ text, line });
    bySection.set(section, list);
  };
  // The journal's lines of chapters, read before its entries: they date what the entries tell.
  const timeline = entries
    .flatMap((e) => sentences(e.body))
    .filter((s) => words.chapterLine.test(s.text))
    .map((s) => s.text);
  // The story's first year: the first year the journal's lines of chapters name ("ch 1 The Ascent - Mon 17 Oct 1910").
  const opening = /\b(1\d{3}|20\d{2})\b/.exec(
    entries
      .flatMap((e) => sentences(e.body))
      .filter((s) => words.chapterLine.test(s.text))
      .map((s) => s.text)
      .join(' '),
  )?.[1];
  /** "killed by avalanche in February 1899" in a story that opens in 1910: a death before the story opens. */
  const beforeStory = (text: string) => {
    const death = words.isDeath(text) ? /\b(1\d{3}|20\d{2})\b/.exec(text) : null;
    if (!death || opening === undefined || (death[1] as string) >= opening) return text;
    const end = death.index + death[0].length;
    return `${text.slice(0, end)}${words.beforeOpening}${text.slice(end)}`;
  };
  const prose: Array<{ text: string; line: number }> = [];
  /** The people the journal has an entry on, by the tags that name them: a later entry on one of them adds to it. */
  const people: Array<{ tags: string[]; lines: Array<{ text: string; line: number }> }> = [];
  const personOf = (e: Entry) => {
    const tags = new Set(e.tags.filter((t) => kindOf(t) === 'characters').map((t) => folded(t.word)));
    return tags.size === 1 ? people.find((p) => p.tags.some((t) => tags.has(t))) : undefined;
  };
  /** A sentence of a person's: "Eyes GREY - the colour of the river", opening on a look's label, is that look. */
  const personLine = (s: { text: string; line: number }) => {
    const label = /^(\p{L}+)\s+(?![:=])(\S.*)$/u.exec(s.text);
    const field = label ? words.labelField(label[1] as string) : undefined;
    if (!label || (field !== 'eyes' && field !== 'hair')) return s;
    return {
      text: `- ${(label[1] as string).toLowerCase()}: ${(label[2] as string).replace(/\.$/, '')}`,
      line: s.line,
    };
  };
  for (const e of entries) {
    const said = sentences(e.body);
    const legend = legends.has(e);
    const kinds = new Set(e.tags.map(kindOf).filter((k) => k !== undefined));
    const title = words2(e.title.replace(TAG, '')).trim();
    const titleSection = words.sectionOf(title);
    // "ch 1 The Ascent - Mon 17 Oct to Wed 19 Oct 1910.": an entry of chapters, each line a day of the timeline.
    const chapterLines = said.filter((s) => words.chapterLine.test(s.text));
    if (chapterLines.length >= 2 && chapterLines.length >= said.length / 2) {
      for (const s of chapterLines) push('timeline', `- ${s.text.replace(/\.$/, '')}`, s.line);
      continue;
    }
    if (titleSection === 'style') {
      for (const s of said) push('style', s.text, s.line);
      continue;
    }
    // The name the body opens on: "Clara Ashdown, 24", "Leopold Mandl of Vienna, 47", "Kolya = Nikolai Sorokin, 12",
    // "Kurhaus Belvedere: built 1896".
    const opening = said[0]?.text ?? '';
    const lead =
      /^((?:\p{Lu}[\p{L}'’.-]*\s+){0,3}\p{Lu}[\p{L}'’-]*)(?:\s*=\s*((?:\p{Lu}[\p{L}'’.-]*\s+){0,3}\p{Lu}[\p{L}'’-]*))?/u.exec(
        opening,
      );
    const first = (lead?.[1] ?? '').trim();
    const other = lead?.[2]?.trim();
    const name = other ?? first;
    const named = (kind: string) =>
      e.tags.filter(
        (t) =>
          kindOf(t) === kind &&
          [first, other ?? '']
            .join(' ')
            .split(/\s+/)
            .some((w) => w !== '' && folded(w.replace(/[.]/g, '')) === folded(t.word)),
      );
    const own = named('characters');
    // A record opens on a full name, or on a name and its particulars ("Jachen, 27", "Kolya = Nikolai Sorokin"): not
    // on a name and a verb ("Jachen practises her name.").
    const record = /\s/.test(name) || /^\s*[,=:(]/.test(opening.slice((lead?.[0] ?? '').length));
    if (!legend && name !== '' && record && words.isName(name) && own.length > 0) {
      const lines: Array<{ text: string; line: number }> = [
        { text: `### ${other ? `${other} (${first})` : first}`, line: said[0]?.line ?? e.line },
      ];
      // "Clara Ashdown, 24 on arrival": the figure after the name is the age.
      const age = /^[^.;]*?,\s*(\d{1,3})(?![\d:/-]|\.\d|\s*(?:%|°))/.exec(opening.slice((lead?.[0] ?? '').length))?.[1];
      if (age) lines.push({ text: `- ${words.ageLabel}: ${age}`, line: said[0]?.line ?? e.line });
      lines.push(...said.map((x) => personLine({ ...x, text: beforeStory(x.text) })));
      people.push({ tags: own.map((t) => folded(t.word)), lines });
      continue;
    }
    // "The Kodak: Number 3 Folding Pocket Kodak…" in an entry tagged "#kodak": the thing's entry, a handing on in it
    // dated by the journal's chapters ("On Wednesday 17 May 1911 Clara gives it to Mengia" in chapter 10).
    const thing = named('objects')[0];
    if (!legend && thing && first !== '') {
      push('objects', `### ${first.replace(words.article, '')}`, said[0]?.line ?? e.line);
      for (const s of said) push('objects', words.dated(s.text, timeline), s.line);
      push('objects', '', e.line);
      continue;
    }
    // An entry on one person the journal has an entry on already ("@mandl DEATH."): more of theirs.
    const person = legend ? undefined : personOf(e);
    if (person) {
      if (title !== '') person.lines.push({ text: title, line: e.line });
      person.lines.push(...said.map((x) => personLine({ ...x, text: beforeStory(x.text) })));
      continue;
    }
    if (!legend && kinds.size === 1 && kinds.has('places') && first !== '') {
      // "Lej Nair = Black Lake": the place, and what its name means.
      push('places', `### ${other ? `${first} (${other})` : first}`, said[0]?.line ?? e.line);
      const rest = opening.slice((lead?.[0] ?? '').length).replace(/^\s*[:=,]\s*/, '');
      if (/\p{L}/u.test(rest)) push('places', rest, said[0]?.line ?? e.line);
      for (const s of said.slice(1)) push('places', s.text, s.line);
      push('places', '', e.line);
      continue;
    }
    // An entry on several people ("@jachen @mengia @gian The Caflisch family."): a sentence opening on one of them
    // and their particulars ("Jachen, 27, big", "Their father Gian, killed by avalanche in February 1899") is theirs.
    const rest: typeof said = [];
    // "The Caflisch family, by the lower bridge.": the surname of the people the entry gives by their first names.
    const family = words.family.exec(said[0]?.text ?? '')?.[1];
    for (const sentence of said) {
      const m = /^(?:\S+\s+){0,2}?(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)\s*,/u.exec(sentence.text);
      const who = m?.[1] ?? '';
      const tag = e.tags.find(
        (t) => kindOf(t) === 'characters' && who.split(/\s+/).some((w) => folded(w) === folded(t.word)),
      );
      if (legend || !tag || !words.isName(who)) {
        rest.push(sentence);
        continue;
      }
      const known = people.find((p) => p.tags.includes(folded(tag.word)));
      const line = personLine({ ...sentence, text: beforeStory(sentence.text) });
      if (known) known.lines.push(line);
      else {
        const age = /^\s*,\s*(\d{1,3})(?![\d:/-]|\.\d)/.exec(
          sentence.text.slice((m?.index ?? 0) + (m?.[0].length ?? 1) - 1),
        )?.[1];
        people.push({
          tags: [folded(tag.word)],
          lines: [
            { text: `### ${family && !/\s/.test(who) ? `${who} ${family}` : who}`, line: sentence.line },
            ...(age ? [{ text: `- ${words.ageLabel}: ${age}`, line: sentence.line }] : []),
            line,
          ],
        });
      }
    }
    // Any other entry: its title and sentences as prose, a paragraph of its own.
    if (title !== '' && !legend) prose.push({ text: title, line: e.line });
    if (!legend) for (const s of rest) prose.push(s);
    prose.push({ text: '', line: e.line });
  }
  // A sentence left as prose that opens on the name of one the journal has an entry on ("Mengia carries it for Clara
  // in the spring.") is a line of theirs.
  const headWords = people.map((p) =>
    (p.lines[0]?.text ?? '')
      .replace(/^###\s+/, '')
      .split(/[\s()]+/)
      .map(folded),
  );
  for (const [k, l] of [...prose.entries()].reverse()) {
    const word = folded(/^\p{Lu}[\p{L}'’-]*/u.exec(l.text)?.[0] ?? '');
    const n = word === '' ? -1 : people.findIndex((p, i) => p.tags.includes(word) || headWords[i]?.includes(word));
    const person = people[n];
    // ("Jachen practises her name": a sentence with a pronoun may be about another too, and would tell a wrong
    // gender of theirs: it stays prose.)
    if (!person || words.gendered(l.text)) continue;
    person.lines.splice(1, 0, personLine({ ...l, text: beforeStory(l.text) }));
    prose.splice(k, 1);
  }
  for (const p of people) {
    for (const l of p.lines) push('characters', l.text, l.line);
    push('characters', '', p.lines[0]?.line ?? 1);
  }
  const out: Array<{ text: string; line: number }> = [...prose];
  const titles: Record<string, string> = { ...words.titles, style: words.styleTitle };
  for (const [section, lines] of bySection) {
    out.push({ text: `## ${titles[section] ?? section}`, line: lines[0]?.line ?? 1 }, ...lines);
    out.push({ text: '', line: lines.at(-1)?.line ?? 1 });
  }
  return { markdown: out.map((l) => l.text).join('\n'), sourceLines: out.map((l) => l.line) };
}
