import { editorSchema } from '../../engine/studio/editor/editor-schema';
import { hoverTexts } from '../../engine/studio/editor/hover-texts';
import { registry } from '../../engine/registry/index';

// Issue 20, item 2: the code editor's completion and hover explain field kinds, option sources and rules. Its
// copy of the descriptor schema carries each registered name's description, and no `const` (its hover reads
// the schema by draft 4).

describe("the studio code editor's schema", () => {
  const schema = editorSchema(undefined) as { definitions: Record<string, any> };

  test('every field kind is a choice with its definition’s description', () => {
    const choices = schema.definitions.widget.oneOf as { enum: string[]; description: string }[];
    expect(choices.map((c) => c.enum[0])).toEqual(Object.keys(registry.fieldKinds));
    for (const choice of choices) expect(choice.description).toBe((registry.fieldKinds as Record<string, { description: string }>)[choice.enum[0]].description);
  });

  test('no const is left, and a screen kind says what it is', () => {
    expect(JSON.stringify(schema)).not.toContain('"const"');
    expect(schema.definitions.form.allOf[1].properties.kind).toEqual({ enum: ['form'], description: registry.screenKinds.form.description });
  });

  test('hover says what a name does, lists a list of names, and is never empty', () => {
    expect(hoverTexts({ schema: { enum: ['text'], description: 'one line of text' } })).toEqual({ message: 'one line of text', typeInfo: '' });
    expect(hoverTexts({ schema: schema.definitions.conversion }).typeInfo).toMatch(/^one of `number`, `emptyToNull`/);
    expect(hoverTexts({ schema: {} })).toEqual({ message: '', typeInfo: 'any value the check accepts' });
  });
});
