import { createRequire } from 'node:module';

type Yaml = typeof import('yaml');

let loaded: Yaml | undefined;

/**
 * The `yaml` package, loaded on first use. Loading it is some tens of milliseconds of compiling at every start,
 * and most starts read no YAML: `writer check` on a manuscript with no config file and a Markdown bible, a run
 * with no writer.config.yaml. (Its CommonJS build, required synchronously, so the readers that use it stay sync.)
 */
export function yaml(): Yaml {
  loaded ??= createRequire(import.meta.url)('yaml') as Yaml;
  return loaded;
}
