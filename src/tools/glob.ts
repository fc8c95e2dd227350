/**
 * File-name patterns for search_files: `*` (within a folder), `**` (across
 * folders), `?`, `[abc]`, `{a,b}`, and several patterns separated by commas.
 * A pattern without "/" also matches a file's own name in any folder, as
 * .gitignore does, so "chapter_*.md" finds "chapters/chapter_01.md" too.
 * Node's own path.matchesGlob is newer than the Node 20 writer supports.
 */

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Split on commas that are not inside braces: "a.md,{b,c}.md" → ["a.md", "{b,c}.md"]. */
function splitTopLevel(patterns: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of patterns) {
    if (ch === '{') depth++;
    if (ch === '}') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

function globSource(glob: string): string {
  let out = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i] as string;
    if (ch === '*') {
      if (glob[i + 1] === '*') {
        // "**/" is zero or more folders; a bare "**" is anything.
        if (glob[i + 2] === '/') {
          out += '(?:.*/)?';
          i += 2;
        } else {
          out += '.*';
          i += 1;
        }
      } else out += '[^/]*';
    } else if (ch === '?') out += '[^/]';
    else if (ch === '[') {
      const close = glob.indexOf(']', i + 2);
      if (close === -1) out += '\\[';
      else {
        const body = glob
          .slice(i + 1, close)
          .replace(/^!/, '^')
          .replace(/\\/g, '\\\\');
        out += `[${body}]`;
        i = close;
      }
    } else if (ch === '{') {
      braces++;
      out += '(?:';
    } else if (ch === '}' && braces > 0) {
      braces--;
      out += ')';
    } else if (ch === ',' && braces > 0) out += '|';
    else out += escapeRegex(ch);
  }
  return out + ')'.repeat(braces);
}

/** A test for relative paths (forward slashes) against one or more comma-separated globs. */
export function globMatcher(patterns: string): (relative: string) => boolean {
  const tests = splitTopLevel(patterns).map((glob) => {
    const clean = glob.replace(/^\.\//, '');
    const regex = new RegExp(`^${globSource(clean)}$`, 'u');
    const byName = !clean.includes('/');
    return (relative: string) => regex.test(relative) || (byName && regex.test(relative.split('/').pop() ?? ''));
  });
  return (relative) => tests.some((test) => test(relative));
}
