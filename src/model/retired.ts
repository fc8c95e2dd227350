/**
 * Models the Gemini API no longer serves, and how writer says so: a model
 * that is gone answers 404 NOT_FOUND on models.get and generateContent alike,
 * with a message that names the model and not always what to use instead.
 */

/** Models Google has shut down: when, and the one it names in their place. */
export const RETIRED_MODELS: Readonly<Record<string, { shutDown: string; replacement?: string }>> = {
  'gemini-3-pro-preview': { shutDown: '2026-03-09', replacement: 'gemini-3.1-pro-preview' },
};

/**
 * One line for a model the API no longer serves, naming the replacement where the API's message names one (a model
 * name other than the one asked for) or the table of retired models knows it; undefined when neither says it is gone.
 */
export function goneModelProblem(model: string, apiMessage = ''): string | undefined {
  const retired = RETIRED_MODELS[model];
  const named = [...apiMessage.matchAll(/\bgemini-[\w.-]*\w/g)].map((match) => match[0]).find((name) => name !== model);
  const replacement = named ?? retired?.replacement;
  if (!retired && !named) return undefined;
  const when = retired ? `: Google shut it down on ${retired.shutDown}` : '';
  return `The model ${model} is gone${when}.${replacement ? ` Use ${replacement} instead (-m ${replacement}).` : ''}`;
}
