import { type PriceTable, priceFor } from '../config/prices.js';
import { describeFailure, isKeyRefusal } from '../model/errors.js';
import { goneModelProblem } from '../model/retired.js';
import { FatalApiError } from '../model/retry.js';
import type { ModelClient } from '../model/types.js';
import { didYouMean } from '../util/didYouMean.js';

/**
 * Before the first paid request: the key is accepted and the model exists
 * (models.get, which is free) and, under a budget, has a price. A lookup that
 * fails for any other reason (network, 5xx) is no answer: the run goes on as
 * it would without it.
 */

export type ModelCheck =
  /** A configuration error, in one line that says what to do. */
  | { problem: string }
  /** The model's input limit when models.get gave it (undefined: not known, the run uses its fallback limit). */
  | { problem?: undefined; inputTokenLimit: number | undefined };

/** Whether a lookup failed because the API does not know the model (404 NOT_FOUND), not for a passing reason. */
export function isUnknownModel(error: unknown): boolean {
  const failure = error instanceof FatalApiError ? error.failure : undefined;
  return failure?.httpStatus === 404 && failure.status === 'NOT_FOUND';
}

function knownModels(prices: PriceTable): string {
  return Object.keys(prices).join(', ');
}

export function unknownModelProblem(model: string, prices: PriceTable): string {
  return `Unknown model "${model}": the Gemini API has no model of that name.${didYouMean(model, Object.keys(prices))} Choose one with -m, e.g. ${knownModels(prices)}.`;
}

export function unpricedModelProblem(model: string, prices: PriceTable): string {
  return `--budget needs a model with a known price, and ${model} has none: add its price under prices: in writer.config.yaml, or choose a priced model with -m (${knownModels(prices)}).`;
}

/** Look the model up (models.get): unknown to the API, or its input limit; never throws for a failed lookup. */
export async function lookUpModel(
  client: ModelClient,
  model: string,
  prices: PriceTable,
  signal?: AbortSignal,
): Promise<ModelCheck> {
  try {
    return { inputTokenLimit: await client.inputTokenLimit(model, signal) };
  } catch (error) {
    if (isUnknownModel(error)) {
      const message = error instanceof FatalApiError ? (error.failure?.message ?? '') : '';
      return { problem: goneModelProblem(model, message) ?? unknownModelProblem(model, prices) };
    }
    // A refused key would refuse every request after it: said now, before a project folder is made.
    const failure = error instanceof FatalApiError ? error.failure : undefined;
    if (failure && isKeyRefusal(failure)) return { problem: describeFailure(failure) };
    return { inputTokenLimit: undefined };
  }
}

/** A budget can be kept only with a price to count the spend by: without one, every request would cost "nothing". */
export function budgetProblem(model: string, budget: number | undefined, prices: PriceTable): string | undefined {
  return budget !== undefined && !priceFor(model, prices) ? unpricedModelProblem(model, prices) : undefined;
}

/** Look the model up and check it can keep the budget; never throws for a failed lookup. */
export async function checkModel(
  client: ModelClient,
  model: string,
  options: { budget: number | undefined; prices: PriceTable; signal?: AbortSignal },
): Promise<ModelCheck> {
  const looked = await lookUpModel(client, model, options.prices, options.signal);
  if (looked.problem !== undefined) return looked;
  const problem = budgetProblem(model, options.budget, options.prices);
  return problem !== undefined ? { problem } : looked;
}

/**
 * The client, answering the input limit of `model` from the lookup made
 * before the session began instead of asking again: a lookup that failed
 * (after its retries) is not sent again, the fallback limit serves.
 */
export function withKnownLimit(client: ModelClient, model: string, limit: number | undefined): ModelClient {
  return {
    streamTurn: (request) => client.streamTurn(request),
    countTokens: (name, contents, signal) => client.countTokens(name, contents, signal),
    inputTokenLimit: (name, signal) => (name === model ? Promise.resolve(limit) : client.inputTokenLimit(name, signal)),
  };
}
