import { describe, expect, it } from 'vitest';
import { rstAsMarkdown } from '../../src/check/bibleFormats.js';

/**
 * A reStructuredText simple table in the middle of a bible: what follows it (a title, a field list) is read as
 * it would be without the table. A document written for this test.
 */

describe('a simple table with more of the bible after it', () => {
  it('reads the title and the fields after the table', () => {
    const rst = [
      '=========  =====',
      'Place      Note',
      '=========  =====',
      'Grey Mill  river',
      '=========  =====',
      '',
      'Mara Voss',
      '=========',
      '',
      ':Eyes: grey',
      '',
    ].join('\n');
    expect(rstAsMarkdown(rst, () => false).split('\n')).toEqual([
      '',
      '| Place | Note |',
      '| --- | --- |',
      '| Grey Mill | river |',
      '',
      '',
      '# Mara Voss',
      '',
      '',
      '- Eyes: grey',
      '',
    ]);
  });

  it('reads a table left open at the end of the file to its last row', () => {
    const rst = ':Eyes: grey\n\n=====  =====\nPlace  Note\n=====  =====\nMill   river';
    expect(rstAsMarkdown(rst, () => false).split('\n')).toEqual([
      '- Eyes: grey',
      '',
      '',
      '| Place | Note |',
      '| --- | --- |',
      '| Mill | river |',
    ]);
  });
});
