import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { paragraphsOf } from '../../src/check/text.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Dates inside documents are their writers', not the narration's: a run of text messages under their stamps
 * ("**Fri 23 Jul, 11:52. Ines to Tomas**"), whose bodies name the days they plan for, and a dead man's dated
 * notebook read months after he wrote it. A narrator's own diary, a few days out of order, is still the story's
 * time.
 */

const timeline = (files: Record<string, string>) =>
  checkTimeline(manuscriptOf(files), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const OPENING = '# One\n\nOn Monday, 19 July 2004, Ines opened the restaurant at noon.\n';

describe('a run of messages under their stamps', () => {
  const messages = (stamp: (time: string, who: string) => string) => ({
    'chapter_01.md': OPENING,
    'chapter_02.md': [
      '# Two',
      '',
      `${stamp('Wed 21 Jul, 09:14', 'Marta to Ines')}\nFriday the 30th, two people, the window table.`,
      '',
      `${stamp('Wed 21 Jul, 09:20', 'Ines to Marta')}\nDone.`,
      '',
      'On Thursday the 22nd the fish came late.',
      '',
    ].join('\n'),
  });

  it('reads the days their bodies name as no narration time, stamp in bold or in brackets', () => {
    expect(timeline(messages((t, who) => `**${t}. ${who}**`))).toEqual([]);
    expect(timeline(messages((t, who) => `[${t} — ${who}]`))).toEqual([]);
  });

  it('reads a stamp alone on its line as heading the paragraph after it', () => {
    const paragraphs = paragraphsOf(
      ['**Wed 21 Jul, 09:14. Marta to Ines**', '', 'Friday the 30th, two people.', '', 'She sat down.'],
      ENGLISH,
    );
    expect(paragraphs.map((p) => p.kind)).toEqual(['quote', 'quote', 'prose']);
    // A stamp over its own message heads no more; nor does one that ends a scene.
    const own = paragraphsOf(['**Wed 21 Jul, 09:14. Marta to Ines**', 'Done.', '', 'She sat down.'], ENGLISH);
    expect(own.map((p) => p.kind)).toEqual(['quote', 'prose']);
    const scene = paragraphsOf(['**Wed 21 Jul, 09:14. Marta to Ines**', '', '* * *', '', 'She sat down.'], ENGLISH);
    expect(scene.filter((p) => p.text.startsWith('She')).map((p) => p.kind)).toEqual(['prose']);
  });

  it('leaves the same words as narration when no stamp heads them', () => {
    const files = messages((t, who) => `${t}. ${who}`);
    expect(timeline(files)).toEqual([
      expect.stringMatching(
        /^chapter_02\.md:6 the narration is at 21 July 2004, before 30 July 2004 that chapter_02\.md:3/,
      ),
    ]);
  });
});

describe('a dated entry in italics', () => {
  const notebook = (entry: string) => ({
    'chapter_01.md': OPENING,
    'chapter_02.md': `# Two\n\nAt the back of the notebook the writing changed.\n\n${entry}\n\nOn Wednesday the 21st she closed it.\n`,
  });

  it('is a document quoted when it is dated months before the day the story reached', () => {
    expect(timeline(notebook('*Thursday 15 April 2004. The bank again. I have not told her.*'))).toEqual([]);
  });

  it('is the narrator’s diary, the story’s time, when it is dated days before', () => {
    expect(timeline(notebook('*Friday 16 July 2004. The bank again. I have not told her.*'))).toEqual([
      expect.stringMatching(/^chapter_02\.md:5 the narration is at 16 July 2004, before 19 July 2004/),
    ]);
  });
});

describe('the date of a thing', () => {
  it('is not the narration going back ("It is from the first of August", "a note dated the 3rd of August")', () => {
    const check = (thing: string) =>
      checkTimeline(
        manuscriptOf(
          chaptersOf(
            'It is Saturday the 14th of September, 2019, a little after eight, and the allotments are empty.',
            `You take your phone out and open the voicemails. ${thing} You press play.`,
          ),
        ),
        ENGLISH,
      ).findings.map((f) => f.line);
    expect(check('There is one you have never deleted. It is from the first of August.')).toEqual([]);
    expect(check('There is a note in the book dated the 3rd of August.')).toEqual([]);
    expect(check('On the first of August you walk down to the plot.')).toEqual([3]);
  });

  it('is read right before its date, "the" between or not, spaces doubled or not', () => {
    const check = (thing: string) =>
      checkTimeline(
        manuscriptOf(
          chaptersOf(
            'It is Saturday the 14th of September, 2019, a little after eight, and the allotments are empty.',
            `You take your phone out and open the voicemails. ${thing} You press play.`,
          ),
        ),
        ENGLISH,
      ).findings.map((f) => f.line);
    for (const thing of [
      'There is one you have never deleted. It is from the August 1st gig.',
      'There is one you have never deleted. It is  from the first of August.',
      'There is one you have never deleted. It is from the  August 1st gig.',
      'There is a card in the book postmarked  the 3rd of August.',
    ])
      expect(check(thing), thing).toEqual([]);
    // "was from the shed" long before the date is no date of a thing: the narration goes back to August.
    expect(check('It was from the shed that you walked down to the plot on the first of August.')).toEqual([3]);
  });
});

describe('a day a count lands on', () => {
  it('is reckoned, not the narration going back ("Four weeks was the fifth of May")', () => {
    const check = (reckoned: string) =>
      checkTimeline(
        manuscriptOf(
          chaptersOf(
            [
              'On Saturday, the sixth of May 1950, the ferry came in late and Alma waited on the pier.',
              `The letter had said a month, on the fifth of April. ${reckoned} On the seventh she began to watch the boats.`,
            ].join('\n\n'),
          ),
        ),
        ENGLISH,
      ).findings.map((f) => f.line);
    expect(check('Four weeks was the fifth of May.')).toEqual([]);
    expect(check('Thirty days from the fifth would be the fifth of May.')).toEqual([]);
    // The same day told as the narration's own is the story going back.
    expect(check('On the fifth of May she walked down to the pier.')).toEqual([5]);
  });
});

describe('a paper headed by its kind', () => {
  it('dates itself, not the narration ("**TELEGRAM.** Handed in at Los Álamos, 14 March 1934")', () => {
    const check = (paper: string) =>
      checkTimeline(
        manuscriptOf(
          chaptersOf(
            'On Friday, 16 March 1934, Clara rode out to the vineyard and counted the rows.',
            `${paper}\n\nClara read it twice and put it in her pocket.`,
          ),
        ),
        ENGLISH,
      ).findings.map((f) => f.line);
    expect(check('**TELEGRAM.** Handed in at Los Álamos, 14 March 1934, 8.05 a.m.')).toEqual([]);
    expect(check('Telegram: handed in at Los Álamos, 14 March 1934, 8.05 a.m.')).toEqual([]);
    expect(check('On 14 March 1934 a telegram was handed in at Los Álamos.')).toEqual([3]);
  });
});
