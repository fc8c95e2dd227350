import type { Help } from 'commander';

/**
 * Help that reads at 80 columns. Commander aligns every description after
 * the longest term (46 columns with `revise [options] <project> <instructions...>`)
 * and gives up wrapping when less than 40 columns are left, so a terminal
 * broke the long lines mid-word. Here a term column of at most 30 is kept:
 * a longer term stands on its own line with its description below, and
 * every description is wrapped at word boundaries to the width.
 */

/** The widest term column kept beside its descriptions. */
const TERM_COLUMN = 30;
const INDENT = 2;
const SPACER = 2;

function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter((w) => w !== '')) {
      if (line !== '' && line.length + 1 + word.length > width) {
        lines.push(line);
        line = word;
      } else line = line === '' ? word : `${line} ${word}`;
    }
    lines.push(line);
  }
  return lines;
}

export const helpConfiguration: Partial<Help> = {
  formatItem(term: string, termWidth: number, description: string, helper: Help): string {
    const indent = ' '.repeat(INDENT);
    if (!description) return indent + term;
    const width = helper.helpWidth ?? 80;
    const column = Math.min(termWidth, TERM_COLUMN);
    const descriptionWidth = Math.max(20, width - INDENT - column - SPACER);
    const lines = wrapWords(description, descriptionWidth);
    const pad = ' '.repeat(INDENT + column + SPACER);
    const body = lines.map((line, i) => (i === 0 ? line : pad + line)).join('\n');
    if (helper.displayWidth(term) <= column)
      return `${indent}${term.padEnd(column + term.length - helper.displayWidth(term))}${' '.repeat(SPACER)}${body}`;
    return `${indent}${term}\n${pad}${body}`;
  },
  /** The command's own description, wrapped the same way. */
  boxWrap(text: string, width: number): string {
    return wrapWords(text, width).join('\n');
  },
};

/** Help texts added after the options (examples): lines kept to this width by hand, checked by a test. */
export const HELP_WIDTH = 80;
