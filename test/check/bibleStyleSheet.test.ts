import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A copy editor's style sheet: its people surname first, alphabetically, a dash before what it says of them. */

const people = (text: string) =>
  parseBible(text, ENGLISH).characters.map((c) => ({
    name: c.name,
    names: c.names,
    age: c.fields.age?.value,
    eyes: c.fields.eyes?.value,
  }));

describe('a style sheet’s people, surname first', () => {
  it('reads "Fonseca, Anthony (Antonio) -- duka keeper" over indented lines as Anthony Fonseca', () => {
    const sheet = [
      'B. PEOPLE (alphabetical by surname)',
      '',
      'Fonseca, Anthony (Antonio) -- duka keeper. Age 68 (b. 1893, Margão). Brown eyes; white',
      '  hair brushed back; silver pocket watch.',
      'Whitlow, Grace -- his wife. 49. Green eyes; freckles; auburn hair. Came out',
      '  in 1931 on the Llandovery Castle, aged 19.',
      'ITURBE, Tomás -- the buyer. 52. red face, v. blue eyes',
      '  Panama, white suit, a Ford.',
    ].join('\n');
    expect(people(sheet)).toEqual([
      {
        name: 'Anthony Fonseca',
        names: ['Anthony Fonseca', 'Anthony', 'Fonseca', 'Antonio'],
        age: '68',
        eyes: 'Brown',
      },
      { name: 'Grace Whitlow', names: ['Grace Whitlow', 'Grace', 'Whitlow'], age: '49', eyes: 'Green' },
      { name: 'Tomás Iturbe', names: ['Tomás Iturbe', 'Tomás', 'Iturbe'], age: '52', eyes: 'blue' },
    ]);
  });

  it('reads a person of one line as well, and takes no note after a comma for a given name', () => {
    const sheet = ['## Characters', '', 'Mshana, Daudi -- assistant manager. 31. Brown eyes.', ''].join('\n');
    expect(people(sheet)).toEqual([
      { name: 'Daudi Mshana', names: ['Daudi Mshana', 'Daudi', 'Mshana'], age: '31', eyes: 'Brown' },
    ]);
    expect(people('## Characters\n\nVoss, pilot -- grey eyes. 34.\n').map((p) => p.name)).not.toContain('Pilot Voss');
  });

  it('reads a name over a typewriter’s dash ("CLARA (la Nena) -- 27. green eyes") as the name alone', () => {
    const notes = [
      'CLARA (la Nena) -- 27. green eyes. chestnut hair',
      '  left-handed. books.',
      '',
      'TOMÁS (Tito) -- 33, brown eyes, black hair',
      '  clerk 8 yrs in Buenos Aires',
      '',
      'AMALIA -- 60. grey eyes',
      '  white hair knot',
    ].join('\n');
    expect(people(notes).map((p) => [p.name, p.eyes])).toEqual([
      ['Clara', 'green'],
      ['Tomás', 'brown'],
      ['Amalia', 'grey'],
    ]);
  });
});

describe('a clause of another time is no presence', () => {
  it('does not hold "on the night Bento sold me the bicycle" to an absence the bible records', () => {
    const bible =
      '# Characters\n\n## Bento Fonseca\n- Age: 22\n- Away in Dar es Salaam from Monday 27 November to Friday 8 December 1961\n';
    const found = (text: string) =>
      checkTimeline(
        manuscriptOf(chaptersOf('On Monday 27 November 1961 Bento Fonseca left on the bus.', text), bible),
        ENGLISH,
      ).findings.map((f) => f.message);
    expect(found('On Tuesday I stopped and looked back, as I had on the night Bento sold me the bicycle.')).toEqual([]);
    expect(found('On Tuesday I stopped and looked back, and Bento sold me the bicycle.')).toHaveLength(1);
  });
});
