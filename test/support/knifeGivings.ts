import { checkObjects } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from './manuscript.js';

/** Hope, Kit and Nell, named and acting, so the text tells who "she" and "he" are. */
export const PEOPLE = 'Hope Marsh came in. She laughed. Kit Bell ran up. He laughed. Nell Alder sat. She sighed.';

/**
 * The object findings when chapter one tells PEOPLE and then the given paragraphs (a knife handed about), and chapter
 * two has Hope Marsh use the knife: each finding as its place and the place it is held against.
 */
export function hopeUsesTheKnifeAfter(...paragraphs: string[]): string[] {
  const m = manuscriptOf({
    'chapter_01.md': `# 1\n\n${[PEOPLE, ...paragraphs].join('\n\n')}\n`,
    'chapter_02.md': '# 2\n\nHope Marsh cut the twine using the knife.\n',
  });
  return checkObjects(m, ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} against ${f.against?.file}:${f.against?.line}`,
  );
}
