/**
 * A bible posted to a forum in BBCode ("[b]Ivy Doyle[/b] - 22, brown eyes", "[list][*]…[/list]", "[table][tr][td]…"):
 * read as the Markdown it stands for, line for line, so every fact keeps its line in the post. Bold and italics are
 * Markdown's, a list item a bullet, a table row a Markdown row (a rule under the first), a title in a larger size a
 * heading, and the tags of looks alone ([size], [color], [spoiler], [url], [quote], [hr]) drop away, their words kept.
 */

/** Whether a text is BBCode: several closed tags of the forums' own. */
export function isBbcode(source: string): boolean {
  return (source.match(/\[\/(?:b|i|u|list|size|color|spoiler|table|tr|td|quote|url)\]/gi)?.length ?? 0) >= 3;
}

/** A table's row: "[tr]…" at the line's start, or right after the "[table]" that opens it ("[table][tr][td]Place…"). */
const ROW = /^\s*(?:\[table\]\s*)?\[tr\]/i;

/** One line of BBCode as Markdown. */
function lineAsMarkdown(line: string, firstRow: boolean): string {
  let text = line;
  // "[size=150][b]1. PEOPLE[/b][/size]": a title set larger than the text is a heading.
  const title = /^\s*\[size=[^\]]*\]\s*(?:\[b\])?(.*?)(?:\[\/b\])?\s*\[\/size\]\s*$/i.exec(text);
  if (title) return `## ${stripped(title[1] as string)}`;
  // "[tr][td]Wenhurst Farm[/td][td]tile-hung…[/td][/tr]": a row; the first row of a table is its header.
  if (ROW.test(text)) {
    const cells = [...text.matchAll(/\[t[dh](?:=[^\]]*)?\]([\s\S]*?)\[\/t[dh]\]/gi)].map((m) =>
      // A header cell set in bold is bold for looks: the cell is its words.
      stripped(m[1] as string)
        .replace(/\*\*([\s\S]*?)\*\*/g, '$1')
        .replace(/\|/g, '/'),
    );
    const row = `| ${cells.join(' | ')} |`;
    return firstRow ? `${row}\n| ${cells.map(() => '---').join(' | ')} |` : row;
  }
  text = text.replace(/^\s*\[\*\]\s*/, '- ');
  return stripped(text);
}

/** Tags of emphasis as Markdown's, tags of looks dropped: a link ("[url=…]…[/url]") is its words. */
function stripped(text: string): string {
  return text
    .replace(/\[b\]([\s\S]*?)\[\/b\]/gi, '**$1**')
    .replace(/\[(?:i|u)\]([\s\S]*?)\[\/(?:i|u)\]/gi, '*$1*')
    .replace(
      /\[\/?(?:size|color|colour|font|spoiler|quote|url|center|left|right|s|list|table|tr|td|th|hr|b|i|u|img)(?:=[^\]]*)?\]/gi,
      '',
    )
    .trim();
}

/** The BBCode post as Markdown, and for each of its lines the line of the post it came from (a table's header row
 * and the rule under it both the row's). */
export function bbcodeAsMarkdown(source: string): { markdown: string; sourceLines: number[] } {
  let rows = 0;
  const out: Array<{ text: string; line: number }> = [];
  for (const [i, line] of source.replace(/\r\n?/g, '\n').split('\n').entries()) {
    if (/^\s*\[table\]/i.test(line)) rows = 0;
    const isRow = ROW.test(line);
    for (const text of lineAsMarkdown(line, isRow && rows === 0).split('\n')) out.push({ text, line: i + 1 });
    if (isRow) rows++;
  }
  return { markdown: out.map((l) => l.text).join('\n'), sourceLines: out.map((l) => l.line) };
}
