import { describe, expect, it } from 'vitest';
import { isOrg, orgAsMarkdown } from '../../src/check/bibleFormats.js';

/**
 * Org's signs count only at a line's start: a bullet list ("* Mara Voss") is an org outline with a property drawer
 * (":PROPERTIES:") or a description item ("- hair :: red") there, and a "#+TITLE:" or other "#+" setting is one only
 * when it opens its line. The same marks inside a line are the author's words (src/check/bibleFormats.ts, isOrg and
 * orgAsMarkdown). Written for these tests.
 */

describe('org signs inside a markdown bullet line', () => {
  it('leaves a bullet list whose line holds " - … :: " as markdown', () => {
    expect(isOrg('* Mara Voss, the keeper\n* Tom Reyes - a clerk :: the harbour office\n')).toBe(false);
  });

  it('leaves a bullet list whose line mentions ":PROPERTIES:" as markdown', () => {
    expect(isOrg('* Mara Voss keeps her notes under :PROPERTIES: in another file\n')).toBe(false);
  });

  it('reads the same signs at a line’s start as org', () => {
    expect(isOrg('* Mara Voss\n  - hair :: red\n')).toBe(true);
    expect(isOrg('* Mara Voss\n  :PROPERTIES:\n  :EYES: grey\n  :END:\n')).toBe(true);
  });
});

describe('"#+" inside an org line', () => {
  it('keeps a line that quotes "#+TITLE:" as the line it is, no title heading', () => {
    expect(orgAsMarkdown('#+TITLE: The Lamp\nMara pinned #+TITLE: Draft to the cover.')).toBe(
      '# The Lamp\nMara pinned #+TITLE: Draft to the cover.',
    );
  });

  it('keeps a line with "#+" inside it, and blanks a setting that opens its line', () => {
    expect(orgAsMarkdown('#+STARTUP: overview\nMara marks the chart #+ for the reef.')).toBe(
      '\nMara marks the chart #+ for the reef.',
    );
  });
});

describe('a property or a description item inside an org line', () => {
  it('reads ":EYES: grey" as a field only when it opens its line', () => {
    expect(orgAsMarkdown(':EYES: grey\nMara wrote :EYES: grey on the card.')).toBe(
      '- eyes: grey\nMara wrote :EYES: grey on the card.',
    );
  });

  it('reads "- hair :: red" as a field only when it opens its line', () => {
    expect(orgAsMarkdown('- hair :: red\nMara copied it - hair :: red - from the old list.')).toBe(
      '- hair: red\nMara copied it - hair :: red - from the old list.',
    );
  });

  it('lower-cases a one-word term after a bullet spaced twice', () => {
    expect(orgAsMarkdown('-  Room :: north room')).toBe('-  room: north room');
  });

  it('writes a property’s run of underscores and dashes as one space', () => {
    expect(orgAsMarkdown(':BIRTH__PLACE: Oban\n:EYE-_COLOUR: grey')).toBe('- birth place: Oban\n- eye colour: grey');
  });
});
