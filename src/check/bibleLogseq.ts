import { withoutWikilinks } from './bibleFormats.js';

/**
 * A bible kept as a Logseq page: an outline of "- " blocks indented by tabs (or two spaces a level), page properties
 * ("key:: value") at its top, block properties under a block ("\t  eyes:: grey"), "[[page links]]" and
 * "#tags"/"#[[tags]]", journal dates linked as pages ("[[Sat, Jul 3rd, 1937]]"), "((block refs))" and "{{macros}}".
 * Read as writer's own Markdown: a top block that names a section ("- ## People") a section heading; under the
 * people, places and things, each block an entry "### Name" (a note after its name kept: "[[Olena]] — his mother"),
 * its properties its "- field: value" lines and its child blocks its prose; under any other section each block a
 * line of it ("[[Sat, Jul 3rd, 1937]] dust storm #ch01": its date and chapter); the page's properties its notes. A
 * link is its words, a tag its word, a journal date the date it names. Each line out keeps its line in the page.
 */

/** "\t- text", "  - text": a block, its indentation and its text. */
const BLOCK = /^([\t ]*)- (.*)$/;
/** "eyes:: grey", "\t  alias:: Ruthie": a property and its value. */
const PROPERTY = /^[\t ]*([A-Za-z][\w-]*)::[ \t]*(.*)$/;
/** Logseq's own properties of a block: its machinery, not the bible's words. */
const MACHINERY = /^(?:id|collapsed|heading|background-color|template|template-including-parent)$/i;
/** Logseq's own properties of a page: its name, kind, tags and settings (a block's "alias" is a person's, a page's not). */
const PAGE_MACHINERY =
  /^(?:title|alias|tags|type|icon|public|filters|journal-date-format|exclude-from-graph-view|collapsed|id)$/i;

/** Whether a text is a Logseq page: property lines ("key:: value") beside an outline of "- " blocks, set in by tabs. */
export function isLogseq(source: string): boolean {
  const lines = source.split('\n').filter((l) => l.trim() !== '');
  const properties = lines.filter((l) => PROPERTY.test(l)).length;
  const blocks = lines.filter((l) => BLOCK.test(l)).length;
  const nested = lines.some((l) => /^\t+- /.test(l));
  return properties >= 3 && nested && blocks + properties >= lines.length * 0.8;
}

/** A block's depth: a tab a level, or two spaces. */
function depthOf(indent: string): number {
  return (indent.match(/\t/g)?.length ?? 0) + Math.floor(indent.replace(/\t/g, '').length / 2);
}

/** Logseq's inline marks as words: a link its page's name or words, a tag its word, a block reference or macro dropped. */
export function logseqInline(text: string): string {
  // "[[Ruth Anderson]]", "[[page|shown words]]": links as an Obsidian vault's are (bibleFormats.ts).
  return withoutWikilinks(
    text
      .replace(/\(\([0-9a-f-]{8,}\)\)/gi, '')
      .replace(/\{\{[^{}]*\}\}/g, '')
      .replace(/\[([^\]]+)\]\((?:[^()]*)\)/g, '$1')
      .replace(/#\[\[([^\]]+)\]\]/g, '$1'),
  )
    .replace(/(^|\s)#([\p{L}\p{N}][\p{L}\p{N}_/-]*)/gu, '$1$2')
    .replace(/^(?:TODO|DOING|DONE|LATER|NOW|WAITING|CANCELED|CANCELLED)\s+/, '')
    .trim();
}

export interface LogseqWords {
  /** The section a block's words name ("People" → characters), undefined for none. */
  sectionOf: (title: string) => string | undefined;
  /** A property as the entry's lines ("fate", "heart; Thu 19 Aug 1937": its death, then the rest). */
  field: (label: string, value: string) => string[];
}

/** The Logseq page as Markdown, and for each of its lines the line of the page it came from. */
export function logseqAsMarkdown(source: string, words: LogseqWords): { markdown: string; sourceLines: number[] } {
  const out: Array<{ text: string; line: number }> = [];
  /** The section a top block named, and whether its blocks are entries (people, places, things). */
  let section: string | undefined;
  let entries = false;
  /** The depth of the block the lines below belong to; -1 before the first. */
  let depth = -1;
  for (const [i, raw] of source.replace(/\r\n?/g, '\n').split('\n').entries()) {
    const line = i + 1;
    const block = BLOCK.exec(raw);
    if (block) {
      depth = depthOf(block[1] as string);
      const text = logseqInline(block[2] as string);
      const title = text.replace(/^#{1,6}\s+/, '');
      if (depth === 0) {
        // "- ## People", "- Timeline": a section's heading; another top block a line of the notes.
        const named = words.sectionOf(title);
        if (named !== undefined || /^#{1,6}\s/.test(text)) {
          section = named;
          entries = named === 'characters' || named === 'places' || named === 'objects';
          out.push({ text: `## ${title}`, line });
        } else out.push({ text, line });
        continue;
      }
      // A block under the people, places or things is an entry; a block under it, a line of its prose.
      if (entries && depth === 1) out.push({ text: `### ${text}`, line });
      else if (entries || section === undefined) out.push({ text, line });
      else out.push({ text: `- ${text}`, line });
      continue;
    }
    const property = PROPERTY.exec(raw);
    if (property) {
      const [label, value] = [property[1] as string, logseqInline(property[2] as string)];
      if ((depth < 0 ? PAGE_MACHINERY : MACHINERY).test(label) || value === '') {
        out.push({ text: '', line });
        continue;
      }
      // The page's own properties ("voice:: told in the third person") are its notes; a block's are its entry's.
      if (depth < 0 || !entries) out.push({ text: `${label}: ${value}`, line });
      else for (const text of words.field(label, value)) out.push({ text, line });
      continue;
    }
    // A block's text run on over lines, or a blank line.
    out.push({ text: logseqInline(raw), line });
  }
  return { markdown: out.map((l) => l.text).join('\n'), sourceLines: out.map((l) => l.line) };
}
