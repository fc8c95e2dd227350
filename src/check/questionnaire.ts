import { labelField, questionFields } from './bibleRecords.js';
import type { Language } from './lang/index.js';

/**
 * A character questionnaire, one sheet per person, the author's questions and answers in two columns:
 *
 *     SHEET 1
 *     Full name?                 Inês Valadares
 *     How old is she?            Thirty-one.
 *     Hair?                      Black. Long, in a knot -- until Wednesday the 11th of October, when she has it
 *                                all cut off in the Rua Garrett.
 *
 * read line for line as writer's own dialect: a Characters heading over the first sheet, each name's answer a
 * person's heading, each other question and its answer a "Q: … A: …" line the record reader knows, an answer's
 * run-on lines joined to it. "Does he die? Yes. …" and "Alive in the story? No. Died …" are fates. A sheet whose
 * title names places, objects or the chapters is that section, each question of a sheet of objects an object
 * with its answer ("Who has the key?  Gaspar -> Zé (ch. 8)" → "### the key — Gaspar -> Zé (ch. 8)"); a sheet on
 * one line ("SHEET 9  Dona Benedita -- old actress") is a person with a note. The lines the reading leaves
 * (separators, "SHEET 2") are blank, so every line keeps its number.
 */

/** "Full name?     Inês Valadares": a question at the line's start, then its answer (one space after a long one). */
const QA = /^(\S[^?\n]{0,60}\?)[ \t]+(\S.*)$/;
/** A line of dashes, equals signs or stars between sheets. */
const RULE = /^\s*[-=*_~]{3,}\s*$/;
/** A run-on line: indented under the answer's column. */
const RUN_ON = /^[ \t]{8,}\S/;

// Stryker disable next-line Regex: a question QA reads holds one "?", its last character, so the anchor changes nothing
const nameQuestion = (question: string, lang: Language) => labelField(question.replace(/\?$/, ''), lang) === 'name';

/** Whether a bible is a questionnaire: six questions answered in a column or more, two of them asking a name. */
export function isQuestionnaire(text: string, lang: Language): boolean {
  const asked = text.split(/\r?\n/).flatMap((l) => {
    const m = QA.exec(l);
    return m ? [m[1] as string] : [];
  });
  return asked.length >= 6 && asked.filter((q) => nameQuestion(q, lang)).length >= 2;
}

/** "Henrique Saldanha, Doctor" → "Doctor Henrique Saldanha"; "Arthur Cross (English)" → "Arthur Cross". */
function personName(answer: string, lang: Language): string {
  const bare = answer.replace(/\s*\([^)]*\)\s*$/, '').trim();
  const titled = /^(.+?),\s*(\p{L}+\.?)$/u.exec(bare);
  if (titled && lang.titles.has((titled[2] as string).toLowerCase().replace(/\.$/, '')))
    return `${titled[2]} ${titled[1]}`;
  return bare;
}

/** A fate's question and answer as a fate line ("Does he die? Yes. Heart…" → "- fate: died Heart…"), or undefined. */
function fateLine(question: string, answer: string, lang: Language): string | undefined {
  const record = lang.bible.record;
  if (!questionFields(question, lang).includes('fate')) return undefined;
  const alive = record.aliveQuestion.test(question);
  const yes = record.answerYes.exec(answer);
  const no = record.answerNo.exec(answer);
  // "Does he die? No." and "Alive? Yes.": no death to read.
  if ((alive && yes) || (!alive && no)) return '';
  const rest = answer.slice((yes ?? no)?.[0].length ?? 0).replace(/^[.,;:!\s]+/, '');
  return `- fate: ${lang.bible.deathWords.test(rest) ? '' : `${record.died} `}${rest}`;
}

export function questionnaireAsMarkdown(text: string, lang: Language): string {
  const sheets = lang.bible.record.sheets;
  const lines = text.split(/\r?\n/);
  const out = lines.map(() => '');
  // Set inside enter() too: typed wide so that the checks after a call are not narrowed to 'none'.
  let section = 'none' as 'characters' | 'places' | 'objects' | 'timeline' | 'none';
  /** Where the last question's answer stands, for its run-on lines. */
  let open: number | undefined;
  /** The last blank line out (a separator, a sheet's title): where a section's heading goes. */
  let free: number | undefined;
  const enter = (wanted: typeof section, at: number, heading: string) => {
    if (section === wanted) return;
    section = wanted;
    // The heading takes the free line nearest before; with none, its own line.
    out[free ?? at] = heading;
  };
  for (const [i, line] of lines.entries()) {
    const qa = QA.exec(line);
    if (qa) {
      const question = qa[1] as string;
      const answer = (qa[2] as string).trim();
      if (nameQuestion(question, lang)) {
        enter('characters', i, '# Characters');
        out[i] = `## ${personName(answer, lang)}`;
        open = undefined;
      } else if (section === 'places') {
        // "Where is the theatre?  Teatro da Estrela, Calçada do Combro. 420 seats": a place, its name first.
        const name = answer.split(/\s*[,.;(]|\s+--?\s+|\s+[—–]\s+/)[0] as string;
        // "Café: none named": a label's answer, no place.
        out[i] = name.includes(':') ? '' : `## ${name}`;
        open = undefined;
      } else if (section === 'objects') {
        // "Who has the cigarette case?   Afonso -> Gaspar, Thursday 12 October (ch. 4)": the object, its chain of keepers.
        const object = lang.bible.record.whoHas.exec(question)?.[1];
        // "Who has the prompt book?  Inês, always.": with no chain, the answer names its keeper.
        const keeper = object && !lang.bible.giving.arrow.test(answer) ? `${lang.bible.json.holder}: ` : '';
        out[i] = `### ${object ?? question.replace(/\?$/, '')} — ${keeper}${answer}`;
        open = i;
      } else if (section === 'characters') {
        out[i] = fateLine(question, answer, lang) ?? `Q: ${question} A: ${answer}`;
        open = out[i] === '' ? undefined : i;
      } else open = undefined;
      free = undefined;
      continue;
    }
    if (open !== undefined && RUN_ON.test(line)) {
      out[open] += ` ${line.trim()}`;
      continue;
    }
    open = undefined;
    const person = sheets.person.exec(line);
    if (person) {
      // "SHEET 9    Dona Benedita -- old actress; cries.": a person on one line.
      const rest = line.slice(person.index + person[0].length).trim();
      if (rest !== '' && section === 'characters') {
        out[i] = `## ${rest.replace(/\s+--?\s+/, ' — ')}`;
        free = undefined;
      } else free = i;
      continue;
    }
    if (RULE.test(line) || line.trim() === '') {
      free ??= i;
      continue;
    }
    // A sheet's title in capitals: the section it opens.
    const title = line.trim();
    if (title === title.toUpperCase() && /\p{Lu}{3}/u.test(title)) {
      if (sheets.places.test(title)) enter('places', i, '# Places');
      else if (sheets.objects.test(title)) enter('objects', i, '# Objects');
      else if (sheets.timeline.test(title)) enter('timeline', i, '# Timeline');
      free = undefined;
      continue;
    }
    // "Three    Monday 9 October    Inês    Rosa's hair": a chapter's row, its number in words.
    const row = /^(\p{L}+)[ \t]{2,}(\S.*)$/u.exec(line);
    const number = row ? (row[1] as string).toLowerCase() : '';
    if (section === 'timeline' && row && (lang.numbers.has(number) || lang.ordinals.has(number))) {
      // "Chapter 3", in figures: the bible's dates are pointed at chapters through these rows.
      const n = lang.numbers.get(number) ?? lang.ordinals.get(number);
      out[i] = `- ${sheets.chapterWord} ${n}: ${(row[2] as string).replace(/[ \t]{2,}/g, '; ')}`;
      continue;
    }
    // Lines outside any sheet (a title page, a note on the voice) are kept as they are.
    if (section === 'none') out[i] = line;
    free = undefined;
  }
  return out.join('\n');
}
