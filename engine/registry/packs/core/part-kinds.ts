import { definePartKind } from '../../define';

/**
 * Parts of a form that hold no value: `{ "kind": name, …its properties }` in `parts`; each one's component is
 * given by the same name in the pack's browser half (./parts.ts).
 */
export const partKinds = {
  note: definePartKind({
    description: "a fixed text shown in the form as a callout (the blog's 'In this form all fields are required!')",
    params: {
      text: { type: 'string', minLength: 1 },
      title: { type: 'string', minLength: 1 },
      intent: { enum: ['primary', 'success', 'warning', 'danger', 'none'], description: 'the callout\'s colour; primary when omitted' },
    },
    required: ['text'],
  }),
};
