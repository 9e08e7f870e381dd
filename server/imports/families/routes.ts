import route from '../../../schemas/route.json';
import { body } from '../../lib/schemas';
import { checkRoute } from '../../repositories/route-checks';
import { ROUTE_URL_RULE } from '../../content/save-route';
import { routeContentRepository } from '../../repositories/route-content';
import { CALCULATOR_TYPE_IDS, ROUTE_TYPE_IDS, ROUTE_TYPE_NAMES } from '../../repositories/route-types';
import { describeRoute, routesRepository, type RouteValues } from '../../repositories/routes';
import { tableWriter } from '../../writes/table-writer';
import { defineImportFamily } from '../import-family';
import { ROUTES } from '../../writes/record-families';

const valuesOf = (row: Record<string, any>): RouteValues => ({ url: row.urlTableName, dataTypeId: row.dataTypeId, languageId: row.languageId, tableId: row.tableId ?? 0 });

/**
 * Routes of the list's language, upserted by their url (the key); the Key (content type) and the assigned
 * content named as the Routes screens show them, the content among the items of that type and language.
 */
export const routesImport = defineImportFamily({
  ...ROUTES,
  schema: body(route, { narrow: ROUTE_URL_RULE }),
  keys: ['urlTableName'],
  languageColumn: 'languageId',
  lookups: {
    dataTypeId: {
      // The four calculators share the Key "Calculators": a stored route keeps its own, a new one takes the first, as the form's choice does.
      read: async () => ROUTE_TYPE_IDS.map((id) => ({ id, name: ROUTE_TYPE_NAMES[id], chosen: !CALCULATOR_TYPE_IDS.includes(id) || id === CALCULATOR_TYPE_IDS[0] })),
      message: 'Please choose a content type.',
      required: true,
    },
    tableId: {
      async read(db, languageId) {
        const content = routeContentRepository(db);
        const items = await Promise.all(ROUTE_TYPE_IDS.map(async (type) => (await content.options(type, languageId!)).map((item) => ({ id: item.value, name: item.name, group: type }))));
        return items.flat();
      },
      within: 'dataTypeId',
      message: 'Please choose the content.',
      required: true,
    },
  },
  readStored: async (db, languageId) => routesRepository(db).list([languageId!]),
  writer(db) {
    const routes = routesRepository(db);
    return async (values, existing) => {
      // The save calls' rules (url characters, content of the type and language, a url no other route has), then their write.
      const stored = valuesOf(values);
      await checkRoute(db, stored, 'urlTableName', existing?.urlTableId);
      const id = existing ? (await routes.update(existing.urlTableId, stored), existing.urlTableId as number) : await routes.create(stored, []);
      return describeRoute((await routes.findById(id))!);
    };
  },
  undo: {
    // A route the import created has no links yet: the url entry's own delete (logged) takes it back.
    async create(db, id) {
      await tableWriter(db, 'url_tables', 'urlTableId').remove(id);
    },
    async update(db, id, before) {
      const routes = routesRepository(db);
      const stored = describeRoute((await routes.findById(id))!);
      await routes.update(id, valuesOf({ ...stored, ...before }));
    },
  },
});
