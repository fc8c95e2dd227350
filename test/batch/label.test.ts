import { describe, expect, it } from 'vitest';
import { labelFromPrompt } from '../../src/batch/label.js';

describe('batch labels', () => {
  it.each([
    ['Write a 600-word short story about a lighthouse keeper who finds a bottle', 'lighthouse_keeper_finds_bottle'],
    ['Write a short story about an otter who runs a ferry', 'otter_runs_ferry'],
    ['A 30,000-word novel set in Lisbon during the 1755 earthquake', 'set_lisbon_during_1755'],
    ['Write a 45k words novella: the last ferry of winter', 'last_ferry_winter'],
    ['Write a story', 'write_a_story'],
    ['Tell me about the lighthouse at Gull Rock in winter', 'lighthouse_gull_rock_winter'],
    ['Otters about town', 'otters_about_town'],
    ['"Write" a story, about: the sea!', 'sea'],
    ['Write a story of the sea', 'sea'],
    ['A story where the tide never turns', 'tide_never_turns'],
    ['!!! ???', 'untitled'],
    ['About a lighthouse keeper', 'lighthouse_keeper'],
    ['Write — a story… about   «the» sea', 'sea'],
  ])('%s → %s (the subject, not the first words)', (prompt, label) => {
    expect(labelFromPrompt(prompt)).toBe(label);
  });
});
