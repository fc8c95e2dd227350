import stringWidth from 'string-width';

/**
 * What a terminal of `columns` × `rows` shows after receiving `output`: a
 * small VT100 model of the sequences writer's displays use (cursor up and to
 * the start of a line, erase line and screen, colors ignored), with the
 * terminal's auto-wrap at the last column and scrolling at the bottom. Tests
 * of a live display read the screen a person sees, not the bytes sent.
 */
export function renderScreen(output: string, columns: number, rows = 1000): { lines: string[]; wrapped: number } {
  /** How many times text ran past the last column onto the next line. */
  let wrapped = 0;
  const screen: string[][] = [[]];
  let row = 0;
  let col = 0;
  /** A character written in the last column: the next one wraps first (as xterm does). */
  let pendingWrap = false;
  const line = (r: number) => {
    while (screen.length <= r) screen.push([]);
    return screen[r] as string[];
  };
  const newline = () => {
    row++;
    if (row >= rows) {
      screen.shift();
      row = rows - 1;
    }
    line(row);
  };
  const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
  let i = 0;
  while (i < output.length) {
    const ch = output[i] as string;
    if (ch === '\u001b') {
      const csi = /^\u001b\[([0-9;?]*)([A-Za-z])/.exec(output.slice(i, i + 32));
      if (csi) {
        const n = Number((csi[1] ?? '').split(';')[0]) || 1;
        const mode = Number(csi[1]) || 0;
        switch (csi[2]) {
          case 'F':
            row = Math.max(0, row - n);
            col = 0;
            break;
          case 'A':
            row = Math.max(0, row - n);
            break;
          case 'E':
            row += n;
            col = 0;
            line(row);
            break;
          case 'G':
            col = n - 1;
            break;
          case 'K':
            if (mode === 2) screen[row] = [];
            else if (mode === 0) line(row).length = Math.min(line(row).length, col);
            break;
          case 'J':
            if (mode === 0) {
              line(row).length = Math.min(line(row).length, col);
              screen.length = row + 1;
            }
            break;
          default:
            break; // colors, cursor visibility
        }
        pendingWrap = false;
        i += csi[0].length;
        continue;
      }
      i++;
      continue;
    }
    if (ch === '\r') {
      col = 0;
      pendingWrap = false;
      i++;
      continue;
    }
    if (ch === '\n') {
      // A terminal's line discipline turns "\n" into "\r\n" (onlcr, on by default).
      col = 0;
      newline();
      pendingWrap = false;
      i++;
      continue;
    }
    const next = output.slice(i).search(/[\u001b\r\n]/);
    const text = next < 0 ? output.slice(i) : output.slice(i, i + next);
    for (const { segment } of segmenter.segment(text)) {
      const width = stringWidth(segment);
      if (width === 0) continue;
      if (pendingWrap || col + width > columns) {
        wrapped++;
        newline();
        col = 0;
        pendingWrap = false;
      }
      const cells = line(row);
      while (cells.length < col) cells.push(' ');
      cells[col] = segment;
      if (width === 2) cells[col + 1] = '';
      col += width;
      if (col >= columns) {
        col = columns - 1;
        pendingWrap = true;
      }
    }
    i += text.length;
  }
  return { lines: screen.map((cells) => cells.join('').trimEnd()), wrapped };
}
