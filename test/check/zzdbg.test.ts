import { it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';
const tl = (...t: string[]) => checkTimeline(manuscriptOf(chaptersOf(...t)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);
it('x', () => {
  const f = '"His funeral is Friday the fourteenth, at the kirk," Ailsa says.';
  console.log(JSON.stringify(tl('On Wednesday 12 March 1902 the ferry is late. Tobias Marr keeps the light on Inchmore.\n\nThree days later Tobias Marr dies at midnight, in the lamp room.', f)));
  console.log(JSON.stringify(tl('On Wednesday 12 March 1902 the ferry is late. Tobias Marr keeps the light on Inchmore. Three days later Tobias Marr dies at midnight, in the lamp room.', f)));
  console.log(JSON.stringify(tl('Tobias Marr keeps the light on Inchmore. On Wednesday 12 March 1902 the ferry is late.\n\nThree days later Tobias Marr dies at midnight, in the lamp room.', f)));
});
