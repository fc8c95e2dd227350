import { describe, expect, it } from 'vitest';
import { bbcodeAsMarkdown } from '../../src/check/bibleBbcode.js';

/** Which BBCode lines are titles: a line that is all one larger size, bold or not. Written for these tests. */

const lines = (post: string) => bbcodeAsMarkdown(post).markdown.split('\n');

describe('a title in BBCode', () => {
  it('is a line all in a larger size, in bold or plain, spaces around it or none', () => {
    expect(
      lines('[size=150]PEOPLE[/size]\n  [size=150][b]PLACES[/b][/size]  \n[size=130][b]3. THINGS[/b][/size]'),
    ).toEqual(['## PEOPLE', '## PLACES', '## 3. THINGS']);
  });

  it('is not a line with a larger size in it, or words before or after the sized ones', () => {
    expect(
      lines(
        [
          '[*][size=85]Ned Hale - red hair[/size]',
          '[*][b]Ned Hale[/b] - red hair [size=85](shy)[/size]',
          '[size=120][b]Mara Voss[/b][/size] - 34, grey eyes',
          '[size=120][b]Mara Voss[/b][/size]- 34',
        ].join('\n'),
      ),
    ).toEqual([
      '- Ned Hale - red hair',
      '- **Ned Hale** - red hair (shy)',
      '**Mara Voss** - 34, grey eyes',
      '**Mara Voss**- 34',
    ]);
  });
});

describe('a link in BBCode', () => {
  it('is its words, its address dropped, in a title or an entry', () => {
    expect(
      lines(
        '[size=150][url=https://example.org/people]PEOPLE[/url][/size]\n[*][URL=https://example.org/ned]Ned Hale[/URL] - red hair',
      ),
    ).toEqual(['## PEOPLE', '- Ned Hale - red hair']);
  });
});
