import { SUMMARY_MARKER } from '../../src/context/history.js';
import {
  contentsOf,
  functionCallPart,
  type GenerateReply,
  type Json,
  type RecordedRequest,
  turnReply,
} from '../../test/support/geminiServer.js';

/** The scripted sessions the measurements replay, and what is read off the server's request log. */

export const modelTurns = (request: RecordedRequest) => contentsOf(request).filter((c) => c.role === 'model').length;

/** A novel: create the project, write `chapters` chapters of `chars` characters, finish. */
export function novelScript(chapters: number, chars: number) {
  const paragraph = 'The lamp turned above the black water, and the keeper counted the seconds between the flashes. ';
  const chapter = paragraph.repeat(Math.ceil(chars / paragraph.length)).slice(0, chars);
  return (request: RecordedRequest): GenerateReply => {
    const turn = modelTurns(request);
    if (turn === 0) return turnReply([functionCallPart('create_project', { project_name: 'Bench Novel' })]);
    if (turn <= chapters)
      return turnReply([
        functionCallPart('write_file', {
          filename: `chapter_${String(turn).padStart(2, '0')}.md`,
          content: `# Chapter ${turn}\n\n${chapter}`,
          mode: 'create',
        }),
      ]);
    return turnReply([{ text: 'The novel is finished.' }]);
  };
}

export function countByAction(requests: RecordedRequest[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const request of requests) counts[request.action] = (counts[request.action] ?? 0) + 1;
  return counts;
}

/** Share of consecutive turn requests whose contents extend the previous request's byte for byte (compressions excluded). */
export function prefixStability(requests: RecordedRequest[]): { stable: number; pairs: number } {
  const turns = requests.filter((r) => Array.isArray(r.body.tools));
  let stable = 0;
  let pairs = 0;
  for (let i = 1; i < turns.length; i++) {
    const before = contentsOf(turns[i - 1]);
    const after = contentsOf(turns[i]);
    const first = String((after[0]?.parts as Json[] | undefined)?.[0]?.text ?? '');
    if (first.startsWith(SUMMARY_MARKER) && JSON.stringify(after[0]) !== JSON.stringify(before[0])) continue; // a compression
    pairs++;
    if (after.length >= before.length && JSON.stringify(after.slice(0, before.length)) === JSON.stringify(before))
      stable++;
  }
  return { stable, pairs };
}
