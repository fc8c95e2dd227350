/**
 * The subset of JSON Schema our tool declarations use, a validator for it,
 * and the types that turn a declared schema into the argument type its
 * handler receives. Models do send missing or mistyped arguments; the
 * message says exactly what to fix so the next call can succeed.
 */

export interface StringSchema {
  type: 'string';
  description?: string;
  enum?: readonly string[];
}

export interface NumberSchema {
  type: 'integer' | 'number';
  description?: string;
  minimum?: number;
}

export interface BooleanSchema {
  type: 'boolean';
  description?: string;
}

export type PropertySchema = StringSchema | NumberSchema | BooleanSchema;

export interface ObjectSchema {
  type: 'object';
  description?: string;
  properties: Readonly<Record<string, PropertySchema>>;
  required?: readonly string[];
}

/** The TypeScript type of one declared property. */
type ValueOf<S extends PropertySchema> = S extends { enum: readonly (infer E)[] }
  ? E
  : S extends StringSchema
    ? string
    : S extends NumberSchema
      ? number
      : boolean;

type RequiredKeys<S extends ObjectSchema> = S['required'] extends readonly (infer K)[]
  ? Extract<K, keyof S['properties']>
  : never;

/** The arguments a handler receives once the registry has validated them against `S`. */
export type ArgsOf<S extends ObjectSchema> = {
  -readonly [K in RequiredKeys<S>]: ValueOf<S['properties'][K]>;
} & {
  -readonly [K in Exclude<keyof S['properties'], RequiredKeys<S>>]?: ValueOf<S['properties'][K]>;
};

/** The type a wrong argument has, for the error (never null: validateArgs treats a null argument as missing). */
function typeOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function checkValue(name: string, schema: PropertySchema, value: unknown): string | undefined {
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') return `"${name}" must be a string, got ${typeOf(value)}`;
      if (schema.enum && !schema.enum.includes(value)) {
        return `"${name}" must be one of ${schema.enum.map((v) => `"${v}"`).join(', ')}, got "${value}"`;
      }
      return undefined;
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return `"${name}" must be a number, got ${typeOf(value)}`;
      if (schema.type === 'integer' && !Number.isInteger(value)) return `"${name}" must be a whole number`;
      if (schema.minimum !== undefined && value < schema.minimum) return `"${name}" must be at least ${schema.minimum}`;
      return undefined;
    }
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `"${name}" must be true or false, got ${typeOf(value)}`;
  }
}

/** Returns a description of the first problem, or undefined when the arguments fit. */
export function validateArgs(schema: ObjectSchema, args: Record<string, unknown>): string | undefined {
  for (const required of schema.required ?? []) {
    if (args[required] === undefined || args[required] === null) return `missing required argument "${required}"`;
  }
  for (const [name, propertySchema] of Object.entries(schema.properties)) {
    const value = args[name];
    if (value === undefined || value === null) continue;
    const problem = checkValue(name, propertySchema, value);
    if (problem) return problem;
  }
  return undefined;
}

/** Arguments that passed `validateArgs(schema, …)`, seen as the type the schema declares. */
export function validated<S extends ObjectSchema>(_schema: S, args: Record<string, unknown>): ArgsOf<S> {
  // Sound because validateArgs checked every required key and every declared type; null optionals are dropped.
  const clean = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null));
  return clean as ArgsOf<S>;
}
