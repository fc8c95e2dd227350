import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The narrator of a first-person book named in the third person, read from the text: the one the narration says the
 * narrator is called ("She never calls me Nell"), and the first name of a full name the others give ("Clare" of
 * "Clare Ashdown"). Texts written for these tests.
 */

const NOW = 'I open the shutters at seven. I sweep the stairs and I carry the trays up. I wait for the bell.';
const pov = (chapters: Record<string, string>, cast: string) =>
  checkVoice(manuscriptOf(chapters, cast), ENGLISH)
    .findings.filter((f) => f.category === 'pov')
    .map((f) => `${f.file}:${f.line}`);

describe('the narrator the narration says the others call', () => {
  const CAST = '# Bible\n\n## Characters\n### Nell\n### Miss Reyes\n### Rosa Vidal\n';
  const book = (cue: string) => ({
    'chapter_01.md': `# One\n\n${NOW}\n\n"Nell," Rosa Vidal says, "the señora rang." ${cue}\n\n${NOW}\n\n"Miss Reyes," the lawyer says. "Sit down."\n`,
    'chapter_02.md': `# Two\n\n${NOW}\n\n"Nell, come here." Rosa Vidal points at the window.\n\n"Thank you, Miss Reyes." The lawyer bows.\n\nAnd Nell I have been ever since, to all of them but one.\n\n${NOW}\n`,
    'chapter_03.md': `# Three\n\n${NOW}\n\n"Nell!" Rosa Vidal calls up the stairs.\n\n"Good night, Miss Reyes." The lawyer goes.\n\nNell walks back along the street with Rosa Vidal, and the rain comes down on them both.\n\n${NOW}\n`,
  });

  it('finds the slip once the narration says which of two the narrator is called', () => {
    expect(pov(book('She never calls me Nell.'), CAST)).toEqual(['chapter_03.md:9']);
  });

  it('says nothing while the two are called as often and nothing says which is the narrator', () => {
    expect(pov(book('She turns away.'), CAST)).toEqual([]);
  });
});

describe('the narrator named by the first name of a full name the others give', () => {
  const CAST = '# Bible\n\n## Characters\n### Clare Ashdown\n### Miss Ashdown\n### Marko\n';
  const chapters = (slip: string) => ({
    'chapter_01.md': `# One\n\n${NOW}\n\n"Miss Ashdown," Marko says, "the tram is late."\n\n"Is it Clare Ashdown?" the clerk asks Marko.\n\n${NOW}\n`,
    'chapter_02.md': `# Two\n\n${NOW}\n\n"Good night, Miss Ashdown." Marko lifts his cap.\n\n${slip}\n\n${NOW}\n`,
    'chapter_03.md': `# Three\n\n${NOW}\n\n"Miss Ashdown!" Marko calls from the step.\n\n${NOW}\n`,
  });

  it('finds a paragraph where the first name is the subject and no "I" is said', () => {
    expect(
      pov(
        chapters('Clare turned the glasses up toward the hill, where the tram was climbing, and watched it go.'),
        CAST,
      ),
    ).toEqual(['chapter_02.md:7']);
  });

  it('says nothing of the first name outside the narration or beside an "I"', () => {
    expect(pov(chapters('"Clare," Marko said at last. The tram went up the hill.'), CAST)).toEqual([]);
    expect(pov(chapters('Clare turned the glasses up toward the hill, and I watched the tram go.'), CAST)).toEqual([]);
  });
});
