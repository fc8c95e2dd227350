import type { Language } from './lang/index.js';
import type { BibleLine } from './types.js';

/**
 * A bible kept as data: a JSON block (fenced or the whole file) with an array
 * of characters, each an object of fields ("eyes": "grey"; "hair": a list of
 * values with the chapter each starts in; "died": {… "before_story": true};
 * "holds": the objects they hold, from which chapter). Turned into writer's
 * own lines ("### Imogen Vass", "- eyes: grey", "- hair: red; becomes black in
 * chapter 4"), each at the line of the file that says it, so bible.ts reads
 * them as it reads any entry. The key names are the language's (BibleWords.json).
 */

type Line = BibleLine;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The JSON block of a bible and the line its text starts on, when there is one that parses. */
export function jsonBlock(text: string): { data: Json; start: number; end: number } | undefined {
  const fenced = /^```json[^\n]*\n([\s\S]*?)\n```/m.exec(text);
  // Unfenced, the whole file when it opens as JSON does. (Text that does not would not parse either.)
  // Stryker disable next-line Regex: see above
  const body = fenced ? (fenced[1] as string) : /^\s*[[{]/.test(text) ? text : undefined;
  // Stryker disable next-line ConditionalExpression: see above
  if (body === undefined) return undefined;
  let data: Json;
  try {
    data = JSON.parse(body) as Json;
  } catch {
    // JSON Lines: one record a line ({"type": "character", …}), read as the list of them.
    const lines = fenced ? undefined : jsonLinesData(body);
    if (!lines) return undefined;
    data = lines;
  }
  const start = fenced ? text.slice(0, fenced.index).split('\n').length + 1 : 1;
  return { data, start, end: start + body.split('\n').length - 1 };
}

/** Every line that is not blank a JSON value: the values; else undefined. */
function jsonLinesData(body: string): Json[] | undefined {
  const out: Json[] = [];
  for (const line of body.split('\n')) {
    if (line.trim() === '') continue;
    let value: Json;
    try {
      value = JSON.parse(line) as Json;
    } catch {
      return undefined;
    }
    out.push(value);
  }
  // The body opens on "[" or "{" (jsonBlock): one line of it at least is not blank.
  return out;
}

/** The canonical lines of the JSON block's characters and objects. */
export function jsonLines(raw: readonly Line[], block: { data: Json; start: number }, lang: Language): Line[] {
  const words = lang.bible.json;
  const list = findCast(block.data, words);
  if (!list) return [];
  /** Each fact's line: the first line at or after `from` that holds `needle`. */
  let cursor = block.start;
  const lineOf = (needle: string, from = cursor): number => {
    const at = raw.find((l) => l.line >= from && l.text.includes(needle));
    return at?.line ?? from;
  };
  const nameOf = (c: JsonObject): string | undefined => {
    const key = Object.keys(c).find((k) => words.name.test(k));
    const value = key ? c[key] : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  const characters: Line[] = [];
  const objects = new Map<string, Line[]>();
  const canonical = (n: number) => lang.bible.chapterRefs.canonical.replace('$1', String(n));
  for (const c of list) {
    const name = nameOf(c);
    if (!name) continue;
    const at = lineOf(`"${name}"`);
    cursor = at;
    characters.push({ text: `### ${name}`, line: at });
    for (const [key, value] of Object.entries(c)) {
      const line = lineOf(`"${key}"`, at);
      // An "id" or any key bible.ts has no field for is written as it is, and read as nothing.
      if (words.name.test(key)) continue;
      if (words.aliases.test(key)) {
        const names = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
        if (names.length > 0) characters.push({ text: `- aliases: ${names.join(', ')}`, line });
        continue;
      }
      // "died": null or false is no death.
      if (words.died.test(key) && (value === null || value === false)) continue;
      // "fate": "alive; in Cork", "died": "chapter_07.md", "dead by the time of narration": a fate in words is read
      // as a prose bible's fate line is (bible.ts knows "alive", a chapter, a date before the story), not as a death.
      if (words.died.test(key) && typeof value === 'string') {
        characters.push({ text: `- ${key}: ${value}`, line });
        continue;
      }
      // "fate": {"status": "alive", …} is no death either.
      if (
        words.died.test(key) &&
        isObject(value) &&
        Object.entries(value).some(
          ([k, v]) => words.status.test(k) && typeof v === 'string' && words.aliveStatus.test(v),
        )
      )
        continue;
      if (words.died.test(key) || (words.alive.test(key) && value === false)) {
        const death = isObject(value) ? value : {};
        const chapter = chapterOf(death, words);
        const before = Object.entries(death).some(([k, v]) => words.beforeStory.test(k) && v === true);
        characters.push({
          text: `- fate: ${chapter !== undefined && !before ? words.diesIn.replace('$1', canonical(chapter)) : words.diedBefore}`,
          line,
        });
        continue;
      }
      if (words.holds.test(key) && Array.isArray(value)) {
        for (const held of value) {
          if (!isObject(held)) continue;
          const objectKey = Object.keys(held).find((k) => words.object.test(k));
          const object = objectKey ? held[objectKey] : undefined;
          if (typeof object !== 'string') continue;
          const own = objects.get(object) ?? [];
          const chapter = chapterOf(held, words);
          own.push({
            text:
              chapter === undefined
                ? `- ${words.holder}: ${name}`
                : `- ${words.givenTo.replace('$1', name).replace('$2', canonical(chapter))}`,
            line: lineOf(`"${object}"`, at),
          });
          objects.set(object, own);
        }
        continue;
      }
      // "appearance": {"eyes": "black", "hair": "white"}: a group of looks is read as the fields it holds.
      if (isObject(value) && words.looksGroup.test(key)) {
        for (const [k, v] of Object.entries(value))
          if (typeof v === 'string' || typeof v === 'number')
            characters.push({ text: `- ${k}: ${v}`, line: lineOf(`"${k}"`, line) });
        continue;
      }
      // "absence": {"from": "Sat 3 Oct 1936, sails at four", "to": "Wed 21 Oct 1936, back at the mole"}: the stay's two
      // days, each to its first comma (what follows is a remark), read as a span ("- absence: Sat 3 Oct 1936 to …").
      if (isObject(value) && words.awayGroup.test(key)) {
        const day = (pattern: RegExp) => {
          const k = Object.keys(value).find((x) => pattern.test(x));
          const v = k ? value[k] : undefined;
          return typeof v === 'string' ? v.split(',')[0]?.trim() : undefined;
        };
        const from = day(words.awayFrom);
        const to = day(words.awayTo);
        if (from && to) characters.push({ text: `- ${key}: ${from}${words.awayJoin}${to}`, line });
        continue;
      }
      // "hair": [{"value": "red"}, {"value": "black (dyed)", "chapter": 4}]: what it is, then what it becomes.
      if (Array.isArray(value)) {
        const steps = value.filter(isObject);
        const stepValue = (o: JsonObject) => {
          const k = Object.keys(o).find((x) => words.value.test(x));
          const v = k ? o[k] : undefined;
          return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
        };
        const first = steps[0] ? stepValue(steps[0]) : undefined;
        if (!first) continue;
        const later = steps
          .slice(1)
          .map((o) => ({ v: stepValue(o), chapter: chapterOf(o, words) }))
          .filter((x) => x.v !== undefined && x.chapter !== undefined)
          .map((x) => words.becomes.replace('$1', x.v as string).replace('$2', canonical(x.chapter as number)));
        characters.push({ text: `- ${key}: ${[first, ...later].join('; ')}`, line });
        continue;
      }
      if (typeof value === 'string' || typeof value === 'number') characters.push({ text: `- ${key}: ${value}`, line });
    }
  }
  const objectLines: Line[] = [];
  for (const [object, own] of objects) {
    objectLines.push({ text: `### ${object}`, line: own[0]?.line ?? block.start });
    // The holder with no chapter first: the one who has it when the story opens.
    objectLines.push(
      ...own.sort(
        (a, b) => Number(!a.text.includes(`${words.holder}:`)) - Number(!b.text.includes(`${words.holder}:`)),
      ),
    );
  }
  const out: Line[] = [];
  if (characters.length > 0)
    out.push({ text: '## Characters', line: characters[0]?.line ?? block.start }, ...characters);
  if (objectLines.length > 0)
    out.push({ text: '## Objects', line: objectLines[0]?.line ?? block.start }, ...objectLines);
  return out;
}

function chapterOf(o: JsonObject, words: Language['bible']['json']): number | undefined {
  for (const [k, v] of Object.entries(o)) {
    if (words.chapter.test(k) && typeof v === 'number') return v;
    if (words.chapter.test(k) && Array.isArray(v) && typeof v[0] === 'number') return v[0];
    // "chapter": "chapter_05.md" or "5": the number in it.
    const n = words.chapter.test(k) && typeof v === 'string' ? /\d+/.exec(v) : null;
    if (n) return Number(n[0]);
  }
  return undefined;
}

/** The bible's list of characters: under a key the language calls the cast, or the top-level array itself. */
function findCast(data: Json, words: Language['bible']['json']): JsonObject[] | undefined {
  if (Array.isArray(data)) {
    const records = data.filter(isObject);
    // Records of several kinds in one list ({"type": "character"}, {"type": "place"}): the people's only.
    const kind = (o: JsonObject) => {
      const key = Object.keys(o).find((k) => words.kindKey.test(k));
      const value = key ? o[key] : undefined;
      return typeof value === 'string' ? value : undefined;
    };
    return records.some((o) => kind(o) !== undefined)
      ? records.filter((o) => words.personKind.test(kind(o) ?? ''))
      : records;
  }
  if (!isObject(data)) return undefined;
  for (const [k, v] of Object.entries(data)) if (words.cast.test(k) && Array.isArray(v)) return v.filter(isObject);
  return undefined;
}
