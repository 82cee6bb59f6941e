import type { JsonSchema } from '../api';

export function schemaName(ref: string): string {
  return ref.split('/').pop() ?? ref;
}

/** A schema's type in a few words: "string (1-200)", "array of EntryInput", "one of ...". */
export function typeOf(schema: JsonSchema): string {
  if (schema.$ref) return schemaName(schema.$ref);
  if (schema.anyOf) return `one of: ${schema.anyOf.map(typeOf).join(', ')}`;
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  if (type === 'array' && schema.items)
    return `array of ${typeOf(schema.items)}${range(schema.minItems, schema.maxItems, ' items')}`;
  if (type === 'string')
    return `${schema.format ?? 'string'}${range(schema.minLength, schema.maxLength, ' characters')}`;
  if (type === 'integer' || type === 'number')
    return `${type}${range(schema.minimum, schema.maximum, '')}`;
  return type;
}

function range(min: number | undefined, max: number | undefined, unit: string): string {
  if (min === undefined && max === undefined) return '';
  if (min !== undefined && max !== undefined) return ` (${min} to ${max}${unit})`;
  return min !== undefined ? ` (at least ${min}${unit})` : ` (at most ${max}${unit})`;
}

/** The fields of an object schema as a table; a reference or a union is named with a link. */
export function SchemaTable({ schema }: { schema: JsonSchema }) {
  if (schema.$ref || !schema.properties) {
    const refs = schema.anyOf ?? (schema.$ref ? [schema] : []);
    if (refs.length === 0) return <p>{typeOf(schema)}</p>;
    return (
      <p>
        {refs.length > 1 ? 'One of: ' : ''}
        {refs.map((ref, index) => (
          <span key={ref.$ref ?? index}>
            {index > 0 && ', '}
            {ref.$ref ? (
              <a href={`#schema-${schemaName(ref.$ref)}`}>{schemaName(ref.$ref)}</a>
            ) : (
              typeOf(ref)
            )}
          </span>
        ))}
      </p>
    );
  }
  const required = new Set(schema.required ?? []);
  return (
    <table className="api-docs__table">
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(schema.properties).map(([name, property]) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
              {required.has(name) ? ' (required)' : ''}
            </td>
            <td>{typeOf(property)}</td>
            <td>
              {property.description}
              {property.default !== undefined && ` Default: ${JSON.stringify(property.default)}.`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
