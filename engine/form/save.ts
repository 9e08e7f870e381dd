import type { FormBody } from '../descriptor/types';
import type { DataProvider } from '../data/provider';
import type { TemplateContext } from '../data/templates';

type Row = Record<string, any>;

/**
 * Saves a form: PUT when the record has its id, POST otherwise; or several steps in order, each
 * passing values from its answer to the next (a user, then their permissions).
 */
export async function runSave(provider: DataProvider, form: FormBody, body: Row, ctx: TemplateContext): Promise<Row> {
  const hasId = body[form.idField] !== undefined && body[form.idField] !== null && body[form.idField] !== -1;
  if (!form.save.steps?.length) {
    const call = hasId ? form.save.update : form.save.create;
    if (!call) throw new Error(`the form cannot ${hasId ? 'update' : 'create'}`);
    return (await provider.call<Row>(call, { ...ctx, record: body }, body)) ?? {};
  }
  let record = { ...body };
  let answer: Row = {};
  for (const step of form.save.steps) {
    const stepBody = step.body === undefined || step.body === 'record' ? record : 'fields' in step.body ? Object.fromEntries(step.body.fields.map((f) => [f, record[f]])) : record[step.body.field];
    answer = (await provider.call<Row>(step.call, { ...ctx, record }, stepBody)) ?? {};
    for (const [to, from] of Object.entries(step.pass ?? {})) record = { ...record, [to]: answer[from] };
  }
  return answer;
}
