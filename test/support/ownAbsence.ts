/** What the tests of one's own word of being away share: the timeline's place findings, and a ferry's opening day. */
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from './manuscript.js';

/** The timeline's findings of someone acting while away, as "file:line message", for chapters given as texts. */
export const away = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.category === 'place')
    .map((f) => `${f.file}:${f.line} ${f.message}`);

/** Two people of a ferry, on a dated Monday. */
export const FERRY_OPENING =
  'Nell Carver and Oskar Brandt run the ferry. On Monday 7 October 2019 the wind dropped. Oskar Brandt counts the fares.';
