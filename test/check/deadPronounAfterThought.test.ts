import { describe, expect, it } from 'vitest';
import { afterAbelsBurial } from '../support/abelBuried.js';

/**
 * "He spoke of Abel": the "he" before the dead man's name is someone living, and so is the "he" of the sentence
 * after. Texts written for these tests.
 */

const ABEL =
  '# One\n\nAbel Marsh sat on his bench by the lock. He knocked his pipe out. Abel Marsh nodded to the boats.\n\nKit Bell ran in. He laughed. Robin Ash came by. Robin Ash waved. The smoke rose.\n';
const found = (later: string) => afterAbelsBurial(ABEL, later).map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a pronoun after the dead named by someone living', () => {
  it('is the living one, when "he" comes before the name', () => {
    expect(found('Kit Bell came to the lock. He spoke of Abel Marsh to the lock-keeper. He lifted the pipe.')).toEqual(
      [],
    );
    expect(found('The lock was quiet. Then he asked after Abel Marsh. He lifted the pipe.')).toEqual([]);
  });

  it('is the dead, when the name comes first', () => {
    expect(found('Abel Marsh was out on the bench by the lock. He lifted the pipe.')).toHaveLength(1);
  });
});
