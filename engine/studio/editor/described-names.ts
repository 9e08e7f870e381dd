import type { JSONSchema7 } from 'json-schema';
import type { AnyRegistry, PieceKind } from '../../registry/define';

type Node = JSONSchema7 & Record<string, unknown>;
type Descriptions = Map<string, string>;

/** Each registered name with its definition's description, by kind of piece (field kinds, option sources, rules…). */
function descriptionsByKind(registry: AnyRegistry): Descriptions[] {
  return (Object.keys(registry) as PieceKind[]).map(
    (kind) => new Map(Object.entries(registry[kind] as Record<string, { description?: string }>).map(([name, piece]) => [name, piece.description ?? ''])),
  );
}

/** The kind of piece every one of the names belongs to, when exactly one holds them all. */
function kindOf(names: unknown[], kinds: Descriptions[]): Descriptions | undefined {
  const holding = kinds.filter((kind) => names.every((name) => typeof name === 'string' && kind.has(name)));
  return holding.length === 1 ? holding[0] : undefined;
}

/**
 * The descriptor schema as the code editor's library reads it: each list of registered names
 * (`"widget": { "enum": ["text", …] }`) written as one choice per name carrying the definition's description, so that
 * completion and hover explain a field kind, an option source or a rule where it is typed; and each `const` written
 * as a one-value `enum`, as its hover reads the schema by draft 4, which has no `const` (a screen's `kind` then picks
 * its branch, and hover finds the part under the cursor). The editor's own copy only: the check keeps the build's
 * schema and its messages.
 */
export function withDescribedNames(schema: JSONSchema7, registry: AnyRegistry): JSONSchema7 {
  const kinds = descriptionsByKind(registry);
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!value || typeof value !== 'object') return value;
    const { const: constant, ...node } = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, visit(child)])) as Node;
    const names = constant !== undefined ? [constant] : Array.isArray(node.enum) ? node.enum : undefined;
    if (!names) return node;
    const kind = kindOf(names, kinds);
    if (constant !== undefined || !kind) return { ...node, enum: names, ...(kind && !node.description && { description: kind.get(constant as string) }) };
    const { enum: _listed, ...rest } = node;
    return { ...rest, oneOf: names.map((name) => ({ enum: [name], description: kind.get(name as string) })) };
  };
  return visit(schema) as JSONSchema7;
}
