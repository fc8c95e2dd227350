import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from './manuscript.js';

/** Chapter 2 of the dead-pronoun tests: Abel Marsh dies and is buried. */
const BURIED =
  '# Two\n\nAbel Marsh died on the Friday night, and on the Saturday they buried him in the chapel yard.\n';

/**
 * The dead check's findings on a book of three chapters: `first` (where Abel Marsh lives and acts, beside whoever the
 * test needs), his burial, and `later`, the chapter under test.
 */
export function afterAbelsBurial(first: string, later: string): Finding[] {
  return checkDead(
    manuscriptOf({ 'chapter_01.md': first, 'chapter_02.md': BURIED, 'chapter_03.md': `# Three\n\n${later}\n` }),
    ENGLISH,
  ).findings;
}
