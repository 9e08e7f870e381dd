import { syntaxTree } from '@codemirror/language';
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import type { EntitySchema } from '../../model/entity';

/**
 * The entity's fields offered where a field's `name` is typed: the value of any "name" property. The schema's
 * own completion cannot tell a field among the kinds of part a form's list holds, so this names them itself,
 * each with its type and description.
 */
export function fieldNameCompletion(entity: () => EntitySchema | undefined) {
  return (context: CompletionContext): CompletionResult | null => {
    const node = syntaxTree(context.state).resolveInner(context.pos, -1);
    const value = node.name === 'String' ? node : undefined;
    const property = value?.parent;
    const key = property?.name === 'Property' ? property.getChild('PropertyName') : null;
    if (!value || !key || context.state.sliceDoc(key.from, key.to) !== '"name"') return null;
    const properties = Object.entries(entity()?.properties ?? {});
    if (!properties.length) return null;
    return {
      from: value.from,
      to: value.to,
      options: properties.map(([name, p]) => ({
        label: JSON.stringify(name),
        type: 'property',
        detail: [p.type].flat().filter(Boolean).join(' | '),
        info: typeof p.description === 'string' ? p.description : undefined,
      })),
      validFor: /^"?\w*"?$/,
    };
  };
}
