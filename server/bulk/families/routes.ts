import { routesRepository } from '../../repositories/routes';
import { ROUTE_SAVE_BODY, routeSaver } from '../../content/save-route';
import { refuseIfRouteUsed } from '../../content/route-in-use';
import { routesBin } from '../../bin/families/routes';
import { defineBulkFamily } from '../bulk-family';
import { ROUTES } from '../../writes/record-families';

/**
 * Routes: deleted into the bin with their links to other routes, unless a record still points at one, as their
 * DELETE call refuses. No field is offered: a route's url is its own, and its Key and content go together (the
 * content is of the Key's type), so neither is one value for many, and no set call is made. The save is the form's
 * (PUT /Routes), given the url entry's row in the form's words (url as urlTableName, the id as routesId); a field
 * offered one day would also need the record the change checks against the form's schema made so, which the
 * generic change (reading the table's columns) does not do yet.
 */
export const routesBulk = defineBulkFamily({
  ...ROUTES,
  nameColumn: 'url',
  languageColumn: 'languageId',
  schema: ROUTE_SAVE_BODY,
  formFields: ['dataTypeId', 'languageId', 'tableId'],
  fields: {},
  remove: {
    binOf: () => routesBin,
    refuse: (db, record) => refuseIfRouteUsed(db, record.urlTableId),
  },
  read: (db, id) => routesRepository(db).findById(id),
  saver(db) {
    const save = routeSaver(db);
    return (req, { urlTableId, url, ...record }) => save(req, { ...record, routesId: urlTableId, urlTableName: url } as Parameters<typeof save>[1]);
  },
});
