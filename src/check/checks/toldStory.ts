import type { Cast } from '../cast.js';
import { type BookPerson, isTold, paragraphPerson, paragraphVoice } from '../facts.js';
import type { Language } from '../lang/index.js';
import type { Chapter, Paragraph } from '../types.js';

/**
 * A story told to the narrator: "I" boards with the postmistress and sets down what she told him over one winter,
 * her story in the third person and his own "I" only where he hears it ("she told me", "she said to me") or in the
 * evenings at her table. A careful reader keeps the two apart: the listener's "I" beside the telling is the frame,
 * not a slip of the third person; an "I" that does what the told story's people do, in a scene of theirs where the
 * narrator is not there to hear, is one.
 */

/** Whether a paragraph's narration has the narrator hearing the story told ("she told me", "he said to me"). */
export function hearsTold(p: Paragraph, lang: Language): boolean {
  return p.sentences.some((s) => lang.narratorHears.test(s.narration));
}

/**
 * Whether the book is a story told to its narrator: told in the third person (the book's voice, facts.ts: fewer
 * than a tenth of its paragraphs told by "I"), its narration has the narrator hearing it told in two chapters or
 * more. One "she told me" is any first-person narrator's, and a first-person novel's narrator hears a great deal;
 * a frame is a small part of its book and comes back to the telling.
 */
export function toldToNarrator(chapters: readonly Chapter[], book: BookPerson | undefined, lang: Language): boolean {
  if (book !== 'third') return false;
  let hearing = 0;
  for (const chapter of chapters)
    if (chapter.paragraphs.some((p) => isTold(p) && hearsTold(p, lang)) && ++hearing >= 2) return true;
  return false;
}

/**
 * The paragraphs of a chapter where the narrator's "I" acts in a scene of the story told to them: a paragraph told
 * by "I" (twice at least, and more often than by anyone else) that does not hear the telling, alone in a scene whose
 * other paragraphs are told in the third person (two at least). The frame's own scenes have the narrator in more than
 * one paragraph, or hearing; an aside ("and I did not ask to read those") says "I" once among the story's people.
 */
export function actsInToldScene(paragraphs: readonly Paragraph[], cast: Cast, lang: Language): Paragraph[] {
  const scenes = new Map<number, Array<{ p: Paragraph; first: boolean; third: boolean; acts: boolean }>>();
  for (const p of paragraphs) {
    if (!isTold(p)) continue;
    const votes = paragraphVoice(p, cast, lang);
    const person = paragraphPerson(votes);
    const acts =
      person === 'first' &&
      votes.first >= 2 &&
      votes.first > votes.third &&
      !hearsTold(p, lang) &&
      // Words spoken in it ("'Did he know?' I asked"): the narrator talking with the teller, the frame's scene.
      !/["“”]/.test(p.text);
    const scene = scenes.get(p.scene) ?? [];
    scene.push({ p, first: person === 'first', third: person === 'third', acts });
    scenes.set(p.scene, scene);
  }
  const out: Paragraph[] = [];
  for (const scene of scenes.values()) {
    const firsts = scene.filter((x) => x.first);
    const [only] = firsts;
    if (firsts.length === 1 && only?.acts && scene.filter((x) => x.third).length >= 2) out.push(only.p);
  }
  return out;
}
