import type { Document, LineCounter, Pair } from 'yaml';
import { didYouMean } from '../util/didYouMean.js';
import { yaml } from '../util/yaml.js';
import { ConfigError } from './errors.js';
import type { SettingsLayer } from './merge.js';
import { SETTING_SPECS, type SettingKey, type Settings, SettingValueError, specByFileKey } from './schema.js';

/** YAML with line numbers for messages: config files and batch files. */

export interface YamlPosition {
  lineOf(offset: number | undefined): number;
}

function positions(counter: LineCounter): YamlPosition {
  return { lineOf: (offset) => (offset === undefined ? 0 : counter.linePos(offset).line) };
}

/** The line of a nested key (a model's price field), so the message points at the bad value itself. */
function lineInside(value: unknown, path: readonly string[], at: YamlPosition): number | undefined {
  if (path.length === 0 || !yaml().isCollection(value)) return undefined;
  for (let depth = path.length; depth > 0; depth--) {
    const node = value.getIn(path.slice(0, depth), true) as { range?: [number] } | undefined;
    if (node?.range) return at.lineOf(node.range[0]);
    // A key whose value is not a node (a flow map's scalar): find the pair's key instead.
    const parent = depth > 1 ? value.getIn(path.slice(0, depth - 1), true) : value;
    if (yaml().isMap(parent)) {
      const pair = parent.items.find((item) => yaml().isScalar(item.key) && String(item.key.value) === path[depth - 1]);
      if (pair && yaml().isScalar(pair.key)) return at.lineOf(pair.key.range?.[0]);
    }
  }
  return undefined;
}

/**
 * Read settings from the pairs of a YAML map, e.g. a config file's top level
 * or a batch file's `defaults:`. Unknown keys and bad values are errors that
 * name the place and the line.
 */
export function settingsFromYamlPairs(
  pairs: ReadonlyArray<Pair<unknown, unknown>>,
  where: string,
  at: YamlPosition,
  skip: ReadonlySet<string> = new Set(),
): { values: Partial<Settings>; lines: Partial<Record<SettingKey, number>> } {
  const values: Partial<Settings> = {};
  const lines: Partial<Record<SettingKey, number>> = {};
  for (const pair of pairs) {
    const name = yaml().isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const line = at.lineOf(yaml().isScalar(pair.key) ? pair.key.range?.[0] : undefined);
    if (skip.has(name)) continue;
    const spec = specByFileKey(name);
    if (!spec) {
      // A draft's own keys (prompt, name, count) are known there too: list them first.
      const known = [...skip, ...SETTING_SPECS.map((s) => s.file)];
      throw new ConfigError(
        `${where}:${line}: unknown setting "${name}".${didYouMean(name, known)} (known: ${known.join(', ')})`,
      );
    }
    const node = pair.value as { toJSON?: () => unknown } | null;
    // A number is parsed from the text as written, as a flag or a variable would be: YAML reads `0x10` as 16.
    const raw =
      yaml().isScalar(node) && typeof node.value === 'number' && node.source
        ? node.source
        : node && typeof node.toJSON === 'function'
          ? node.toJSON()
          : node;
    try {
      (values as Record<string, unknown>)[spec.key] = spec.parse(raw);
      lines[spec.key] = line;
    } catch (error) {
      if (error instanceof SettingValueError)
        throw new ConfigError(`${where}:${lineInside(pair.value, error.path, at) ?? line}: ${name} ${error.message}`);
      throw error;
    }
  }
  return { values, lines };
}

/** Parse a config file's text. */
export function parseConfigText(text: string, file: string): SettingsLayer {
  const { doc, at } = parseYaml(text, file);
  if (doc.contents === null) return { source: file, values: {} };
  if (!yaml().isMap(doc.contents)) throw new ConfigError(`${file}:1: expected settings as "name: value" lines`);
  const { values, lines } = settingsFromYamlPairs(doc.contents.items, file, at);
  const origins = Object.fromEntries(Object.entries(lines).map(([key, line]) => [key, `${file}:${line}`]));
  return { source: file, values, origins };
}

/** Parse YAML text, reporting a syntax error with its line. */
export function parseYaml(text: string, file: string): { doc: Document; at: YamlPosition } {
  const counter = new (yaml().LineCounter)();
  const doc = yaml().parseDocument(text, { lineCounter: counter });
  const problem = doc.errors[0];
  if (problem) {
    const line = problem.linePos?.[0]?.line ?? counter.linePos(problem.pos[0]).line;
    throw new ConfigError(`${file}:${line}: not valid YAML (${problem.message.split('\n')[0]})`);
  }
  return { doc, at: positions(counter) };
}
