import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The narrator of a first-person book named in the third person: read from the text (the one the others call by
 * name) only in a first-person chapter and only when the bible names no narrator of its own; read from the bible's
 * Style in a paragraph of eight words or more with no "I" in it, where the name is the subject. Texts written for
 * these tests.
 */

const NOW = 'I open the post office at eight. I sort the letters and I walk to the pier. I wait for the boat.';
/** Meg, called by name in three chapters; `slip` in chapter 2 at line 9; `more` chapters after. */
const files = (slip: string, ...more: string[]) => ({
  'chapter_01.md': `# One\n\n${NOW}\n\n"Meg," Dawn says, "the boat is in."\n\n${NOW}\n\nDawn runs down the pier. Dawn waves to the skipper.\n`,
  'chapter_02.md': `# Two\n\n${NOW}\n\n"I'm sorry, Meg. Tell Archie." Hector turns away.\n\n${NOW}\n\n${slip}\n\n${NOW}\n`,
  'chapter_03.md': `# Three\n\n${NOW}\n\n"Is that you, Meg?" Hector calls.\n\n${NOW}\n`,
  ...Object.fromEntries(more.map((t, i) => [`chapter_0${i + 4}.md`, `# ${i + 4}\n\n${t}\n`])),
});
const pov = (bible: string, slip: string, ...more: string[]) =>
  checkVoice(manuscriptOf(files(slip, ...more), bible), ENGLISH)
    .findings.filter((f) => f.category === 'pov')
    .map((f) => `${f.file}:${f.line} ${f.confidence} ${f.message}`);
const SLIP = 'In the afternoon Meg takes the bundle up to the light. She finds the track mended.';
const TEXT =
  'chapter_02.md:9 0.6 the narrator, Meg (so the others call them: chapter_01.md:5), is named in the third person in a first-person chapter';

describe('the narrator the others call by name, named in the third person', () => {
  it('is reported in a first-person chapter only', () => {
    expect(pov('', SLIP)).toEqual([TEXT]);
    // A chapter of one paragraph, and a third-person chapter: the narrator may be told there as anyone is.
    const short = 'Meg goes down to the harbour in the rain. She buys bread at the corner.';
    expect(pov('', 'Dawn laughs.', short)).toEqual([]);
    const third = `${short}\n\nDawn runs down the pier. She waves to the skipper and climbs back up the hill.`;
    expect(pov('', 'Dawn laughs.', third)).toEqual([]);
  });

  it('is read from the text when the bible says first person but names no narrator, not when it names one', () => {
    expect(pov('## Style\n- First person, present tense.\n', SLIP)).toEqual([TEXT]);
    expect(pov('## Style\n- First person, present tense, told by Meg.\n', SLIP)).toEqual([
      "chapter_02.md:9 0.75 the narrator, Meg, is named in the third person in narration; the bible's Style: first person (bible.md:2)",
    ]);
  });

  it('is one paragraph: two that name her so are no slip of one', () => {
    expect(pov('', `${SLIP}\n\nIn the evening Meg walks home along the shore. She finds the gate open.`)).toEqual([]);
  });

  it('is the subject of the sentence, in narration of her own', () => {
    expect(pov('', 'In the afternoon Meg  takes the bundle up to the light.')).toEqual([TEXT]);
    // Meg told as a subject beside "I" elsewhere, then as no subject: at the end of a sentence, before a comma.
    const beside = 'Meg laughs at the skipper and I laugh with her.';
    expect(pov('', 'Dawn goes down to the pier with Meg.', beside)).toEqual([]);
    expect(pov('', 'Dawn waits for Meg, and the boat comes in.', beside)).toEqual([]);
    // A name in a clause of what someone knows or says is no narration of her.
    expect(pov('', 'Dawn knows that Meg keeps the key in the drawer.')).toEqual([]);
  });
});

describe('the narrator the bible names, named in the third person', () => {
  const BIBLE = '## Style\n- First person, present tense, told by Meg.\n';
  const at =
    "chapter_02.md:9 0.75 the narrator, Meg, is named in the third person in narration; the bible's Style: first person (bible.md:2)";
  it('is reported in a paragraph of eight words with no "I", the name its subject', () => {
    expect(pov(BIBLE, 'Meg takes the bundle up to the light')).toEqual([at]);
    expect(pov(BIBLE, 'Meg  takes the bundle up to the light and waits.')).toEqual([at]);
  });

  it('is quiet on a block quotation, a paragraph with "I", and someone else as the subject', () => {
    expect(pov(BIBLE, '> Meg takes the bundle up to the light and waits for the boat.')).toEqual([]);
    expect(pov(BIBLE, 'Meg takes the bundle up to the light and I go with her.')).toEqual([]);
    expect(pov(BIBLE, 'Dawn takes the bundle up to the light and waits for Meg.')).toEqual([]);
  });
});

describe('a book the bible says is told in the third person', () => {
  it('has no narrator read from the text to name', () => {
    const found = pov('## Style\n- Third person, present tense.\n', SLIP);
    expect(found.filter((f) => f.includes('so the others call them'))).toEqual([]);
  });
});

describe("the bible's narrator named in the third person", () => {
  const TOLD = '## Style\n- First person, present tense, told by Meg.\n';
  const BIBLE = "## Style\n- First person, present tense.\n- Narrator: Meg Rennie, the keeper's daughter.\n";
  const BIBLE_SAYS =
    "chapter_02.md:9 0.75 the narrator, Meg, is named in the third person in narration; the bible's Style: first person (bible.md:2)";

  it('is read from a "Narrator:" line as well as "told by"', () => {
    expect(pov(BIBLE, SLIP)).toEqual([BIBLE_SAYS]);
  });

  it('is reported in a sentence of a paragraph that says "I" elsewhere, less surely', () => {
    const slip = 'I go down to the pier for the bread. In the afternoon Meg takes the bundle up to the light.';
    expect(pov(TOLD, slip)).toEqual([
      "chapter_02.md:9 0.6 the narrator, Meg, is named in the third person in narration; the bible's Style: first person (bible.md:2)",
    ]);
  });

  it('stays quiet where the sentence says "I" too, and on a record that gives her by an initial', () => {
    expect(pov(TOLD, 'I tell the skipper Meg is what they call me here, and I take the bundle up.')).toEqual([]);
    expect(pov(TOLD, 'In the afternoon Meg takes the bundle up to the light and I go with her.')).toEqual([]);
    for (const log of [
      'HARBOUR LOG, Tuesday: the boat late, Mr. I. Frost sick in his bunk, M. Meg took the mail up at noon.',
      'HARBOUR LOG, Tuesday. The boat late. The skipper sick in his bunk. At noon M. Meg took the mail up.',
    ])
      expect(pov(TOLD, log), log).toEqual([]);
  });

  it('stays quiet on a paragraph that says "my" with no "I": the narrator is there, so this Meg is another', () => {
    expect(pov(TOLD, 'In the afternoon Meg takes my bundle up to the light and finds the track mended.')).toEqual([]);
  });
});
