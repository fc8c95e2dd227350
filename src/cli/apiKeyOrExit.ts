import { EXIT } from './exitCodes.js';
import { noApiKey, printError } from './messages.js';
import { apiKeyFrom } from './options.js';

/**
 * The API key from the environment, or the usage exit code when there is none (the refusal printed): every
 * command that spends asks for it before its first request, and refuses alike.
 */
export function apiKeyOrExit(env: NodeJS.ProcessEnv = process.env): string | number {
  const apiKey = apiKeyFrom(env);
  if (apiKey) return apiKey.key;
  printError(noApiKey());
  return EXIT.usage;
}
