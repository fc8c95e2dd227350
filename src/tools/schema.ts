/**
 * The subset of JSON Schema our tool declarations use, and a validator for it.
 * Models do send missing or mistyped arguments; the message says exactly what
 * to fix so the next call can succeed.
 */

export interface JsonSchema {
  type: 'object' | 'string' | 'integer' | 'number' | 'boolean';
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: string[];
  minimum?: number;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function checkValue(name: string, schema: JsonSchema, value: unknown): string | undefined {
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
    case 'object':
      return typeOf(value) === 'object' ? undefined : `"${name}" must be an object, got ${typeOf(value)}`;
  }
}

/** Returns a description of the first problem, or undefined when the arguments fit. */
export function validateArgs(schema: JsonSchema, args: Record<string, unknown>): string | undefined {
  for (const required of schema.required ?? []) {
    if (args[required] === undefined || args[required] === null) return `missing required argument "${required}"`;
  }
  for (const [name, propertySchema] of Object.entries(schema.properties ?? {})) {
    const value = args[name];
    if (value === undefined || value === null) continue;
    const problem = checkValue(name, propertySchema, value);
    if (problem) return problem;
  }
  return undefined;
}
