// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fieldLabels, goToField } from '../../engine/readiness/field-place';
import { activationRefusal, withActivationOverride } from '../../engine/readiness/activation';

// Issue 32, item 2: the editor's panel takes the editor to a finding's field, a group's item included.

describe("the readiness panel's way to a field", () => {
  const root = document.createElement('div');
  root.innerHTML = `
    <div id="root_section6_group0_row1_serp" class="engine-group">
      <textarea id="root_section6_group0_row1_serp__serpDescription__1"></textarea>
    </div>
    <input id="root_section1_name" />
    <div role="tabpanel" aria-hidden="true"><input id="root_section2_legalName" /></div>
    <div id="root_reviewText" class="bo-richtext"><input type="file" /><select class="ql-header"></select><button>Insert template</button><div contenteditable="true" class="ql-editor"></div></div>`;
  document.body.append(root);

  it('focuses the control whose path names the field, in a group too, and says when the form draws none', () => {
    expect(goToField(root, 'serpDescription')).toBe(true);
    expect(document.activeElement?.id).toBe('root_section6_group0_row1_serp__serpDescription__1');
    expect(goToField(root, 'name')).toBe(true);
    expect(document.activeElement?.id).toBe('root_section1_name');
    expect(goToField(root, 'reviewContent')).toBe(false);
    // A field of a tab not open yet is not there to focus; a rich-text field's editor is taken before its toolbar.
    expect(goToField(root, 'legalName')).toBe(false);
    expect(goToField(root, 'reviewText', true)).toBe(true);
    expect((document.activeElement as HTMLElement).className).toBe('ql-editor');
    // "serp" names the group, not a control of its own: its first control is taken.
    expect(goToField(root, 'serp')).toBe(true);
    expect(document.activeElement?.id).toBe('root_section6_group0_row1_serp__serpDescription__1');
  });

  it("names a field by the form's label, a group's items included", () => {
    const labels = fieldLabels({
      parts: [{ section: 'SEO', parts: [{ kind: 'group', storage: 'serp', name: 'serp', items: [{ name: 'serpDescription', label: 'SERP Description', widget: 'textarea' }] }] }, { name: 'name', label: 'Name', widget: 'text' }],
    } as never);
    expect(Object.fromEntries(labels)).toEqual({ name: 'Name', serpDescription: 'SERP Description' });
  });

  it('reads a refused activation from its 409 answer, and nothing from another refusal', () => {
    const findings = [{ rule: 'requiredField', field: 'serpDescription', level: 'blocks', message: 'The SERP description is empty.' }];
    expect(activationRefusal({ response: { status: 409, data: { code: 'ACTIVATION_BLOCKED', message: 'Cannot be activated', findings } } })).toEqual({ message: 'Cannot be activated', findings });
    expect(activationRefusal({ response: { status: 409, data: { code: 'STALE_VERSION' } } })).toBeNull();
    expect(activationRefusal(new Error('network'))).toBeNull();
  });

  it("adds the administrator's reason to the record's own save only, not to its SERP's or its highlights'", async () => {
    const sent: unknown[] = [];
    const provider = { call: async (_spec: unknown, _ctx: unknown, body: unknown) => void sent.push(body) } as never;
    const overriding = withActivationOverride(provider, 'reviewId', 'Campaign starts today');
    await overriding.call({ path: '/Serps', method: 'PUT' }, {} as never, { serpId: 3, tableId: 12, serpDescription: '' });
    await overriding.call({ path: '/Review/Child', method: 'PUT' }, {} as never, { reviewId: 12, isActive: true });
    await overriding.call({ path: '/Highlights', method: 'POST' }, {} as never, [{ reviewId: 12 }]);
    expect(sent).toEqual([
      { serpId: 3, tableId: 12, serpDescription: '' },
      { reviewId: 12, isActive: true, activationOverride: { reason: 'Campaign starts today' } },
      [{ reviewId: 12 }],
    ]);
  });
});
