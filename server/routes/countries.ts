import type { FastifyPluginAsync } from 'fastify';
import { deleteToBin, withBinEntryHeader } from '../bin/delete-to-bin';
import { countriesBin } from '../bin/families/countries';
import country from '../../schemas/country.json';
import { Errors, invalidField, notFound } from '../errors';
import { body, id, listOf, params, record, route } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { countrySaver, refuseIfCountryOfLenders, type CountryBody } from '../reference-data/save-country';
import { pick } from '../repositories/crud';
import { countriesRepository, COUNTRY_INDICATORS } from '../repositories/countries';
import { dataAccess, tags } from '../reference-data/access';
import { isBuiltInCountry } from '../reference-data/built-in-countries';


/** Countries of the Data lists (third document): reference data without a language, under the Academy role. */
const routes: FastifyPluginAsync = async (app) => {
  const countries = countriesRepository(app.db);

  app.get('/Country/GetCountryList', { config: dataAccess('read'), schema: route({ tags, response: listOf(country) }) }, async (req) => {
    await req.authorize(null);
    return countries.list();
  });

  app.get<{ Params: { id: number } }>(
    '/Country/:id',
    { config: dataAccess('read'), schema: route({ tags, params: params({ id }), response: record(country) }) },
    async (req) => loadAuthorized(req, countries, req.params.id, 'Country'),
  );

  // The Add Country modal sends {countryName}; indicators sent along are kept too.
  app.post<{ Body: CountryBody }>(
    '/Country',
    { config: dataAccess('write'), schema: route({ tags, body: body(country), response: record(country) }) },
    async (req) => {
      await req.authorize(null);
      const { countryName } = req.body;
      if (!isBuiltInCountry(countryName)) throw invalidField('countryName', 'must be a name of the built-in country list');
      const countryID = await countries.createOnce({ ...pick(req.body, COUNTRY_INDICATORS), countryName });
      if (countryID === null) throw new Errors.Conflict(`${countryName} is already saved`);
      return countries.findById(countryID);
    },
  );

  const save = countrySaver(app.db);
  app.put<{ Body: CountryBody }>(
    '/Country',
    { config: dataAccess('write'), schema: route({ tags, body: body(country, { require: ['countryID'] }), response: record(country) }) },
    async (req) => save(req, req.body),
  );

  app.delete<{ Params: { countryID: number } }>(
    '/Country/:countryID',
    withBinEntryHeader({ config: dataAccess('delete'), schema: route({ tags, params: params({ countryID: id }), response: record(country) }) }),
    async (req, reply) => {
      const { countryID } = req.params;
      // Checked before the transaction: the permission lookup must not wait for SQLite's only connection.
      await req.authorize(null);
      const existing = await countries.findById(countryID);
      if (!existing) throw notFound('Country', countryID);
      // The country goes to the bin (server/bin/families/countries.ts) unless a lender names it, checked with the delete.
      await deleteToBin(req, reply, countriesBin, countryID, 'Country', (trx) => refuseIfCountryOfLenders(trx, existing as { countryID: number; countryName: string }));
      return existing;
    },
  );
};

export default routes;
