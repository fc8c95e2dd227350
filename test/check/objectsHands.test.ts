import { describe, expect, it } from 'vitest';
import { checkObjects, givenAway, twoHands } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Who holds what (issue 29 and 30, mutation): the subject a giving or a use
 * is read for, what gives an object back, one object in two hands, and an
 * object of the bible's lost and held again. Short texts written for these
 * tests; each case has the finding a user sees, or its quiet counterpart.
 */

/** Chapters given as their text, each under a heading (so each text starts on line 3). */
const book = (...chapters: string[]): Record<string, string> =>
  Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`]));
const objects = (files: Record<string, string>, bible = ''): Finding[] =>
  checkObjects(manuscriptOf(files, bible), ENGLISH).findings;
const at = (findings: Finding[]) => findings.map((f) => `${f.file}:${f.line}`);

const CAST = 'Mara Voss came in. She laughed. Tomas Reyes came in. He laughed.';

describe('who gave it', () => {
  it('is the name right before the verb, not the first name of the sentence', () => {
    const found = objects(
      book(`${CAST}\n\nTomas watched as Mara gave the brass key to Ned Hale.`, 'Mara turned the brass key.'),
    );
    expect(found).toEqual([
      {
        file: 'chapter_02.md',
        line: 3,
        category: 'object',
        message:
          'Mara Voss has the brass key here, but gave it away at chapter_01.md:5, and nothing between gives it back',
        evidence: 'Mara turned the brass key.',
        confidence: 0.7,
        against: { file: 'chapter_01.md', line: 5, evidence: 'Tomas watched as Mara gave the brass key to Ned Hale.' },
      },
    ]);
  });

  it('reads "she" as the woman named earlier in the same sentence before the last one named before it', () => {
    const text = `${CAST} Ruth Hale sat by the fire. She smiled. Then Mara stood up, and she gave the brass key to Tomas.`;
    expect(at(objects(book(text, 'Mara Voss turned the brass key.')))).toEqual(['chapter_02.md:3']);
    // Ruth gave nothing: her using a brass key is no slip.
    expect(objects(book(text, 'Ruth Hale turned the brass key.'))).toEqual([]);
  });

  it('forgets who "she" was at a scene break, where it is the woman most named', () => {
    // Ruth is named most; Mara, named last, gave the key: "she" after the break is Ruth, who gave nothing.
    const ruth = 'Ruth Hale sat down. She laughed. Ruth Hale slept. Ruth Hale woke. Ruth Hale sang.';
    const scene = (between: string) =>
      objects(book(`${CAST} ${ruth} Mara gave the brass key to Tomas.${between}She turned the brass key in the lock.`));
    expect(at(scene('\n\n'))).toEqual(['chapter_01.md:5']);
    expect(scene('\n\n* * *\n\n')).toEqual([]);
  });

  it('reads "she" at the opening of a sentence that holds it in her hand, not the name after it', () => {
    const first = `${CAST} Mara gave the brass key to Tomas.`;
    expect(at(objects(book(first, 'Mara came back. She stood by Tomas with the brass key in her hand.')))).toEqual([
      'chapter_02.md:3',
    ]);
    expect(at(objects(book(first, 'Then Mara stood at the gate with the brass key in her hand.')))).toEqual([
      'chapter_02.md:3',
    ]);
    // Tomas holding it is no slip.
    expect(objects(book(first, 'Tomas stood by Mara with the brass key in his hand.'))).toEqual([]);
  });

  it('leaves memories and quoted passages out', () => {
    const first = `${CAST} Mara gave the brass key to Tomas.`;
    expect(objects(book(first, '*She remembered how Mara turned the brass key in the old lock.*'))).toEqual([]);
    expect(objects(book(first, 'Years ago, Mara turned the brass key in the old lock.'))).toEqual([]);
    expect(objects(book(first, '> Mara turned the brass key in the old lock.'))).toEqual([]);
    expect(at(objects(book(first, 'Mara turned the brass key in the old lock.')))).toEqual(['chapter_02.md:3']);
  });
});

describe('which object', () => {
  const first = (given: string) => `${CAST} Mara gave ${given} to Tomas.`;
  it('takes a key named with fewer or more words for the one given, unless a word tells them apart', () => {
    expect(at(objects(book(first('the brass key'), 'Mara turned the key.')))).toEqual(['chapter_02.md:3']);
    expect(at(objects(book(first('the key'), 'Mara turned the brass key.')))).toEqual(['chapter_02.md:3']);
    expect(at(objects(book(first('the brass key'), 'Mara turned the heavy brass key.')))).toEqual(['chapter_02.md:3']);
    expect(objects(book(first('the brass key'), 'Mara turned the iron key.'))).toEqual([]);
  });

  it('reports each use after a use in a sentence that also says "left"', () => {
    const first = `${CAST} Mara gave the brass key to Tomas.`;
    expect(
      at(objects(book(first, 'Mara Voss turned the brass key and left. Mara Voss turned the brass key again.'))),
    ).toEqual(['chapter_02.md:3', 'chapter_02.md:3']);
    expect(
      at(
        objects(
          book(
            first,
            'Mara stood at the door with the brass key in her hand and left.\n\nMara Voss turned the brass key.',
          ),
        ),
      ),
    ).toEqual(['chapter_02.md:3', 'chapter_02.md:5']);
  });
});

describe('given with "it"', () => {
  it('reads "gives it to Tomas" as a giving of the object the scene named last', () => {
    const found = objects(
      book(`${CAST} Mara looked at the brass key. Mara gives it to Tomas Reyes.`, 'Mara turned the brass key.'),
    );
    expect(found.map((f) => [f.file, f.line, f.message])).toEqual([
      [
        'chapter_02.md',
        3,
        'Mara Voss has the brass key here, but gave it away at chapter_01.md:3, and nothing between gives it back',
      ],
    ]);
    // "sells it to", "left it to": the other verbs of a giving.
    expect(
      at(
        objects(
          book(`${CAST} Mara looked at the brass key. Mara left it to Tomas Reyes.`, 'Mara turned the brass key.'),
        ),
      ),
    ).toEqual(['chapter_02.md:3']);
  });

  it('lets "gives it back to her" end the giving', () => {
    expect(
      objects(
        book(
          `${CAST} Mara gave the brass key to Tomas.`,
          'Tomas Reyes looked at the brass key. Tomas Reyes gives it back to her. Mara turned the brass key.',
        ),
      ),
    ).toEqual([]);
  });

  it('reads "takes it from her own bag" as the giver using it, and a taking by another as a giving', () => {
    const first = 'Ruth Hale came in. She laughed. Ruth Hale gave the lamp to Pia Marr.';
    expect(at(objects(book(first, 'Ruth Hale saw the lamp. Ruth takes it from her own bag.')))).toEqual([
      'chapter_02.md:3',
    ]);
    expect(
      at(
        objects(
          book(
            'Ruth Hale came in. She laughed. Ruth Hale takes the tuning fork out of her cardigan pocket.\n\nShe holds it out until Nadia Brandt takes it, and the tuning fork hums. Nadia Brandt smiled.',
            'Ruth Hale holds the tuning fork.',
          ),
        ),
      ),
    ).toEqual(['chapter_02.md:3']);
  });
});

describe('taken back', () => {
  it('lets the giver take it back, from another’s coat', () => {
    const first = `${CAST} Mara gave the compass to Tomas.`;
    expect(objects(book(first, 'Later she took the compass from him. Mara opened the compass.'))).toEqual([]);
    expect(objects(book(first, 'Mara took the compass from his coat pocket. Mara opened the compass.'))).toEqual([]);
    // From her own coat pocket it was never given back.
    expect(at(objects(book(first, 'Mara took the compass from her coat pocket.')))).toEqual(['chapter_02.md:3']);
  });

  it('does not read one who takes what she already holds as given it', () => {
    expect(
      objects(book(`${CAST} Mara carries the lamp. Later Mara takes the lamp upstairs. Mara carries the lamp down.`)),
    ).toEqual([]);
  });
});

describe('the bible’s giving by the narrator of a first-person book', () => {
  const sheet =
    '# Character sheets\n\nStory: First person, past tense, narrated by Maud Rennie.\n\n## Maud Rennie\nRole — postmistress\nCarries — the telescope until she gives it to Ewan Gill (ch. 2)\n\n## Ewan Gill\nRole — surveyor\n';
  const chapters = (third: string) =>
    book('I came in. Ewan Gill laughed.', 'I met Ewan Gill at the gate. Ewan Gill laughed.', third);

  it('holds "I" to it from the next chapter, naming the narrator and the bible line', () => {
    const found = objects(chapters('I carry the telescope down again.'), sheet);
    expect(found).toEqual([
      {
        file: 'chapter_03.md',
        line: 3,
        category: 'object',
        message:
          'The narrator has the telescope here, but gave it away at bible.md:7, and nothing between gives it back',
        evidence: 'I carry the telescope down again.',
        confidence: 0.7,
        against: { file: 'bible.md', line: 7, evidence: 'the narrator gives the telescope to Ewan Gill (chapter 2)' },
      },
    ]);
    // The bible names no kind of telescope: a brass one is the same.
    expect(at(objects(chapters('I carry the brass telescope down again.'), sheet))).toEqual(['chapter_03.md:3']);
  });
});

describe('one object in two hands', () => {
  const hands = (...chapters: string[]) => twoHands(manuscriptOf(book(...chapters)), ENGLISH);
  it('is not undone by the passing of another object', () => {
    expect(
      at(
        hands(
          "Ines Carvalho opened Ines's brass compass. Duarte watched her.",
          'Duarte gave the key to Ines.',
          "Duarte checked Duarte's brass compass again.",
        ),
      ),
    ).toEqual(['chapter_03.md:3']);
  });

  it('keeps quiet on an object with no word of its own, and on the same holder twice', () => {
    expect(
      hands("Ines Carvalho opened Ines's compass. Duarte watched her.", "Duarte checked Duarte's compass."),
    ).toEqual([]);
    expect(
      hands("Ines Carvalho opened Ines's brass compass. Duarte watched her.", "Ines checked Ines's brass compass."),
    ).toEqual([]);
  });
});

describe('a language with no object words', () => {
  it('gives no finding from the text', () => {
    const lang = { ...ENGLISH, objectNouns: new Set<string>() };
    expect(
      givenAway(manuscriptOf(book(`${CAST} Mara gave the brass key to Tomas.`, 'Mara turned the brass key.')), lang),
    ).toEqual([]);
  });
});

describe('an object the bible says was lost', () => {
  const bible = (objectLines: string, style = '') =>
    [
      '# Bible',
      '',
      '## Characters',
      '### Duarte Lobo',
      '### Ines Carvalho',
      '',
      '## Objects',
      "### Ines's silver watch",
      objectLines,
      style,
    ].join('\n');
  const LOST_2 = bible('- Lost in chapter 2.');

  it('holds its holder (not the first character listed) to the loss from the chapter after it, and no earlier', () => {
    const third = (text: string) => book('Ines Carvalho came in.', text, 'The storm came.');
    expect(objects(third('Ines wound her watch.'), LOST_2)).toEqual([]);
    const found = objects(book('Ines Carvalho came in.', 'The storm came.', 'Ines wound the watch.'), LOST_2);
    expect(found.map((f) => [f.file, f.line, f.message])).toEqual([
      [
        'chapter_03.md',
        3,
        "Ines has Ines's silver watch here, but it was lost or given away (bible.md:9) and has not come back",
      ],
    ]);
    // Another character holding a watch is no slip.
    expect(objects(book('Ines Carvalho came in.', 'The storm came.', 'Duarte wound the watch.'), LOST_2)).toEqual([]);
  });

  it('reads a holding with a manner word, and names the latest loss', () => {
    const found = objects(
      book(
        'Ines Carvalho came in.',
        'The storm came.',
        'Ines dropped the watch into the harbour.',
        'Ines carefully wound the watch.',
      ),
      bible('- Lost in chapter 1.'),
    );
    expect(found.map((f) => [f.file, f.message])).toEqual([
      [
        'chapter_04.md',
        "Ines has Ines's silver watch here, but it was lost or given away (chapter_03.md:3) and has not come back",
      ],
    ]);
  });

  it('is found again only by a sentence about it, and a loss is only of it', () => {
    const lost = (between: string) =>
      objects(book('Ines Carvalho came in.', 'The storm came.', between, 'Ines wound her watch.'), LOST_2);
    expect(at(lost('Duarte found the key in the sand.'))).toEqual(['chapter_04.md:3']);
    expect(lost('Duarte found the watch in the sand.')).toEqual([]);
    // Dropping a cup beside the watch loses the cup.
    const found = objects(
      book('Ines Carvalho came in.', 'Ines dropped the cup beside the watch.', 'Ines wound her watch.'),
      bible(''),
    );
    expect(found).toEqual([]);
  });

  it('leaves memories and quoted passages out', () => {
    const later = (text: string) => objects(book('Ines Carvalho came in.', 'The storm came.', text), LOST_2);
    expect(later('*She remembered how Ines wound her watch.*')).toEqual([]);
    expect(later('Years ago, Ines wound her watch.')).toEqual([]);
    expect(later('> Ines wound her watch.')).toEqual([]);
  });

  it('reads "I" as the holder only in a first-person book the holder narrates', () => {
    const lines = book('I lost the watch on the ferry.', 'I wound the watch at dusk.');
    // The bible's watch is no one's "I" here; the text's own loss is found all the same, as the text tells it.
    expect(objects(lines, bible('')).map((f) => f.message)).toEqual([
      'The narrator has the watch here, but it was lost at chapter_01.md:3, and nothing between finds it',
    ]);
    expect(at(objects(lines, bible('', '\n## Style\n- First person, past tense, narrator: Ines\n')))).toEqual([
      'chapter_02.md:3',
    ]);
  });

  it('reports the bible’s object beside a finding from the text', () => {
    const found = objects(
      book(
        "Ines Carvalho opened Ines's brass compass. Duarte watched her.",
        "Duarte checked Duarte's brass compass again.",
        'Ines wound her watch.',
      ),
      LOST_2,
    );
    expect(at(found)).toEqual(['chapter_02.md:3', 'chapter_03.md:3']);
  });
});

describe('"it" opening a sentence', () => {
  it('is still the object the scene named last', () => {
    expect(
      objects(
        book(
          `${CAST} Mara gave the brass key to Tomas.`,
          'Tomas Reyes looked at the brass key.\n\nGave it back to her without a word.\n\nMara turned the brass key.',
        ),
      ),
    ).toEqual([]);
  });
});

describe('the bible’s object, more', () => {
  const bible = (name: string, style = '') =>
    `# Bible\n\n## Characters\n### Duarte Lobo\n### Ines Carvalho\n\n## Objects\n### ${name}\n- Lost in chapter 1.\n${style}`;

  it('reads the plural of its noun', () => {
    expect(at(objects(book('The storm came.', 'Ines checked her keys.'), bible("Ines's brass key")))).toEqual([
      'chapter_02.md:3',
    ]);
  });

  it('has nothing to look for in an object whose name ends in no word', () => {
    expect(objects(book('The storm came.', 'Ines wound the watch.'), bible("Ines's 1914"))).toEqual([]);
  });

  it('reads the sentence’s holders in order: "I" losing it before her name holds it', () => {
    const first = bible("Ines's silver watch", '\n## Style\n- First person, past tense, narrator: Ines\n');
    expect(objects(book('The storm came.', 'I dropped the watch where Ines Carvalho wound the watch.'), first)).toEqual(
      [],
    );
    expect(at(objects(book('The storm came.', 'Ines Carvalho wound the watch.'), first))).toEqual(['chapter_02.md:3']);
  });
});
