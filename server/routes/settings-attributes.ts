import type { FastifyPluginAsync } from 'fastify';
import settingsAttribute from '../../schemas/settings-attribute.json';
import { Errors } from '../errors';
import { bodyList, listOf, query, route } from '../lib/schemas';
import { ownerVersionQuery, statedOwnerVersion } from '../writes/stated-version';
import { settingsAttributesRepository } from '../repositories/settings-attributes';
import { authorizedSlots, writeSlots } from '../settings/attribute-bulk';
import type { AttributeInput, AttributeSlot } from '../settings/attribute-slots';
import { conflictOnDuplicate } from '../settings/unique';

const tags = ['Settings attributes'];
// The handlers check the data type of each attribute's screen (ATTRIBUTE_KINDS), not this placeholder.
const config = { access: { dataType: 'Settings' as const, action: 'write' as const } };
const schema = route({ tags, querystring: query(ownerVersionQuery, ['version']), body: { ...bodyList(settingsAttribute), minItems: 1 }, response: listOf(settingsAttribute) });
type Call = { Body: AttributeInput[]; Querystring: { version?: number } };

/**
 * Bulk saving of settings attributes (third document §7): POST creates, PUT
 * updates, both matching each item to its slot by settingsDataTypeId and index
 * (the settingsAttributeId sent back is not needed); one transaction per call.
 */
const routes: FastifyPluginAsync = async (app) => {
  const saved = async (slots: AttributeSlot[]) => {
    const attributes = settingsAttributesRepository(app.db);
    const kinds = [...new Set(slots.map((s) => s.dataTypeId))];
    const lists = await Promise.all(kinds.map((kind) => attributes.list(slots[0].languageId, kind)));
    return lists.flat();
  };

  app.post<Call>('/SettingsAttributes', { config, schema }, async (req) => {
    const slots = await authorizedSlots(req, req.body);
    const conflict = 'Settings attributes already exist in one of these positions: update them with PUT';
    await conflictOnDuplicate(
      () =>
        app.db.transaction().execute(async (trx) => {
          const attributes = settingsAttributesRepository(trx);
          const [first] = await attributes.occupied(slots);
          if (first) {
            throw new Errors.Conflict(
              `Settings attribute ${first.settingsDataTypeId} (position ${first.index}) of data type ${first.dataTypeId} in language ${first.languageId} already exists: update it with PUT`,
            );
          }
          const inserted = async (ofKind: AttributeSlot[]) => {
            for (const slot of ofKind) await attributes.insert(slot);
            return true;
          };
          await writeSlots(trx, slots, inserted, statedOwnerVersion(req.headers['if-match'], req.query));
        }),
      conflict,
    );
    return saved(slots);
  });

  app.put<Call>('/SettingsAttributes', { config, schema }, async (req) => {
    const slots = await authorizedSlots(req, req.body);
    await app.db.transaction().execute(async (trx) => {
      const attributes = settingsAttributesRepository(trx);
      await writeSlots(trx, slots, (ofKind) => attributes.upsertAll(ofKind), statedOwnerVersion(req.headers['if-match'], req.query));
    });
    return saved(slots);
  });
};

export default routes;
