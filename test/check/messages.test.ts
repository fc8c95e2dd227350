import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { checkVoice } from '../../src/check/checks/voice.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * E-mails and text messages set in a novel told in the third person past:
 * their headers, greetings, bodies (in the first person, in the present),
 * sign-offs and chat lines are documents, not narration, and the names in
 * their addresses do not make the senders' names words. Written for these
 * tests; the narration around them is still read, and a slip in it found.
 */

const NARRATION = [
  'Nell Ash drove north on the Tuesday with the radio off. She stopped once for coffee and did not drink it. By five she could see the house.',
  'Tom Ash came out onto the porch. He lifted a hand. She parked by the gate and sat for a while with the engine ticking.',
  'He carried her bag up the steps. She followed him in. The hall smelled of polish and of the sea.',
  'They ate at the kitchen table. He talked about the roof. She listened and said very little.',
];

const MAIL = [
  'From: Nell Ash <nell.ash@example.com>\nTo: Tom Ash <tom@ash-roofing.example>\nSent: Tuesday, October 8, 2019 11:42 PM\nSubject: Re: the house',
  'Tom,',
  'I know you want to sell. I am not saying no. I am saying I need to see it first, and I need you to stop calling the agent our guy. I am coming up on Friday.',
  'Mom kept everything. You know she did. I want to go through it before strangers do.',
  'N.',
  '**Mom:** are you there yet\n**Mom:** call me when you get in\n**Nell:** here. tired. will call tomorrow',
  '[10:42 PM] Tom: did you eat\n[10:44 PM] Nell (phone): yes. going to bed',
];

const book = (third: string[]) =>
  manuscriptOf({
    'chapter_01.md': `# One\n\n${NARRATION.join('\n\n')}\n`,
    'chapter_02.md': `# Two\n\n${third.join('\n\n')}\n`,
    'chapter_03.md': `# Three\n\n${NARRATION.join('\n\n')}\n`,
  });
const voice = (third: string[]) =>
  checkVoice(book(third), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.category}`);

describe('messages in a third-person past book', () => {
  it('are documents: headers, greeting, body, sign-off and chat lines', () => {
    const m = book([...MAIL, 'Nell closed the laptop. Tom said nothing for a long time.']);
    // A document is read as a quotation: no narration.
    const chapter = m.chapters[1];
    const body = (chapter?.paragraphs ?? []).filter((p) => p.kind !== 'heading');
    expect(body.map((p) => p.kind === 'quote')).toEqual([true, true, true, true, true, true, true, false]);
  });

  it('raise no slip of person or tense, while a slip in the narration after them is found', () => {
    expect(voice([...MAIL, ...NARRATION])).toEqual([]);
    const slip = 'I walk to the window. I look at the sea and I count the boats. I stand there a long time.';
    // The slip: the third paragraph of narration after the messages (whose headers and chats take several lines).
    expect(voice([...MAIL, ...NARRATION.slice(0, 2), slip, ...NARRATION.slice(2)])).toEqual([
      'chapter_02.md:27 pov',
      'chapter_02.md:27 tense',
    ]);
  });

  it('keep their senders people: an address writes a name in lower case, a header line is no one', () => {
    const facts = readFacts(book([...MAIL, ...NARRATION]), ENGLISH).facts;
    const names = facts.cast.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Nell Ash', 'Tom Ash']));
    expect(names.some((n) => /^(?:From|To|Sent|Subject|Re)\b/.test(n))).toBe(false);
  });

  it('leave narration alone: a one-word paragraph, a line with a colon after lower-case words', () => {
    const m = book([
      ...NARRATION.slice(0, 2),
      'Then—',
      'He wrote it all down: the date, the time, the tide.',
      ...NARRATION.slice(2),
    ]);
    const chapter = m.chapters[1];
    expect((chapter?.paragraphs ?? []).filter((p) => p.kind === 'quote')).toEqual([]);
  });

  it('keep their dates out of the narration’s calendar: an e-mail sent days before is no going back in time', () => {
    const dated = (sent: string) =>
      manuscriptOf({
        'chapter_01.md': `# One\n\nOn Monday, October 14, 2019, Nell Ash drove north. ${NARRATION.join('\n\n')}\n`,
        'chapter_02.md': `# Two\n\n${NARRATION[0]}\n\nFrom: Tom Ash <tom@ash-roofing.example>\nSent: ${sent}\nSubject: the roof\n\nNell,\n\nThe roof is done. I am paying the men on Friday.\n\nT.\n\n${NARRATION[1]}\n`,
      });
    expect(checkTimeline(dated('Wednesday, October 9, 2019 6:15 AM'), ENGLISH).findings).toEqual([]);
  });
});
