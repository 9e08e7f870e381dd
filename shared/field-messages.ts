/** The part of an ajv error the messages read: kept structural so the browser and the server share it without ajv's types. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, any>;
  message?: string;
}

/**
 * The message an editor reads for one broken constraint of an entity schema: the form shows it under the field, and
 * an import shows it for the cell, so a refused row reads as the form would.
 */
export function fieldMessage(error: SchemaError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return 'Required.';
    case 'maxLength':
      return `Up to ${p.limit} characters.`;
    case 'minLength':
      return 'Required.';
    case 'pattern':
      // "\\S" is how the schemas say "not blank"; any other pattern is a format the text must follow.
      return p.pattern === '\\S' ? 'Required.' : 'Not in the expected form.';
    case 'format':
      return 'Not in the expected form.';
    case 'type':
      if (/number|integer/.test(String(p.type))) return 'Must be a number';
      return /boolean/.test(String(p.type)) ? 'Must be yes or no.' : 'Must be text.';
    case 'minimum':
      return `At least ${p.limit}.`;
    case 'maximum':
      return `At most ${p.limit}.`;
    case 'multipleOf':
      return `In steps of ${p.multipleOf}.`;
    case 'enum':
      return 'Choose one of the listed values.';
    case 'additionalProperties':
      return 'is not a known field';
    default:
      return error.message ?? 'is not valid';
  }
}

/** The field an error is about: the missing one, the unknown one, or the one at its path. */
export const fieldOfError = (error: SchemaError): string =>
  error.params.missingProperty ?? error.params.additionalProperty ?? error.instancePath.replace(/^\//, '').split('/')[0];
