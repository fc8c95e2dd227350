import { upperFirst } from './bibleFormats.js';

/**
 * A bible kept as an address book's export (vCard, RFC 6350): one card per person, and cards of other kinds for
 * places and things. Read as writer's own Markdown: a card's FN is its heading, its fields "- Key: value" lines (an
 * `X-EYES` is "Eyes"), its NOTE its prose, people under the characters' section and the rest under their kind's.
 */

/** Whether a text is vCards: a BEGIN:VCARD line. */
export function isVcard(source: string): boolean {
  return /^BEGIN:VCARD\s*$/im.test(source);
}

/** A value as written: "\," "\;" and "\n" escapes undone. */
function unescaped(value: string): string {
  return value
    .replace(/\\n/gi, ' ')
    .replace(/\\([,;\\])/g, '$1')
    .trim();
}

/**
 * The properties of a vCard or iCalendar text, in order, as (name, value) pairs: lines folded by the format (a
 * line opening on a space goes on the one before) joined, a property's parameters ("ADR;TYPE=home:…") dropped, its
 * value's escapes undone and a list value ("NICKNAME:Marrie,the Pilot") parted by its unescaped commas.
 */
export function unfoldedProperties(source: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const line of source.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    // "item1.X-EYES:grey": a property in a group (as Apple's address book writes some) is the property.
    const m = /^(?:[A-Za-z0-9-]+\.)?([A-Za-z][\w-]*)(?:;[^:]*)?:(.*)$/.exec(line);
    if (m) out.push([(m[1] as string).toUpperCase(), unescaped((m[2] as string).replace(/(?<!\\),/g, ', '))]);
  }
  return out;
}

/** The standard properties a bible's labels name otherwise. */
const LABELS: Record<string, string> = {
  BDAY: 'Born',
  DEATHDATE: 'Died',
  DEATHPLACE: 'Died at',
  NICKNAME: 'Also known as',
};

/** "X-EYES" → "Eyes", "ROLE" → "Role", "BDAY" → "Born": the property's name as a bible's label. */
function labelOf(property: string): string {
  const known = LABELS[property];
  if (known) return known;
  return upperFirst(property.replace(/^X-/i, '').replace(/[-_]+/g, ' ').toLowerCase());
}

/** Properties that hold no fact of the book: the card's own housekeeping. */
const HOUSEKEEPING = /^(?:VERSION|UID|PRODID|REV|N|KIND|BEGIN|END|CATEGORIES|SOURCE|PHOTO|LOGO|SOUND|KEY|TZ|GEO|ADR)$/i;

const GENDERS: Record<string, string> = { F: 'female', M: 'male' };

/**
 * vCards as Markdown: people under `characters`, a card of another kind ("location", "x-object", "group") under a
 * heading of its kind ("Locations", "Objects") in the order they come.
 */
export function vcardAsMarkdown(
  source: string,
  titles: { characters: string; timeline: string },
  isField: (label: string) => boolean,
): string {
  const { characters, timeline } = titles;
  const groups = new Map<string, string[]>();
  let card: Array<[string, string]> | undefined;
  const close = () => {
    if (!card) return;
    const name = card.find(([p]) => p === 'FN')?.[1];
    const kind = (card.find(([p]) => p === 'KIND')?.[1] ?? 'individual').toLowerCase().replace(/^x-/, '');
    // A group card of dated events ("X-EVENT:1948-07-01;Thursday 1 July 1948 — Aurelio killed") is the timeline.
    const events = card.filter(([p]) => /^(?:X-)?EVENTS?$/.test(p)).map(([, v]) => v);
    if (events.length > 0) {
      const entries = events.map((v) => {
        const [date, ...text] = v.split(';');
        const told = text.join(';').trim();
        return `- ${told === '' ? date : /\d/.test(told) ? told : `${date} — ${told}`}`;
      });
      groups.set(timeline, [...(groups.get(timeline) ?? []), `${entries.join('\n')}\n`]);
    } else if (name && kind === 'group') {
      // The book's own card: its note is the bible's prose, its members only the cards that follow.
      const notes = card.filter(([p]) => p === 'NOTE').map(([, v]) => v);
      if (notes.length > 0) groups.set('Notes', [...(groups.get('Notes') ?? []), `${notes.join('\n\n')}\n`]);
    } else if (name) {
      const heading = kind === 'individual' ? characters : `${upperFirst(kind)}s`;
      const body = [`### ${name}`];
      const notes: string[] = [];
      for (const [property, value] of card) {
        if (property === 'FN' || HOUSEKEEPING.test(property) || value === '') continue;
        const label = labelOf(property);
        if (property === 'NOTE') notes.push(value);
        else if (property === 'GENDER') body.push(`- Gender: ${GENDERS[value.charAt(0).toUpperCase()] ?? value}`);
        // A field the bible's labels know is a field; another ("X-REFRAIN", "X-VOICE") is said in the entry's prose.
        else if (isField(label)) body.push(`- ${label}: ${value}`);
        else notes.push(`${label}: ${/[.!?]$/.test(value) ? value : `${value}.`}`);
      }
      // Each note a paragraph of its own: "Refrain: …" is no label over the next.
      groups.set(heading, [...(groups.get(heading) ?? []), [...body, '', ...notes.flatMap((n) => [n, ''])].join('\n')]);
    }
    card = undefined;
  };
  for (const [property, value] of unfoldedProperties(source)) {
    if (property === 'BEGIN' && /^VCARD$/i.test(value)) card = [];
    else if (property === 'END' && /^VCARD$/i.test(value)) close();
    else card?.push([property, value]);
  }
  close();
  return [...groups].map(([heading, entries]) => `## ${heading}\n\n${entries.join('\n')}`).join('\n');
}
