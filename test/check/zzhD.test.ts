import { describe, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';
function genderOf(name: string, ...texts: string[]) {
  const { characters } = readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH);
  return characters.find((c) => c.name === name)?.gender;
}
describe('x', () => {
  it('y', () => {
    const s = "At dawn Dara Quill took his father's boat out past the point.";
    console.log('G1', genderOf('Dara Quill', s, s, 'Dara Quill sat down.'), JSON.stringify(readFacts(manuscriptOf(chaptersOf(s,s,'Dara Quill sat down.')), ENGLISH).characters.map(c=>[c.name,c.gender])));
    const t = "At dawn Dara Quill took his boat out past the point.";
    console.log('G2', genderOf('Dara Quill', t, t, 'Dara Quill sat down.'));
  });
});
