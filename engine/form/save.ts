import type { Condition, FormBody, SaveStep } from '../descriptor/types';
import type { DataProvider } from '../data/provider';
import { fill, type TemplateContext } from '../data/templates';

type Row = Record<string, any>;

/**
 * Saves a form: PUT when the record has its id, POST otherwise; or several steps in order, each
 * passing values from its answer to the next (a user, then their permissions).
 */
export async function runSave(
  provider: DataProvider,
  form: FormBody,
  body: Row,
  ctx: TemplateContext,
  /** Evaluates a step's `if` (the form's condition context); without it every step runs. */
  when: (condition: Condition) => boolean = () => true,
): Promise<Row> {
  const hasId = body[form.idField] !== undefined && body[form.idField] !== null && body[form.idField] !== -1;
  if (!form.save.steps?.length) {
    const call = hasId ? form.save.update : form.save.create;
    if (!call) throw new Error(`the form cannot ${hasId ? 'update' : 'create'}`);
    return (await provider.call<Row>(call, { ...ctx, record: body }, body)) ?? {};
  }
  let record = { ...body };
  let answer: Row = {};
  for (const step of form.save.steps) {
    if (step.if && !when(step.if)) continue;
    const stepBody = step.body === undefined || step.body === 'record' ? record : 'fields' in step.body ? Object.fromEntries(step.body.fields.map((f) => [f, record[f]])) : fieldBody(step.body, record, ctx);
    answer = (await provider.call<Row>(step.call, { ...ctx, record }, stepBody)) ?? {};
    for (const [to, from] of Object.entries(step.pass ?? {})) record = { ...record, [to]: answer[from] };
  }
  return answer;
}

/** One field of the record as the body; a list gets the `each` values (filled from the record) in every element. */
function fieldBody(spec: Extract<NonNullable<SaveStep['body']>, { field: string }>, record: Row, ctx: TemplateContext): unknown {
  const value = record[spec.field];
  if (!spec.each || !Array.isArray(value)) return value;
  const extra = Object.fromEntries(Object.entries(spec.each).map(([key, template]) => [key, fill(template, { ...ctx, record })]));
  return value.map((element) => (element && typeof element === 'object' ? { ...element, ...extra } : element));
}
