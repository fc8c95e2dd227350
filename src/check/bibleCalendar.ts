import { upperFirst } from './bibleFormats.js';
import { unfoldedProperties } from './bibleVcard.js';

/**
 * A bible kept as a calendar (iCalendar, RFC 5545): the story's dated events as VEVENTs, and its people, places and
 * things as VJOURNAL notes filed under a category ("CAST", "PLACE", "OBJECT"). Read as writer's own Markdown: a
 * note's SUMMARY its heading and its DESCRIPTION its prose, under a section headed by its category; the events, in
 * the order they come, as the timeline; the calendar's own description as the bible's notes.
 */

/** Whether a text is a calendar: a BEGIN:VCALENDAR line. */
export function isCalendar(source: string): boolean {
  return /^BEGIN:VCALENDAR\s*$/im.test(source);
}

/** A note's category as a heading ("CAST" → "Cast"): the bible's sections are known by their headings' words. */
function headingOf(category: string): string {
  return upperFirst(category.toLowerCase());
}

export function calendarAsMarkdown(source: string, timeline: string): string {
  const groups = new Map<string, string[]>();
  const add = (heading: string, text: string) => groups.set(heading, [...(groups.get(heading) ?? []), text]);
  let component: string | undefined;
  let props: Array<[string, string]> = [];
  /** Components inside the one being read (an event's VALARM reminder): their lines are theirs, not the event's. */
  let inner = 0;
  for (const [property, value] of unfoldedProperties(source)) {
    if (component && property === 'BEGIN') inner++;
    if (inner > 0) {
      if (property === 'END') inner--;
      continue;
    }
    if (property === 'BEGIN' && !/^VCALENDAR$/i.test(value)) {
      component = value.toUpperCase();
      props = [];
      continue;
    }
    const get = (name: string) => props.find(([p]) => p === name)?.[1] ?? '';
    if (property === 'END' && value.toUpperCase() === component) {
      const summary = get('SUMMARY');
      const description = get('DESCRIPTION');
      if (component === 'VJOURNAL' && summary !== '')
        add(headingOf(get('CATEGORIES').split(',')[0] ?? ''), `### ${summary}\n\n${description}\n`);
      else if (component === 'VEVENT' && summary !== '')
        add(timeline, `- ${summary}${description === '' ? '' : `. ${description}`}`);
      component = undefined;
      continue;
    }
    if (component) props.push([property, value]);
    else if (property === 'X-WR-CALDESC') add('Notes', `${value}\n`);
  }
  return [...groups].map(([heading, entries]) => `## ${heading}\n\n${entries.join('\n')}\n`).join('\n');
}
