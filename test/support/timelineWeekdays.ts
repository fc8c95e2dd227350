/** Two chapters that tell their weekdays (Monday, then Tuesday), and the timeline's findings on them with a bible. */
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from './manuscript.js';

const MONDAY_TUESDAY = {
  'chapter_01.md': '# One\n\nIt was Monday, and the rain came in.\n',
  'chapter_02.md': '# Two\n\nIt was Tuesday, and the wind had dropped.\n',
};

/** Each finding as its place, its message and the bible's side. */
export const weekdayFindings = (bible: string) =>
  checkTimeline(manuscriptOf(MONDAY_TUESDAY, bible), ENGLISH).findings.map((f) => [
    `${f.file}:${f.line}`,
    f.message,
    f.against,
  ]);
