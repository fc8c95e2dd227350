import type { Content, FunctionCall, Part } from '@google/genai';

/** Building and reading the parts of Gemini contents, in one place. */

/** The response part answering `call`: its id echoed (when the model gave one), its name, the response. */
export function functionResponse(call: FunctionCall, response: Record<string, unknown>): Part {
  return { functionResponse: { ...(call.id !== undefined ? { id: call.id } : {}), name: call.name ?? '', response } };
}

/** Whether a message holds function calls (a model turn that expects responses). */
export function hasFunctionCalls(content: Content): boolean {
  return (content.parts ?? []).some((part) => part.functionCall !== undefined);
}

/** Whether a message holds function responses (the user turn answering calls). */
export function hasFunctionResponses(content: Content): boolean {
  return (content.parts ?? []).some((part) => part.functionResponse !== undefined);
}
