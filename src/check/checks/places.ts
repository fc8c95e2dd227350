import { mentions } from '../cast.js';
import { daysOfMonthIn, weekdaysIn } from '../dates.js';
import { readFacts, subjectGender } from '../facts.js';
import type { Language } from '../lang/index.js';
import { escapeRegExp, evidenceOf, paragraphStart } from '../text.js';
import type { Character, Finding, Gender, Manuscript, Place, Skipped } from '../types.js';
import { isActionVerb } from '../verbs.js';
import { stoppedClocks } from './clocks.js';
import { featureColours } from './colours.js';
import { featureCounts } from './counts.js';
import { buildingCrowns } from './crowns.js';
import { describedColours } from './describedColours.js';
import { placeDistances } from './distances.js';
import { groundEnclosures } from './enclosures.js';
import { oldHomes } from './homes.js';
import { houseStreets, placeSites } from './sites.js';
import { waterShades } from './waters.js';
import { onlyWindowTurned } from './windows.js';

/**
 * Places: a character stated to be in one of the bible's places and then in
 * another within the same scene with no journey between (no movement, no
 * passing of time), and a place described against the bible ("the blue door
 * of the Lantern Inn" when the bible gives it a red one).
 */

/** (colour, noun) pairs of a description: "a red door and white walls" → door: red, walls: white. */
export function colouredNouns(text: string, lang: Language): Map<string, string[]> {
  const out = new Map<string, string[]>();
  // Stryker disable next-line ArrayDeclaration: no colour is "Stryker was here", so no words and that one give no pairs alike
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  for (let i = 0; i < words.length; i++) {
    if (!lang.colours.has(words[i] as string)) continue;
    let j = i;
    const colours: string[] = [];
    // Past the last word, words[j] is undefined, which is no colour: the run stops there with no bound of its own.
    while (lang.colours.has(words[j] as string)) colours.push(lang.colours.get(words[j++] as string) as string);
    const noun = words[j];
    // "a green pool (1926) -> a milky blue pool (1976)": a thing given two colours in one description has both.
    if (noun && noun.length >= 3 && !lang.stopWords.has(noun))
      out.set(noun, [...new Set([...(out.get(noun) ?? []), ...colours])]);
    i = j;
  }
  return out;
}

const atPatterns = new WeakMap<Language, RegExp>();

/** After a name: "sat in the Lantern Inn" — group 1 is the place (compiled once per language). */
function atPattern(lang: Language): RegExp {
  let at = atPatterns.get(lang);
  if (!at) {
    at = new RegExp(
      `^\\s+${lang.beingVerbs}\\s+${lang.beingAt}\\s+(?:${lang.placeArticle}\\s+)?(\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*)*)`,
      'u',
    );
    atPatterns.set(lang, at);
  }
  return at;
}

function placePattern(places: readonly Place[], lang: Language): RegExp | undefined {
  // "Oz", "Ur": a name of two letters is a place's name too.
  const names = places.flatMap((p) => p.names.filter((n) => n.length >= 2)).sort((a, b) => b.length - a.length);
  return names.length > 0
    ? new RegExp(`\\b(?:${lang.placeArticle}\\s+)?(${names.map(escapeRegExp).join('|')})\\b`, 'g')
    : undefined;
}

/**
 * Away, yet here: the text puts a character somewhere else ("Hector is
 * stormbound in Oban", "was away in London until Friday", "is still at sea",
 * "telephones from Oban") and later in the same chapter has them act in the
 * scene ("Hector stands beside me") with nothing between that brings them
 * back or lets a day pass. A call or a letter from afar, a memory, a sentence
 * naming the far place again, and a modal ("would have come") are no presence.
 */
export function awayButHere(m: Manuscript, lang: Language): Finding[] {
  const findings: Finding[] = [];
  if (!lang.readsWords) return findings;
  const { cast } = readFacts(m, lang);
  const rw = lang.reading;
  /**
   * A plain stay somewhere named ("Hal is in Vietnam"): it holds from chapter to chapter until the text brings
   * them back, but only where the place proves never to be the scene (see offstage below).
   */
  const staying = new Map<Character, { where: string; file: string; line: number; evidence: string }>();
  /** Findings against a plain stay, kept once the whole book shows the place is never the scene. */
  const pending: Array<{ finding: Finding; where: string }> = [];
  /** The sentences that tell someone away (the lines of their statements, by file). */
  const telling = new Set<string>();
  for (const chapter of m.chapters) {
    const away = new Map<Character, { where: string; line: number; evidence: string; ends?: SpanEnd }>();
    /**
     * The last named of each gender in the scene's paragraphs before: "She is in London until Sunday" opening a
     * paragraph is hers (further into a paragraph, a name the cast does not hold may stand between).
     */
    let before = new Map<Gender, Character>();
    let scene = -1;
    /**
     * Who has just acted in the scene, by the sentence: "Ciarán comes in at six, and Tom behind him" and then "Tom's in
     * Dublin till Friday" is one moment told two ways. A journey, a return or a day told between lets them go.
     */
    let acted = new Map<Character, { name: string; line: number; evidence: string }>();
    /** Told away now, having acted in the scene a moment before: the earlier presence is the slip. */
    const heldBefore = (c: Character, where: string, line: number, evidence: string) => {
      const seen = acted.get(c);
      if (!seen || paragraphStart(chapter, seen.line) === paragraphStart(chapter, line)) return;
      findings.push({
        file: chapter.file,
        line: seen.line,
        category: 'place',
        message: `${seen.name} acts here, but ${chapter.file}:${line}, a moment later in the scene, has them away (${where}), and nothing between sends them off`,
        evidence: seen.evidence,
        confidence: 0.65,
        against: { file: chapter.file, line, evidence },
      });
      acted.delete(c);
    };
    for (const p of chapter.paragraphs) {
      if (p.kind !== 'prose' || p.memory) continue;
      if (p.scene !== scene) {
        scene = p.scene;
        before = new Map();
        acted = new Map();
      }
      const last = new Map<Gender, Character>();
      /** The one character the previous sentence names whose gender the text never told. */
      let unsexed: Character | undefined;
      for (const s of p.sentences) {
        const text = s.narration;
        const named = mentions(text, cast);
        // A return or a day passing ends the absences it may be about: with no one named, all but those whose span
        // says its own end ("until Friday", "for eight days from the 17th" outlast "The next morning").
        if (away.size > 0 && rw.awayEnds.test(text)) {
          if (named.length === 0) {
            // "She came back on the Thursday": the one the pronoun stands for is back, span or none.
            const word = /^\s*(\p{L}+)/u.exec(text)?.[1];
            const g = word ? subjectGender(word, lang) : undefined;
            const back = g ? (last.get(g) ?? unsexed) : undefined;
            // With no one of that gender named in the paragraph yet, anyone away it may stand for is back.
            for (const [c, a] of away)
              if (
                c === back ||
                (g !== undefined && back === undefined && (c.gender === undefined || c.gender === g)) ||
                (a.ends?.weekday === undefined && a.ends?.to === undefined)
              )
                away.delete(c);
          } else for (const n of named) away.delete(n.character);
        }
        // A stay ends only when the one away is brought back by name ("Hal came home on leave").
        if (staying.size > 0 && rw.awayEnds.test(text)) for (const n of named) staying.delete(n.character);
        // The span told runs out: "for eight days" from the seventeenth by the twenty-sixth, "until Friday" on Friday
        // (but not in a sentence that tells someone else away until that day: see below).
        const over = [...away].filter(([, a]) => a.ends && spanOver(a.ends, text, lang)).map(([c]) => c);

        let toldAway = false;
        // Who is said to be elsewhere: a name, or a pronoun opening the sentence for the last named of its gender.
        const subjects: Array<{ character: Character; end: number }> = named.map((n) => ({
          character: n.character,
          end: n.index + n.name.length,
        }));
        const opening = /^\s*(\p{L}+)/u.exec(text);
        const gender = opening ? subjectGender(opening[1] as string, lang) : undefined;
        // "Mark calls that night. He is at home in Jamaica Plain": no one of his gender named yet in the paragraph,
        // and the sentence before names one, and only one, whose gender the text never told.
        const resolved = gender
          ? (last.get(gender) ?? unsexed ?? (s === p.sentences[0] ? before.get(gender) : undefined))
          : undefined;
        if (opening && resolved) subjects.unshift({ character: resolved, end: opening[0].length });
        // "The next morning Tom was in Dublin": time moves on before the one told away; "Amparo was in Santiago, … and
        // would want to come back for the funeral": after (see the end of the sentence). "Tom's in Dublin till Friday":
        // the day a span runs to is no other day told.
        const head = text.slice(0, Math.min(...subjects.map((x) => x.end), text.length)).replace(rw.spanUntil, '');
        // Only for speed: with no one seen acting, there is nothing for the scene's moving on to end.
        if (acted.size > 0 && movesOn(head, lang)) acted = new Map();
        for (const sub of subjects) {
          const rest = text.slice(sub.end);
          // A journey away holds only with a span ("went to Normandy for eight days"): one may go and come back.
          // "went to Hobart, and … when she was away": the sentence itself says the journey is an absence.
          // "is away until Friday", "won't be back till Sunday": away, the place unsaid, for as long as the span says.
          const gone =
            rw.awayAfterName.exec(rest) ??
            rw.callFrom.exec(rest) ??
            rw.goneNow.exec(rest) ??
            ((gone) => (gone && rw.awaySpan.test(text) ? gone : null))(rw.awayUntil.exec(rest)) ??
            ((gone) => (gone && (rw.awaySpan.test(text) || rw.awayWhile.test(text)) ? gone : null))(
              rw.awayGone.exec(rest),
            );
          // Stryker disable next-line StringLiteral: where is read only when gone matched, and every alternative of the four patterns captures a place (or "away", "back")
          const where = gone
            ? (gone.slice(1).find((g) => g !== undefined) ?? '')
            : (rw.awayStateWithin.exec(rest)?.[1] ?? '');
          // "had gone to Tonbridge on Tuesday, and not come back till late": the sentence ends the trip it tells.
          const tripOver = gone ? rw.awayBackAlready.test(rest.slice((gone.index ?? 0) + gone[0].length)) : false;
          if (where && !tripOver) heldBefore(sub.character, where, s.line, evidenceOf(s.text));
          // "Mr. Gillies is in Glasgow in a room with the Dunlevys": away now, as a going with its span is.
          if (where && !tripOver) {
            const ends = spanEnd(text, lang);
            away.set(sub.character, { where, line: s.line, evidence: evidenceOf(s.text), ...(ends ? { ends } : {}) });
            toldAway = true;
            telling.add(`${chapter.file}:${paragraphStart(chapter, s.line)}`);
          }
          const stay = rw.awayState.exec(rest)?.[1];
          if (stay && !gone) heldBefore(sub.character, stay, s.line, evidenceOf(s.text));
          if (stay) {
            staying.set(sub.character, { where: stay, file: chapter.file, line: s.line, evidence: evidenceOf(s.text) });
            telling.add(`${chapter.file}:${paragraphStart(chapter, s.line)}`);
          }
        }
        // "Tom Hale is away in Leeds until Friday. Sam Reed is away in York until Friday.": Sam's Friday ends no span.
        if (!toldAway) for (const c of over) away.delete(c);
        /** Whether the sentence tells no day of its own: read once a sentence, and only when a name asks. */
        let undatedHere: boolean | undefined;
        const isUndated = () => {
          undatedHere ??= weekdaysIn(text, lang).length === 0 && daysOfMonthIn(text, lang).length === 0;
          return undatedHere;
        };
        // Told in this paragraph: one line of a paragraph typed on one, any of a hard-wrapped one's.
        const here = (line: number) => paragraphStart(chapter, line) === paragraphStart(chapter, s.line);
        for (const n of named) {
          const was = away.get(n.character);
          const stayed = staying.get(n.character);
          const toldHere = (!was || here(was.line)) && (!stayed || (stayed.file === chapter.file && here(stayed.line)));
          // Only a presence with no day of its own is this moment's: "on Sunday Tom mended the gate" is another day.
          const undated = isUndated();
          if (toldHere && (!undated || telling.has(`${chapter.file}:${paragraphStart(chapter, s.line)}`))) continue;
          const rest = text.slice(n.index + n.name.length);
          // "Hector stands beside me", "Will and the Hocking men came": the name as the subject of an action.
          const words = (/^[^.,;:!?]*/.exec(rest)?.[0] ?? '').match(/\p{L}+/gu) ?? [];
          const first = words[0] ?? '';
          const acts =
            (/^\s+\p{Ll}/u.test(rest) &&
              (isActionVerb(first, lang)
                ? !lang.speech.has(first)
                : rw.coordinator.test(first) &&
                  words.slice(1, 6).some((w) => isActionVerb(w, lang) && !lang.speech.has(w)))) ||
            // "…, with Mark Ferris at the console holding down notes": there, in the scene.
            (rw.presentWith.test(text.slice(0, n.index)) && rw.presentAfter.test(rest)) ||
            // "Dr. Bell herself was coming out of the chemist's", "Hal was up on the bins": there, with "to be".
            rw.presentBeing.test(rest) ||
            // "Marsaili weighs it out for her behind the counter": a deed, its verb in no table.
            rw.deedWithParticle.test(rest);
          if (!acts || rw.fromAfar.test(text) || lang.backstory.test(text)) continue;
          // Among the scene's people in the same sentence ("Pato came in, and Amparo behind him"): a moment of the
          // scene, not a line that brings a name on ("Rab Kerr came in.") before the story says where they are.
          const among = named.some((o) => o.character !== n.character) || lang.firstPersonSubject.test(text);
          if (undated && among && !telling.has(`${chapter.file}:${paragraphStart(chapter, s.line)}`))
            acted.set(n.character, { name: n.name, line: s.line, evidence: evidenceOf(s.text) });
          if (toldHere) continue;
          if (!was || here(was.line)) {
            // A stay told chapters before holds against a presence among the scene's people (another named, or the
            // narrator), not a wish or a picture of them ("if Hal had been home", "as if he were there").
            const stay = stayed as NonNullable<typeof stayed>;
            // "the tree which one Hal fell out of": a relative clause (its pronoun a word or two before) tells of them.
            const before = text.slice(0, n.index);
            if (
              text.includes(stay.where) ||
              lang.remembered.test(text) ||
              lang.relativeBefore.test(text.slice(0, n.index)) ||
              lang.relativeBefore.test(before.replace(/\p{L}+\s+$/u, ''))
            )
              continue;
            const company = p.sentences.some(
              (x) =>
                lang.firstPersonSubject.test(x.narration) ||
                mentions(x.narration, cast).some((o) => o.character !== n.character),
            );
            if (!company) continue;
            pending.push({
              where: stay.where,
              finding: {
                file: chapter.file,
                line: s.line,
                category: 'place',
                message: `${n.name} is here, but ${stay.file}:${stay.line} has them in ${stay.where}, and nothing between brings them back`,
                evidence: evidenceOf(s.text),
                confidence: 0.65,
                against: { file: stay.file, line: stay.line, evidence: stay.evidence },
              },
            });
            staying.delete(n.character);
            continue;
          }
          if (text.includes(was.where)) continue;
          findings.push({
            file: chapter.file,
            line: s.line,
            category: 'place',
            message: `${n.name} acts here, but ${chapter.file}:${was.line} has them away (${was.where}), and nothing between brings them back`,
            evidence: evidenceOf(s.text),
            confidence: 0.7,
            against: { file: chapter.file, line: was.line, evidence: was.evidence },
          });
          away.delete(n.character);
          staying.delete(n.character);
        }
        if (acted.size > 0 && movesOn(text, lang)) acted = new Map();
        for (const n of named)
          if (n.character.gender) {
            last.set(n.character.gender, n.character);
            before.set(n.character.gender, n.character);
          }
        const unknown = new Set(named.filter((n) => !n.character.gender).map((n) => n.character));
        unsexed = unknown.size === 1 ? [...unknown][0] : undefined;
      }
    }
  }
  if (pending.length === 0) return findings;
  // A place is off the stage when every sentence of narration naming it tells someone away there or a call or a
  // letter from it: "Hal is in Vietnam" holds; "Jane was at Netherfield", where scenes are set, does not.
  const places = new Set(pending.map((x) => x.where));
  const onStage = new Set<string>();
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs) {
      if (p.kind !== 'prose' || p.memory) continue;
      for (const s of p.sentences)
        for (const place of places)
          if (
            !onStage.has(place) &&
            s.narration.includes(place) &&
            !telling.has(`${chapter.file}:${paragraphStart(chapter, s.line)}`) &&
            !rw.fromAfar.test(s.narration)
          )
            onStage.add(place);
    }
  return [...findings, ...pending.filter((x) => !onStage.has(x.where)).map((x) => x.finding)];
}

/** When an absence's span ends: on a weekday named, after a day of the month, or on any day named after a night. */
export interface SpanEnd {
  weekday?: number;
  /** The first and last day of the month away ("on the seventeenth, for eight days": 17 and 25). */
  from?: number;
  to?: number;
  night?: boolean;
}

/** The end of the span an absence's sentence gives ("until Friday", "the seventeenth, for eight days", "tonight"). */
export function spanEnd(text: string, lang: Language): SpanEnd | undefined {
  const rw = lang.reading;
  const until = rw.spanUntil.exec(text)?.[1];
  const weekday = until ? weekdaysIn(until, lang)[0]?.weekday : undefined;
  if (weekday !== undefined) return { weekday };
  const days = rw.spanDays.exec(text);
  const from = daysOfMonthIn(text, lang)[0];
  if (days && from !== undefined) {
    const count = /^\d/.test(days[1] as string)
      ? Number(days[1])
      : (lang.numbers.get((days[1] as string).toLowerCase()) ?? 1);
    const unit = days[2] as string;
    return { from, to: from + count * (rw.spanWeek.test(unit) ? 7 : rw.spanFortnight.test(unit) ? 14 : 1) };
  }
  return rw.spanNight.test(text) ? { night: true } : undefined;
}

/** Whether a later sentence of the chapter tells a day past the span (a day of the month before its start is the next month's). */
export function spanOver(ends: SpanEnd, text: string, lang: Language): boolean {
  // "when I say Friday she shuts her eyes", "the word *Friday*": the day's name said or written, not the day come.
  if (ends.weekday !== undefined)
    return weekdaysIn(text, lang).some(
      (w) => w.weekday === ends.weekday && !lang.reading.weekdayAsWord.test(text.slice(0, w.index)),
    );
  const days = daysOfMonthIn(text, lang);
  if (ends.from !== undefined && ends.to !== undefined)
    return days.some((d) => d > (ends.to as number) || d < (ends.from as number));
  return ends.night === true && (days.length > 0 || weekdaysIn(text, lang).length > 0);
}

export function checkPlaces(m: Manuscript, lang: Language): { findings: Finding[]; skipped: Skipped[] } {
  const read = readFacts(m, lang);
  // Told away and seen here; a place's counted feature or painted colour told otherwise once; an old home: none needs
  // the place named.
  const colours = featureColours(m, lang);
  const awayFindings = [
    ...awayButHere(m, lang),
    ...featureCounts(m, lang),
    ...placeDistances(m, lang),
    ...colours,
    // A building's colour against its own description, where the book's colour count has not already told it.
    ...describedColours(m, lang).filter((d) => !colours.some((c) => c.file === d.file && c.line === d.line)),
    ...placeSites(m, lang),
    ...houseStreets(m, lang),
    ...groundEnclosures(m, lang),
    ...buildingCrowns(m, lang),
    ...waterShades(m, lang),
    ...onlyWindowTurned(m, lang),
    ...stoppedClocks(m, lang),
    ...oldHomes(m, lang),
  ];
  // The bible's places, and those the text names as places ("in Lisbon", "from the Lantern Inn") that it does not list.
  const listed = new Set(m.bible.places.flatMap((p) => p.names));
  const places: Place[] = [
    ...m.bible.places,
    ...read.facts.places
      .filter((p) => p.source === 'text' && !listed.has(p.name))
      .map((p) => ({ name: p.name, names: [p.name], line: 0, description: '' })),
  ];
  if (places.length === 0)
    return {
      findings: awayFindings,
      skipped: [
        {
          check: 'places',
          reason: 'the text names no place ("in Lisbon", "from the Lantern Inn") and there is no Places section',
        },
      ],
    };
  const findings: Finding[] = [];
  const cast = read.cast;
  const byName = new Map(places.flatMap((p) => p.names.map((n) => [n, p] as const)));
  const described = new Map(places.map((p) => [p, colouredNouns(p.description, lang)]));
  const anyPlace = placePattern(places, lang);
  const locatedAt = atPattern(lang);
  if (!anyPlace) return { findings: [...findings, ...awayFindings], skipped: [] };
  // The same pattern without the global flag, for a quick test that keeps no state between sentences.
  const placeNamed = new RegExp(anyPlace.source);
  /** The first colour the text gives each place's feature ("the Lantern Inn's red door"): what later text is held to. */
  const seen = new Map<string, { colours: string[]; file: string; line: number; evidence: string }>();
  for (const chapter of m.chapters) {
    let where = new Map<Character, { place: Place; line: number; scene: number }>();
    // Stryker disable next-line UnaryOperator: the map is new for each chapter and scene is the paragraph's after the check either way, so the first paragraph's reset changes nothing
    let scene = -1;
    for (const p of chapter.paragraphs) {
      if (p.scene !== scene) {
        scene = p.scene;
        where = new Map();
      }
      if (p.kind !== 'prose' || p.memory) continue;
      for (const s of p.sentences) {
        const text = s.narration;
        // Any journey or passing of time frees everyone named in the sentence (or everyone, for "later").
        if (lang.movement.test(text)) {
          const named = mentions(text, cast).map((n) => n.character);
          if (named.length === 0 || lang.timePassing.test(text)) where.clear();
          else for (const c of named) where.delete(c);
        }
        for (const mention of mentions(text, cast)) {
          const rest = text.slice(mention.index + mention.name.length);
          const at = locatedAt.exec(rest);
          const place = at
            ? (byName.get(at[1] as string) ??
              places.find((pl) => pl.names.some((n) => (at[1] as string).startsWith(n))))
            : undefined;
          if (!place) continue;
          const before = where.get(mention.character);
          if (before && before.place !== place)
            findings.push({
              file: chapter.file,
              line: s.line,
              category: 'place',
              message: `${mention.name} is in ${place.name} here but in ${before.place.name} at ${chapter.file}:${before.line} of the same scene, with no journey between`,
              evidence: evidenceOf(s.text),
              confidence: 0.75,
              against: { file: chapter.file, line: before.line, evidence: `${mention.name} in ${before.place.name}` },
            });
          where.set(mention.character, { place, line: s.line, scene });
        }
        // A place described against the bible: the same feature in another colour.
        if (!placeNamed.test(s.narration)) continue;
        // "the Lantern Inn" is found as "Lantern" and as "Inn": one place, compared once.
        const compared = new Set<Place>();
        for (const match of s.narration.matchAll(anyPlace)) {
          const place = byName.get(match[1] as string);
          // Text against text: a feature of the place's own ("the Lantern Inn's green door", "the green door of
          // the Lantern Inn") in another colour than the text gave it first, where the bible says nothing of it.
          const own = place
            ? ownFeature(s.narration, match.index ?? 0, match.index + match[0].length, lang)
            : undefined;
          if (place && own && !described.get(place)?.has(own.noun)) {
            const key = `${place.name}\u0000${own.noun}`;
            const first = seen.get(key);
            if (!first) seen.set(key, { ...own, file: chapter.file, line: s.line, evidence: evidenceOf(s.text) });
            else if (!own.colours.some((c) => first.colours.includes(c)))
              findings.push({
                file: chapter.file,
                line: s.line,
                category: 'place',
                message: `${place.name}'s ${own.noun} is ${own.colours.join('/')} here; ${first.file}:${first.line} says ${first.colours.join('/')}`,
                evidence: evidenceOf(s.text),
                confidence: 0.7,
                against: { file: first.file, line: first.line, evidence: first.evidence },
              });
          }
          const bibleNouns = place ? described.get(place) : undefined;
          if (!place || !bibleNouns || bibleNouns.size === 0 || compared.has(place)) continue;
          compared.add(place);
          // "At six I lock the blue door and walk … across the square to the Mall": what comes before the journey to
          // a place is where one set out from, not the place.
          const from = s.narration.slice(0, match.index);
          const ahead = lang.placeAhead.test(from) && lang.movement.test(from);
          for (const [noun, colours] of colouredNouns(ahead ? s.narration.slice(match.index) : s.narration, lang)) {
            const expected = bibleNouns.get(noun);
            if (!expected || colours.some((c) => expected.includes(c))) continue;
            findings.push({
              file: chapter.file,
              line: s.line,
              category: 'place',
              message: `${place.name}'s ${noun} is ${colours.join('/')} here; bible: ${expected.join('/')} (bible.md:${place.line})`,
              evidence: evidenceOf(s.text),
              confidence: 0.75,
            });
          }
        }
      }
    }
  }
  // "The green door of the Lantern Inn", held to the inn's own red door above, is also a colour told once against the
  // book's (featureColours): one slip, reported once.
  const told = new Set(findings.map((f) => `${f.file}:${f.line}`));
  const once = awayFindings.filter((f) => !colours.includes(f) || !told.has(`${f.file}:${f.line}`));
  return { findings: [...findings, ...once], skipped: [] };
}

/**
 * A coloured feature a sentence gives a place as its own: "the Lantern Inn's
 * red door" (the possessive right after the name) or "the red door of the
 * Lantern Inn" (the feature right before it). A colour elsewhere in the
 * sentence ("Ruth sat in the Lantern Inn with the red scarf") is not the place's.
 */
export function ownFeature(
  narration: string,
  start: number,
  end: number,
  lang: Language,
): { noun: string; colours: string[] } | undefined {
  const after = lang.placePossessive.exec(narration.slice(end))?.[1];
  const before = lang.featureBeforeOf.exec(narration.slice(Math.max(0, start - 60), start))?.[1];
  for (const phrase of [after, before]) {
    if (!phrase) continue;
    const first = phrase.toLowerCase().split(/\s+/);
    const at = first.findIndex((w) => lang.colours.has(w));
    // The colour opens the phrase (after "the" when before the place): "red door", "the red door".
    if (at < 0 || at > 1 || (at === 1 && first[0] !== lang.placeArticle)) continue;
    const [pair] = colouredNouns(phrase, lang);
    if (pair) return { noun: pair[0], colours: pair[1] };
  }
  return undefined;
}

/**
 * Whether a sentence lets time or people move on within a scene: a journey or a return ("went", "came back", "the next
 * morning"), or a day named ("on Friday", "the fourth"). Who acted before it may have gone since.
 */
export function movesOn(text: string, lang: Language): boolean {
  return (
    lang.reading.awayEnds.test(text) ||
    weekdaysIn(text, lang).length > 0 ||
    daysOfMonthIn(text, lang).length > 0 ||
    // "drove to Galway", "went home": a journey somewhere; "the day went on" goes nowhere.
    [...text.matchAll(/\p{Ll}+/gu)].some(
      (w) =>
        lang.journeyVerb.test(w[0]) &&
        lang.journeyOff.test(text.slice((w.index ?? 0) + w[0].length).split(/[,.;:!?]/)[0] ?? ''),
    )
  );
}
