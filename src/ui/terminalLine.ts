import stringWidth from 'string-width';

/**
 * Text for one line of a live terminal display: anything multi-line or
 * with control characters becomes one line, and a line is cut to the
 * terminal's width by what it shows (a CJK character or an emoji takes two
 * columns), so a redraw that moves the cursor up by the number of lines it
 * drew lands where it started.
 */

const ESC = String.fromCharCode(27);

/** One line: newlines, tabs and runs of spaces become one space, control characters go. */
export function oneLine(text: string): string {
  return text
    .replace(new RegExp(`${ESC}\\[[0-9;?]*[A-Za-z]`, 'g'), '')
    .replace(/\s+/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim();
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The columns a text takes on a terminal. */
export function columnsOf(text: string): number {
  return stringWidth(text);
}

/** Cut a text to at most `columns` columns, ending in "…" when cut. */
export function cutToColumns(text: string, columns: number): string {
  if (columns <= 0) return '';
  if (stringWidth(text) <= columns) return text;
  let out = '';
  let used = 0;
  for (const { segment } of graphemes.segment(text)) {
    const width = stringWidth(segment);
    if (used + width > columns - 1) break;
    out += segment;
    used += width;
  }
  return `${out}…`;
}

/** A piece of a line and how it is styled (the style is applied after cutting, so escape codes never count). */
export interface Segment {
  text: string;
  style?: (text: string) => string;
}

/** Segments laid out on one line of at most `columns` columns, styled; segments past the edge are cut or dropped. */
export function fitSegments(segments: readonly Segment[], columns: number): string {
  let left = columns;
  let out = '';
  for (const segment of segments) {
    if (left <= 0) break;
    const text = cutToColumns(segment.text, left);
    left -= stringWidth(text);
    out += segment.style && text !== '' ? segment.style(text) : text;
  }
  return out;
}
