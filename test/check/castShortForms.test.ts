import { describe, expect, it } from 'vitest';
import { strayFirstNameSlips } from '../../src/check/checks/nameSlips.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { casual } from '../../src/check/manuscript.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** One person under a short form, a middle name, a title of kinship; a name typed in lower case in a message. */

const castOf = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .characters.map((c) => `${c.name}: ${[...c.names].sort().join('|')}`)
    .sort();

describe('one person under several forms of a name', () => {
  it('joins a short form of the given name before the same surname, and the surname alone is then theirs', () => {
    const cast = castOf(
      'Bill Tennant walked up from the quay. Bill Tennant said nothing. Nora Quill watched him go.',
      'The letter was signed William Tennant. Mr. Tennant had written it in ink. Tennant laughed.',
    );
    expect(cast.find((c) => c.startsWith('Bill Tennant'))).toBe(
      'Bill Tennant: Bill|Bill Tennant|Mr. Tennant|Tennant|William|William Tennant',
    );
    expect(cast.some((c) => c.startsWith('William Tennant'))).toBe(false);
  });

  it('keeps two of one surname apart when the short form stands for neither given name', () => {
    const cast = castOf(
      'Bill Tennant walked up from the quay. Bill Tennant said nothing.',
      'Robert Tennant, his brother, sat down. Robert Tennant smiled.',
    );
    expect(cast.filter((c) => c.includes('Tennant:'))).toHaveLength(2);
  });

  it('keeps a father and a son named side by side apart, and a short form of two names whose genders are not told', () => {
    const family = castOf(
      "William Tennant's eyes were pale blue, and Will Tennant's were dark brown. William Tennant was the father.",
      'Will Tennant laughed. Will Tennant ran.',
    );
    expect(family.filter((c) => c.includes('Tennant:'))).toHaveLength(2);
    const pat = castOf('Patricia Doyle kept the books. Patricia Doyle sat down.', 'Pat Doyle came in. Pat Doyle sat.');
    expect(pat.filter((c) => c.includes('Doyle:'))).toHaveLength(2);
  });

  it('does not give a boy called "Will" throughout to a "William Faulkner" the book names twice', () => {
    const cast = castOf(
      'Will ran to the river. Will said he was hungry. Will laughed.',
      'She was reading William Faulkner, and said William Faulkner wrote long sentences. Will ate bread.',
    );
    expect(cast).toContain('Will: Will');
    expect(cast.find((c) => c.startsWith('William Faulkner'))).toBe(
      'William Faulkner: Faulkner|William|William Faulkner',
    );
  });

  it('keeps a short form apart from a full name of the other gender, or from two it may stand for', () => {
    const his = 'Samuel Tennant mended nets. Samuel Tennant said he was tired. He slept.';
    const hers = 'Sam Tennant kept the shop. Sam Tennant said she was tired. She slept.';
    expect(castOf(his, hers).filter((c) => c.includes('Tennant:'))).toHaveLength(2);
    const two = 'Samantha Tennant kept the books. Samantha Tennant said she was tired. She slept.';
    expect(
      castOf(his.replace(/he/g, 'she').replace(/He/g, 'She'), two, hers).filter((c) => c.includes('Tennant:')),
    ).toHaveLength(3);
  });

  it('gives a short form used alone to the one full name it is short for', () => {
    const cast = castOf(
      'Walter Grieve built boats. Walter Grieve said little. Nora Quill liked him.',
      '"Walt was a good man," Nora said. Walt had built the launch.',
    );
    expect(cast.find((c) => c.startsWith('Walter Grieve'))).toContain('|Walt|');
    expect(cast.some((c) => c.startsWith('Walt:'))).toBe(false);
  });

  it('reads a middle name as no name of its own, and the name without it as the same person, named as the book names them', () => {
    const cast = castOf(
      'The will was signed by Walter James Grieve. Walter Grieve had died in August. Walter Grieve was buried on Monday.',
      'James, his father, had built the shed. James said so often. Walter Grieve had built the boat.',
    );
    const walter = cast.find((c) => c.startsWith('Walter Grieve:')) ?? '';
    expect(walter).toContain('Walter James Grieve');
    expect(walter.split(': ')[1]?.split('|')).not.toContain('James');
    expect(cast.some((c) => c.startsWith('Walter James Grieve:'))).toBe(false);
    // A name with a middle word used as often as the one without is another person: a daughter beside her mother.
    const two = castOf(
      'Mary Beth Tanner ran to the gate. Mary Tanner called her back. Mary Beth Tanner laughed.',
      'Mary Tanner sighed. Mary Beth Tanner hid.',
    );
    expect(two.filter((c) => c.includes('Tanner:'))).toHaveLength(2);
    // A title and a surname are no first and last name: "Doctor Haas" does not rename "Doctor Pieter Haas".
    const doctor = castOf('Doctor Pieter Haas came in. Doctor Haas sat down. Doctor Haas left.', 'Doctor Haas slept.');
    expect(doctor.some((c) => c.startsWith('Doctor Pieter Haas:'))).toBe(true);
  });

  it('joins a title of kinship before a given name to the one full name that opens with it, named rarely', () => {
    const cast = castOf(
      'Faith Grieve lived on Cedar Street. Faith kept hens. Faith was seventy-one.',
      'Aunt Faith opened the door. Aunt Faith said, "Come in." Faith smiled.',
    );
    expect(cast.find((c) => c.startsWith('Faith Grieve'))).toContain('Aunt Faith');
    expect(cast.some((c) => c.startsWith('Aunt Faith:'))).toBe(false);
    // A girl whose full name is used as often as "Faith" alone, or named beside her aunt, is another person.
    const girl = castOf(
      'Aunt Faith opened the door. Faith Morgan ran past her. Faith Morgan was eight.',
      'Aunt Faith sighed. Faith Morgan laughed.',
    );
    expect(girl.some((c) => c.startsWith('Aunt Faith:'))).toBe(true);
    // Named beside her aunt once, with "Faith" alone often: still another person.
    const beside = castOf(
      'Aunt Faith took the hand of little Faith Morgan.\n\nFaith kept hens. Faith sang. Faith slept. Faith woke.',
      'Aunt Faith sighed.',
    );
    expect(beside.some((c) => c.startsWith('Aunt Faith:'))).toBe(true);
    // Named apart, but her full name as often as "Faith" alone: another person.
    const often = castOf(
      'Faith Morgan ran to the gate.\n\nFaith Morgan was eight.\n\nFaith Morgan laughed.',
      'Aunt Faith opened the door.\n\nAunt Faith sighed.',
    );
    expect(often.some((c) => c.startsWith('Aunt Faith:'))).toBe(true);
  });
});

describe('a message typed in lower case', () => {
  it('is casual when every sentence opens in lower case, after a message header', () => {
    expect(casual('**Fri, Oct 18, 7:12 AM — Theo:** hi ms grieve its theo. the ship went past')).toBe(true);
    expect(casual('hi. ok see you')).toBe(true);
    expect(casual('**Fri, 7:12 AM — Theo:** Hi. the ship went past')).toBe(false);
    expect(casual('she went out. She came back.')).toBe(false);
    // One sentence tells nothing: a line may wrap in the middle of one.
    expect(casual('and then the grieve boat went past')).toBe(false);
    // Dialogue whose sentences after the first open on abbreviations' lower case is no message.
    expect(casual('"We leave at 7 a.m. sharp," she said, "and back by 9 p.m. tomorrow."')).toBe(false);
    expect(casual('*the sea. the sea.* Nell woke.')).toBe(false);
  });

  it('does not make a surname a common word', () => {
    const cast = castOf(
      'Ada Grieve drove north. Ada Grieve stopped at the light. Nora Quill waited.',
      '**Fri, Oct 18, 7:12 AM — Theo:** hi ms grieve its theo. the ship went past this morning',
    );
    expect(cast.some((c) => c.startsWith('Ada Grieve'))).toBe(true);
  });
});

describe('a surname that is also a word', () => {
  it('is a name after a title that tells a gender ("Mr. Cross" beside "extremely cross"), with or without a full stop', () => {
    const text = (title: string) =>
      castOf(
        `Arthur Cross came in. He was extremely cross. ${title} Cross sat down. ${title} Cross laughed.`,
        `${title} Cross paid. "Good," said ${title} Cross.`,
      );
    expect(text('Mr.').find((c) => c.startsWith('Arthur Cross'))).toBe(
      'Arthur Cross: Arthur|Arthur Cross|Cross|Mr. Cross',
    );
    expect(text('Senhor').find((c) => c.startsWith('Arthur Cross'))).toContain('Senhor Cross');
    // A title of no gender may name a church: "St. Cross" leaves "cross" a word.
    const church = castOf(
      'Arthur Cross came in. He was extremely cross. The bells of St. Cross rang. We passed St. Cross.',
      'The choir of St. Cross sang. They left St. Cross.',
    );
    expect(church).toEqual([]);
  });
});

describe('honorifics kept from the languages of a setting', () => {
  it('reads Signora, Herr and Mademoiselle as titles: no one is called "Signora", and "Herr Brandt" is Karl Brandt', () => {
    const cast = castOf(
      'Signora Pautasso kept the inn. Signora Pautasso said nothing. Karl Brandt came in. Karl Brandt sat.',
      'Herr Brandt ordered wine. Herr Brandt paid. Mademoiselle Roux sang. Mademoiselle Roux bowed.',
    );
    expect(cast.find((c) => c.startsWith('Signora Pautasso'))).toBe('Signora Pautasso: Pautasso|Signora Pautasso');
    expect(cast.find((c) => c.startsWith('Karl Brandt'))).toContain('Herr Brandt');
    expect(cast.some((c) => c.startsWith('Mademoiselle Roux'))).toBe(true);
  });

  it('reads Senhor, Dona and Tio as titles too: "Senhor Lobo" is no third given name beside a slip of Duarte Lobo', () => {
    const m = manuscriptOf({
      'chapter_01.md': '# 1\n\nDuarte Lobo wrote the play. Duarte laughed. Duarte sat. Duarte wrote. Duarte slept.\n',
      'chapter_02.md':
        '# 2\n\n"Senhor Lobo," said Dona Celeste. Senhor Lobo bowed. Tio Gaspar and Duarte Lobo came in.\n',
      'chapter_03.md': '# 3\n\nDaniel Lobo sat two rows behind him with his notebook.\n',
    });
    expect(strayFirstNameSlips(m, ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([
      'chapter_03.md:3 "Daniel Lobo" here, once; chapter_01.md:3 calls them "Duarte Lobo" (6 times "Duarte" in all, and no other Lobo is named)',
    ]);
    const cast = castOf('Dona Celeste came in. Dona Celeste sat. Tio Gaspar laughed. Tio Gaspar slept.');
    expect(cast).toEqual(['Dona Celeste: Celeste|Dona Celeste', 'Tio Gaspar: Gaspar|Tio Gaspar']);
  });
});
