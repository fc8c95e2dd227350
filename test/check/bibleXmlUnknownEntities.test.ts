import { describe, expect, it } from 'vitest';
import { xmlAsYaml } from '../../src/check/bibleXml.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * An XML bible's named reference that XML does not define ("&nbsp;", "&constructor;") is left as written, not read
 * as some other text; the five it does define are decoded. Written for these tests.
 */
const role = (value: string) =>
  xmlAsYaml(
    `<bible><characters><character><name>Zoe Marsh</name><role>${value}</role></character></characters></bible>`,
    ENGLISH,
  )
    ?.split('\n')
    .find((l) => l.includes('role:'))
    ?.trim();

describe("an XML bible's named reference", () => {
  it('decodes the five XML defines', () => {
    expect(role('ferry &amp; &lt;barge&gt; &quot;pilot&quot; &apos;Zed&apos;')).toContain(
      `ferry & <barge> "pilot" 'Zed'`,
    );
  });

  it('leaves any other name as written, even one every object answers to', () => {
    expect(role('the ferry &nbsp; pilot')).toBe('role: the ferry &nbsp; pilot');
    expect(role('the ferry &constructor; pilot &toString; here')).toBe(
      'role: the ferry &constructor; pilot &toString; here',
    );
  });
});
