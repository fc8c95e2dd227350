import { describe, expect, it } from 'vitest';
import { brandNouns, givenAway, headedNarrators } from '../../src/check/checks/objects.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Readings of a giving. A make in apposition followed by a clause ("my father's green pen, the Parker he bought"),
 * not the clause's verb. A thing handed before it is named ("put something into Bríd's hand … It was Matt's pen",
 * "took it out …: my composing stick"): the pen is given. One's own thing given ("my composing stick") is not the
 * one another is named owner of ("Con's stick"). A book of alternating narrators whose headings name them ("Chapter
 * Two: Nora"): what Nora gives in Tom's chapter is hers no more in her own, where she is "I". Texts written for these
 * tests.
 */

const makes = (...texts: string[]) => {
  const m = manuscriptOf(chaptersOf(...texts));
  return Object.fromEntries(brandNouns(m, ENGLISH, readFacts(m, ENGLISH).cast));
};
const findings = (files: Record<string, string>) =>
  givenAway(manuscriptOf(files), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const CAST = 'Ruth Amory keeps the lock-house. Sam Kerr works the barges.';

describe('a make in apposition', () => {
  it('is the capitalised word, when a clause follows it', () => {
    expect(makes('I mark the proofs with my green pen, the Parker he bought in Dublin, and I put it away.')).toEqual({
      parker: 'pen',
    });
  });
});

describe('a thing handed before it is named', () => {
  const book = (named: string, after: string) =>
    findings(
      chaptersOf(
        `${CAST} Ruth wound Grandad's watch at the lock gate.\n\nRuth went down to the barge and put something into Sam's hand, and Sam looked at it for a long time. ${named}\n\n${after}`,
      ),
    );

  it('is the thing the next sentence says it was', () => {
    expect(book("It was Grandad's watch.", "At dusk Ruth wound Grandad's watch again.")).toEqual([
      'chapter_01.md:7 Ruth Amory has the watch here, but gave it away at chapter_01.md:5, and nothing between gives it back',
    ]);
  });

  it('is nothing the book follows when no sentence names it', () => {
    expect(book('He said nothing.', "At dusk Ruth wound Grandad's watch again.")).toEqual([]);
  });

  it('is never found in the giver’s hands itself', () => {
    expect(book('He said nothing.', 'At dusk Ruth had something in her hand again.')).toEqual([]);
  });

  it('is the thing named after a colon, taken from the one who had it last', () => {
    // Sam had the watch in his coat: he took it from Ruth, who wound it last, and no one gave it back.
    expect(
      findings(
        chaptersOf(
          `${CAST} Ruth wound Grandad's watch at the lock gate, and Sam watched her.\n\nSam had something in his coat that pulled it down on one side, and he took it out and put it on the table: Grandad's watch.`,
          "At dusk Ruth wound Grandad's watch again.",
        ),
      ),
    ).toEqual([
      'chapter_02.md:3 Ruth Amory has the watch here, but gave it away at chapter_01.md:5, and nothing between gives it back',
    ]);
  });

  it('had by one, then named, is given by that one to the one who takes it', () => {
    expect(
      findings(
        chaptersOf(
          "Ruth Amory keeps the lock-house. Ruth wound Grandad's watch at the lock gate.\n\n---\n\nNell Amory had something in her hand. She held it out to him across the desk.\n\nIt was Grandad's watch. Sam Kerr took it.",
          "At dusk Nell wound Grandad's watch again.",
        ),
      ),
    ).toEqual([
      'chapter_02.md:3 Nell Amory has the watch here, but gave it away at chapter_01.md:9, and nothing between gives it back',
    ]);
  });
});

describe("one's own thing given", () => {
  const book = (held: string) =>
    findings(
      chaptersOf(`${CAST} Sam gave his knife to Ruth at the lock.`, `At dusk Sam wiped ${held} and put it away.`),
    );

  it('is not the thing another is named owner of', () => {
    expect(book("Con's knife")).toEqual([]);
  });

  it('is the thing named without an owner, or as the giver’s', () => {
    expect(book('the knife')).toEqual([
      'chapter_02.md:3 Sam Kerr has the knife here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
    expect(book("Sam's knife")).toEqual([
      'chapter_02.md:3 Sam Kerr has the knife here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });
});

describe('a narrator a chapter heading names', () => {
  const files = (use: string) => ({
    'chapter_01.md':
      '# Chapter One: Tom\n\nI went down to the church with Maura Hanlon. Maura took my arm. I sat at the back and I watched.\n\nNora Keane went up to the altar. Nora gave Bríd Cassidy her father\'s pen. Bríd looked at it. I saw it. I was glad of it.\n\n"Well, Tom," Maura said. I walked home with Maura.\n',
    'chapter_02.md': `# Chapter Two: Nora\n\nI get up at six. I read the paper and I mark it. Bríd is gone to London.\n\n${use}\n\nI walk home by the river and I think of Tom Daly and of Maura. Tom Daly is at the works.\n`,
  });

  it("is the chapter's I", () => {
    const m = manuscriptOf(files('I sit down.'));
    const tellers = headedNarrators(m, readFacts(m, ENGLISH).cast, ENGLISH);
    expect([...tellers].map(([file, c]) => `${file} ${c.name}`)).toEqual([
      'chapter_01.md Tom Daly',
      'chapter_02.md Nora Keane',
    ]);
  });

  it('has given what she gave in another narrator’s chapter', () => {
    expect(findings(files("I uncap my father's pen and sign."))).toEqual([
      "chapter_02.md:5 The narrator has the father's pen here, but gave it away at chapter_01.md:5, and nothing between gives it back",
    ]);
  });
});
