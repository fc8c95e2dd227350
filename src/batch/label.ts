import { sanitizeProjectName } from '../tools/project.js';

/**
 * A draft's label when it has no name: the subject of its prompt, not its
 * first words. "Write a 600-word short story about a lighthouse keeper who
 * finds a bottle" is "lighthouse_keeper_finds_bottle", not "600-word_short_story_about_a".
 */

const SUBJECT_WORDS = 4;

/** Words that say what to do or what form it takes, never what it is about. */
const FORM =
  /^(please|write|create|draft|compose|tell|give|make|me|us|a|an|the|some|one|two|three|short|long|brief|new|original|complete|full|novel|novella|novelette|story|stories|short-story|tale|tales|book|books|collection|poem|poems|essay|piece|script|screenplay|memoir|chapter|chapters|words?|pages?|\d[\d,.]*k?(-word|-page|-chapter)?s?)$/i;

/** Little words left out of a label. */
const FILLER =
  /^(a|an|the|who|whom|that|which|where|when|and|or|of|in|on|at|to|with|for|from|by|is|are|was|his|her|its|their)$/i;

/** Words that introduce the subject. */
const ABOUT = /^(about|on|of|featuring|where|in which)$/i;

export function labelFromPrompt(prompt: string): string {
  const words = prompt
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word !== '');
  // The subject starts after "about …" when there is one, else after the leading form words.
  const about = words.findIndex((word) => ABOUT.test(word));
  let start = 0;
  if (about >= 0 && words.slice(0, about).every((word) => FORM.test(word) || FILLER.test(word))) start = about + 1;
  else while (start < words.length && FORM.test(words[start] as string)) start++;
  const subject = words
    .slice(start)
    .filter((word) => !FILLER.test(word))
    .slice(0, SUBJECT_WORDS);
  const label = sanitizeProjectName((subject.length > 0 ? subject : words.slice(0, SUBJECT_WORDS)).join(' '));
  // A prompt of no letters or digits gives sanitizeProjectName's own "untitled", never an empty label.
  return label.toLowerCase();
}
