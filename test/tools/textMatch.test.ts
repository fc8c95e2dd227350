import { describe, expect, it } from 'vitest';
import { findOccurrences, lineSpans, listLines, nearestPassage, type WorkMeter } from '../../src/tools/textMatch.js';

describe('findOccurrences', () => {
  it('counts occurrences that do not overlap, left to right, as a replacement would meet them', () => {
    expect(findOccurrences('ha ha ha', 'ha ha')).toEqual([0]);
    expect(findOccurrences('aaaa', 'aa')).toEqual([0, 2]);
    expect(findOccurrences('aaa', 'aa')).toEqual([0]);
  });

  it('finds every occurrence, and none of an empty needle', () => {
    expect(findOccurrences('Elias, Mara, Elias', 'Elias')).toEqual([0, 13]);
    expect(findOccurrences('text', '')).toEqual([]);
    expect(findOccurrences('text', 'none')).toEqual([]);
  });
});

describe('lineSpans', () => {
  it('puts a passage starting with a line break on the line that break closes', () => {
    expect(lineSpans('a\nb', [1], '\nb')).toEqual(['1-2']);
  });

  it('ends a passage ending in a line break on the line that break closes', () => {
    expect(lineSpans('a\nb\n', [0], 'a\n')).toEqual(['1']);
    expect(lineSpans('a\nb\nc', [0, 2], 'a\nb')).toEqual(['1-2', '2-3']);
    expect(lineSpans('a b', [2], 'b')).toEqual(['1']);
  });
});

describe('listLines', () => {
  const numbers = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1));

  it('names up to 20 lines, each once, and counts the rest', () => {
    expect(listLines(numbers(20))).toBe(numbers(20).join(', '));
    expect(listLines(numbers(25))).toBe(`${numbers(20).join(', ')} and 5 more`);
    expect(listLines(['4', '4', '9-10', '4'])).toBe('4, 9-10');
  });
});

describe('nearestPassage: the same words with other spacing', () => {
  const spacing = /only in quotes, dashes or spacing/;

  it('takes any whitespace of the file for a space of old_text: no-break spaces and carriage returns too', () => {
    expect(nearestPassage('x\nthe\u00A0lamp', 'the lamp')).toMatchObject({
      text: 'the\u00A0lamp',
      why: expect.stringMatching(spacing),
    });
    expect(nearestPassage('x\nthe\r\nlamp', 'the lamp')).toMatchObject({
      text: 'the\r\nlamp',
      lines: '2-3',
      why: expect.stringMatching(spacing),
    });
  });

  it('does not take a control character for a space', () => {
    expect(nearestPassage('x\nthe\u0001lamp', 'the lamp')?.why).toMatch(/word pairs/);
  });

  it('needs some whitespace where old_text has it', () => {
    expect(nearestPassage('thelamp', 'the lamp')).toBeUndefined();
  });

  it('gives the first such passage, after a start that led nowhere', () => {
    expect(nearestPassage('the cat. the  lamp\nthe\tlamp', 'the lamp')).toMatchObject({
      text: 'the  lamp',
      lines: '1',
      why: expect.stringMatching(spacing),
    });
  });

  it('ignores whitespace around old_text', () => {
    expect(nearestPassage('x\nthe  lamp', ' the lamp')).toMatchObject({ text: 'the  lamp', lines: '2' });
    expect(nearestPassage('x\nthe lamp', 'the lamp \n')).toMatchObject({ text: 'the lamp', lines: '2' });
  });

  it('finds nothing for an old_text of only whitespace or of no words', () => {
    // "undefined" in the text: a search for a missing first word must not look for that word instead.
    expect(nearestPassage('the word undefined\n\nend', '  \n ')).toBeUndefined();
    expect(nearestPassage('Title\n\nText', '...!')).toBeUndefined();
  });

  it('gives up at its step limit even when the passage comes later', () => {
    // 500,000 failed tries use up the steps; one more is allowed, and the passage is at the try after it.
    expect(nearestPassage(`${'a'.repeat(500_002)} b`, 'a b')).toBeUndefined();
  });

  it('still finds a passage found on the last step the search may take', () => {
    // Each failed try at an "a" costs two steps: 500,000 of them use up the 1,000,000 steps allowed.
    const text = `${'a'.repeat(500_001)} b`;
    expect(nearestPassage(text, 'a b')).toMatchObject({ text: 'a b', why: expect.stringMatching(spacing) });
  });
});

describe('nearestPassage: other wording', () => {
  const percent = (why: string | undefined) => Number(/shares (\d+)%/.exec(why ?? '')?.[1]);

  it('compares the word pairs of a two-word old_text', () => {
    expect(nearestPassage('x\nlamp turned over', 'Lamp, turned!')).toMatchObject({
      text: 'lamp turned over',
      lines: '2',
      why: "it shares 100% of old_text's word pairs, but the wording differs",
    });
  });

  it('compares the word of a one-word old_text', () => {
    expect(nearestPassage('x\nthe lamp.', 'lamp!')).toMatchObject({ text: 'the lamp.', lines: '2' });
    expect(nearestPassage('x\nthe lamp.', 'whale!')).toBeUndefined();
  });

  it('gives the share of word pairs in the line, rounded', () => {
    const near = nearestPassage('x\nthe lamp turned over the sea', 'the lamp turned under the sea');
    expect(near).toMatchObject({ text: 'the lamp turned over the sea', lines: '2' });
    // 3 of the 5 pairs: the lamp, lamp turned, the sea.
    expect(percent(near?.why)).toBe(60);
  });

  it('offers a passage sharing half the pairs, not less', () => {
    expect(nearestPassage('the lamp\nlamp turned', 'the lamp turned.')).toMatchObject({ text: 'the lamp', lines: '1' });
    expect(percent(nearestPassage('the lamp\nlamp turned', 'the lamp turned.')?.why)).toBe(50);
    expect(nearestPassage('the lamp\nsea', 'the lamp turned over.')).toBeUndefined();
  });

  it('can find the passage on the last line', () => {
    expect(nearestPassage('a\nb\nthe lamp turned', 'the lamp turned!')).toMatchObject({ lines: '3' });
  });

  it('prefers the first of passages that are as close', () => {
    expect(nearestPassage('the lamp turned\nthe lamp turned', 'the lamp turned!')).toMatchObject({ lines: '1' });
  });

  it('counts a pair a line has several times once', () => {
    expect(
      nearestPassage('the lamp turned over\nthe lamp, the lamp, the lamp, the lamp', 'the lamp turned over.'),
    ).toMatchObject({ text: 'the lamp turned over', lines: '1' });
  });

  it('counts a pair the line has several times once', () => {
    expect(nearestPassage('the lamp, the lamp, the lamp\nthe lamp turned over', 'the lamp turned over.')).toMatchObject(
      {
        text: 'the lamp turned over',
        lines: '2',
      },
    );
  });

  it('does not count a pair that starts on the line above a passage in it', () => {
    // "lamp turned" runs from line 1 into line 2: line 2 alone has only "turned over" of old_text's two pairs.
    const near = nearestPassage('the lamp\nturned over', 'lamp turned over!');
    expect(near).toMatchObject({ text: 'turned over', lines: '2' });
    expect(percent(near?.why)).toBe(50);
  });

  it('does not count the line below a passage in it', () => {
    expect(nearestPassage('the lamp\nthe lamp turned', 'the lamp turned.')).toMatchObject({ lines: '2' });
  });

  it('gives a run of as many lines as old_text has, its whitespace around it aside', () => {
    const text = 'x\nthe lamp turned over\nthe sea was calm\ny';
    const near = nearestPassage(text, '\nthe lamp turned under\nthe sea was calm.\n');
    expect(near).toMatchObject({ text: 'the lamp turned over\nthe sea was calm', lines: '2-3' });
  });

  it('names only lines the file has when old_text has more', () => {
    expect(nearestPassage('the lamp turned over', 'the lamp turned over\nslowly')).toMatchObject({
      text: 'the lamp turned over',
      lines: '1',
    });
  });

  it('cuts a long passage it quotes back', () => {
    const long = `the lamp turned ${'x'.repeat(1_490)}`;
    const cut = nearestPassage(`${long}y\n`, 'the lamp turned!');
    expect(cut?.text).toBe(`${long.slice(0, 1_500)}…`);
    const whole = `the lamp turned ${'x'.repeat(1_484)}`;
    expect(whole).toHaveLength(1_500);
    expect(nearestPassage(`${whole}\n`, 'the lamp turned!')?.text).toBe(whole);
  });

  it('compares words in lower case (ß is not ss)', () => {
    expect(nearestPassage('Die Strasse', 'Die Straße')).toBeUndefined();
  });

  it('walks a file of 20,000 lines, and gives up beyond', () => {
    const text = `${'\n'.repeat(19_999)}the lamp turned`;
    expect(nearestPassage(text, 'the lamp turned!')).toMatchObject({ lines: '20000' });
    expect(nearestPassage(`${text}\n`, 'the lamp turned!')).toBeUndefined();
  });

  it('counts each pair of old_text in the text as it enters the run of lines and as it leaves it', () => {
    const text = Array.from({ length: 2_000 }, () => 'the keeper climbed the stair').join('\n');
    const meter: WorkMeter = { steps: 0 };
    expect(nearestPassage(text, 'Old keeper climbed the stair', meter)).toMatchObject({ lines: '1' });
    // 10,000 words, 2,000 runs, and 3 of old_text's pairs on each line, each entering and leaving once.
    expect(meter.steps).toBeGreaterThanOrEqual(10_000 + 2_000 + 2 * 3 * 2_000);
    expect(meter.steps).toBeLessThan(1.2 * (10_000 + 2_000 + 2 * 3 * 2_000));
  });

  it('walks nothing of the text for an old_text without a word (only punctuation)', () => {
    const text = Array.from({ length: 2_000 }, (_, i) => `the keeper climbed the stair ${i}`).join('\n');
    const meter: WorkMeter = { steps: 0 };
    expect(nearestPassage(text, '— … —', meter)).toBeUndefined();
    // The loose match (quotes, dashes, spacing) is all it tries: no run of lines is scored.
    expect(meter.steps).toBeLessThan(2_000);
  });

  it('costs one pass over the words of the text when old_text shares none of its pairs', () => {
    const text = Array.from({ length: 2_000 }, (_, i) => `the keeper climbed the stair ${i}`).join('\n');
    const meter: WorkMeter = { steps: 0 };
    expect(nearestPassage(text, 'Whales sang in harbours.', meter)).toBeUndefined();
    // 12,000 words and 2,000 runs of lines; nothing of old_text to track in them.
    expect(meter.steps).toBeGreaterThanOrEqual(12_000 + 2_000);
    expect(meter.steps).toBeLessThan(1.2 * (12_000 + 2_000));
  });
});
