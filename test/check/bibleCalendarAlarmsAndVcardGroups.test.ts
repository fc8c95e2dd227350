import { describe, expect, it } from 'vitest';
import { calendarAsMarkdown } from '../../src/check/bibleCalendar.js';
import { unfoldedProperties } from '../../src/check/bibleVcard.js';

/**
 * An event with a reminder (a VALARM inside the VEVENT, as calendar apps add by default) was lost from the timeline,
 * and a vCard property in a group ("item1.X-EYES:grey", as Apple's address book writes) was dropped.
 */

describe('a calendar event with a reminder', () => {
  it('stays on the timeline, the reminder’s own lines not taken for the event’s', () => {
    const md = calendarAsMarkdown(
      [
        'BEGIN:VCALENDAR',
        'BEGIN:VEVENT',
        'SUMMARY:Thursday 1 July 1948 — the cable parts',
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        'DESCRIPTION:Reminder',
        'END:VALARM',
        'DESCRIPTION:Aurelio killed (chapter 5)',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'SUMMARY:Saturday 3 July 1948 — the funeral',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
      'Timeline',
    );
    expect(md).toBe(
      '## Timeline\n\n- Thursday 1 July 1948 — the cable parts. Aurelio killed (chapter 5)\n- Saturday 3 July 1948 — the funeral\n',
    );
  });
});

describe('a vCard property in a group', () => {
  it('is read as the property', () => {
    expect(
      unfoldedProperties('BEGIN:VCARD\r\nFN:Mara Voss\r\nitem1.X-EYES:grey\r\nitem2.NOTE;TYPE=x:Tall\r\n'),
    ).toEqual([
      ['BEGIN', 'VCARD'],
      ['FN', 'Mara Voss'],
      ['X-EYES', 'grey'],
      ['NOTE', 'Tall'],
    ]);
  });
});
