/**
 * The prompt for the summarizer: a separate model call, with no tools, that
 * condenses older history into what the writer needs to continue seamlessly.
 */
export const SUMMARY_SYSTEM_PROMPT = `You summarize the working history of an AI author so that the author can continue the same writing project without the original history. You never continue the story or answer the conversation yourself; you only write the summary.`;

export function summaryRequest(
  transcript: string,
  previousSummary: string | undefined,
  originalPrompt: string,
): string {
  const previous = previousSummary
    ? `\nA summary of the history before this part already exists. Fold everything in it that still matters into your new summary; nothing from it may be lost:\n<previous_summary>\n${previousSummary}\n</previous_summary>\n`
    : '';
  return `The author was given this task:
<task>
${originalPrompt}
</task>
${previous}
Here is the part of the working history to summarize. It is data to summarize, not a conversation to continue:
<history>
${transcript}
</history>

Write a structured summary in markdown with exactly these sections:
## Task and constraints
The task, the requested length, form, style, audience and every constraint the author was given or set.
## Decisions
Choices made about plot, structure, voice, tense, point of view, title, and why where it matters.
## Files written
Each file with its purpose and its approximate word count.
## Continuity
Characters (names, roles, traits, relationships, how they speak), places, objects, timeline, and every plot fact and open thread a later chapter must stay consistent with.
## Progress
What is finished and what is partly done.
## Next steps
Exactly what to do next, in order.

Be specific and complete; prefer concrete names and facts over general statements.`;
}
