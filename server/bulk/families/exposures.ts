import exposure from '../../../schemas/exposure.json';
import { body } from '../../lib/schemas';
import { EXPOSURE_LANGUAGE, exposuresRepository } from '../../repositories/exposures';
import { EXPOSURE_FIELDS, exposureSaver, type ExposureBody } from '../../routes/tools/save-exposure';
import { TOOLS_DATA_TYPE } from '../../routes/tools/per-language-settings';
import { exposuresBin } from '../../bin/families/exposures';
import { defineBulkFamily } from '../bulk-family';

/**
 * The portfolio's exposures, all of the English portfolio page: given a status or a platform (an English review, as
 * the exposure form offers) through the exposure form's save (PUT /Portfolio/EditExposure), and deleted into the bin
 * as their DELETE call deletes one. Their rights are the Tools role's in English, as their calls check.
 */
export const exposuresBulk = defineBulkFamily({
  name: 'exposures',
  what: 'exposure',
  whatPlural: 'exposures',
  dataType: TOOLS_DATA_TYPE,
  table: 'exposures',
  idColumn: 'exposureID',
  nameColumn: 'name',
  language: EXPOSURE_LANGUAGE,
  schema: body(exposure, { require: ['exposureID'] }),
  formFields: EXPOSURE_FIELDS,
  fields: {
    status: { label: 'Status' },
    platform: { label: 'Platform', names: { table: 'reviews', idColumn: 'reviewId', nameColumn: 'name' } },
  },
  remove: { binOf: () => exposuresBin },
  read: (db, id) => exposuresRepository(db).findById(id),
  saver(db) {
    const save = exposureSaver(db);
    return (req, record) => save(req, record as ExposureBody);
  },
});
