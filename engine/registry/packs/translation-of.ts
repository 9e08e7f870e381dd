import type { CallSpec } from '../../model/descriptor';
import { definePartKind } from '../define';
import { TRANSLATION_OF_PARAM } from './link-to-english';

const callSpec = { type: 'object', required: ['path'], properties: { method: { enum: ['GET'] }, path: { type: 'string', pattern: '^/' }, query: { type: 'object' } }, additionalProperties: false };

export interface TranslationOfParams {
  entity: string;
  dataType: string;
  idParam?: string;
  english: { call: CallSpec; value: string; label: string };
}

export const familyCall = (part: TranslationOfParams): CallSpec => ({ path: `/Translations/Family/${part.entity}/{param.${part.idParam ?? 'id'}}` });
export const linkCall = (part: TranslationOfParams, method: 'PUT' | 'DELETE'): CallSpec => ({ method, path: `/Translations/Link/${part.entity}/{param.${part.idParam ?? 'id'}}` });

/**
 * "This is the German version of…": on a record in another language that neither a parent nor a route links to
 * an English record, a choice of the type's English records that sets the explicit link (docs/translations.md).
 */
export const translationOf = definePartKind({
  description:
    'the explicit link of a record in another language to its English record, offered where neither parent nor route links it: `entity` (the API segment of the Translations calls), `dataType` (whose write right sets it), `idParam` (the route parameter holding the record id, id when omitted), `english` (a call listing the English records, with the fields of `value` and `label`)',
  params: {
    entity: { type: 'string', pattern: '^[A-Za-z]+$' },
    dataType: { type: 'string' },
    idParam: { type: 'string' },
    english: { type: 'object', additionalProperties: false, required: ['call', 'value', 'label'], properties: { call: callSpec, value: { type: 'string' }, label: { type: 'string' } } },
  },
  required: ['entity', 'dataType', 'english'],
  addressParams: [TRANSLATION_OF_PARAM],
  calls: (part) => {
    const p = part as unknown as TranslationOfParams;
    return [familyCall(p), p.english.call, linkCall(p, 'PUT'), linkCall(p, 'DELETE')];
  },
});
