import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A JSON bible's "appearance" written as one text, not as a group of looks: read as the prose it is. */

const BIBLE = `# Data

\`\`\`json
{
  "cast": [
    { "name": "Ishbel Rae", "appearance": "tall, green eyes", "hair": "brown" },
    { "name": "Hector Rae", "eyes": "blue" }
  ]
}
\`\`\`
`;

describe('a JSON bible’s appearance as one text', () => {
  it('reads the looks the text tells ("green eyes"), as from any line of the person’s', () => {
    const ishbel = parseBible(BIBLE, ENGLISH).characters.find((c) => c.name === 'Ishbel Rae');
    expect(ishbel?.fields.hair?.value).toBe('brown');
    expect(ishbel?.fields.eyes?.value).toBe('green');
  });
});
