import { describe, expect, it } from 'vitest';
import { calendarAsMarkdown, isCalendar } from '../../src/check/bibleCalendar.js';

/**
 * The components of a calendar kept as a bible beside its notes and events: a to-do (the writer's own), an event or
 * a note with no summary, an event with no description, component names in lower case (iCalendar's names are
 * case-insensitive), and the calendar's description after its components. A calendar written for these tests.
 */

const line = (...l: string[]) => l.join('\r\n');

const CALENDAR = line(
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VJOURNAL',
  'CATEGORIES:CAST',
  'SUMMARY:Mara Voss',
  'DESCRIPTION:Grey eyes.',
  'END:VJOURNAL',
  'BEGIN:VJOURNAL',
  'CATEGORIES:CAST',
  'SUMMARY:Ben Marsh',
  'DESCRIPTION:Blue eyes.',
  'END:VJOURNAL',
  'BEGIN:VJOURNAL',
  'CATEGORIES:CAST',
  'DESCRIPTION:Someone at the inquest.',
  'END:VJOURNAL',
  'BEGIN:VTODO',
  'SUMMARY:Write chapter 5',
  'END:VTODO',
  'BEGIN:VEVENT',
  'DESCRIPTION:A day with no summary.',
  'END:VEVENT',
  'begin:vevent',
  'summary:Thursday 1 July 1948 — the ferry sinks',
  'end:vevent',
  'BEGIN:VEVENT',
  'SUMMARY:Friday 2 July 1948 — the inquest',
  'DESCRIPTION:Told in chapter 5.',
  'END:VEVENT',
  'X-WR-CALDESC:Every dated event of the novel.',
  'END:VCALENDAR',
);

describe('a calendar’s components', () => {
  it('are known by a BEGIN:VCALENDAR line of its own, spaces after it allowed', () => {
    expect(isCalendar('BEGIN:VCALENDAR \nVERSION:2.0\nEND:VCALENDAR')).toBe(true);
    expect(isCalendar('## Notes\n\nThe export opens on BEGIN:VCALENDAR\n')).toBe(false);
    expect(isCalendar('## Notes\n\nBEGIN:VCALENDARS hold the dates\n')).toBe(false);
  });

  it('give notes with a summary under their category, events with one as the timeline, the rest nothing', () => {
    expect(calendarAsMarkdown(CALENDAR, 'Timeline')).toBe(
      [
        '## Cast',
        '',
        '### Mara Voss',
        '',
        'Grey eyes.',
        '',
        '### Ben Marsh',
        '',
        'Blue eyes.',
        '',
        '',
        '## Timeline',
        '',
        '- Thursday 1 July 1948 — the ferry sinks',
        '- Friday 2 July 1948 — the inquest. Told in chapter 5.',
        '',
        '## Notes',
        '',
        'Every dated event of the novel.',
        '',
        '',
      ].join('\n'),
    );
  });
});
