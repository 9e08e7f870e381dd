import type { FastifyPluginAsync } from 'fastify';
import { binAuthorized, withBinEntryHeader } from '../bin/delete-to-bin';
import { testimonialsBin } from '../bin/families/testimonials';
import testimonial from '../../schemas/testimonial.json';
import { body, id, languageId, listOf, params, query, record, route } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { pick } from '../repositories/crud';
import { testimonialsRepository, TESTIMONIAL_FIELDS } from '../repositories/testimonials';
import { testimonialSaver, type TestimonialBody as Testimonial } from '../content/save-testimonial';


const tags = ['Testimonials'];
const dataType = 'Settings Testimonials' as const;

/** Testimonials (second document, section 7): data type Settings Testimonials per the dispatcher table. */
const routes: FastifyPluginAsync = async (app) => {
  const testimonials = testimonialsRepository(app.db);

  app.get<{ Querystring: { langId: number } }>(
    '/Testimonials/ByLanguageId',
    { config: { access: { dataType, action: 'read' } }, schema: route({ tags, querystring: query({ langId: languageId }), response: listOf(testimonial) }) },
    async (req) => {
      await req.authorize(req.query.langId);
      return testimonials.byLanguage(req.query.langId);
    },
  );

  // The back office reads the first element of this array.
  app.get<{ Querystring: { id: number } }>(
    '/Testimonials',
    { config: { access: { dataType, action: 'read' } }, schema: route({ tags, querystring: query({ id }), response: listOf(testimonial) }) },
    async (req) => [await loadAuthorized(req, testimonials, req.query.id, 'Testimonial')],
  );

  app.post<{ Body: Testimonial }>(
    '/Testimonials',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: body(testimonial), response: record(testimonial) }) },
    async (req) => {
      await req.authorize(req.body.languageId);
      return testimonials.createRow(pick(req.body, TESTIMONIAL_FIELDS));
    },
  );

  const save = testimonialSaver(app.db);
  app.put<{ Body: Testimonial }>(
    '/Testimonials',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: body(testimonial, { require: ['testimonialId'] }), response: record(testimonial) }) },
    async (req) => save(req, req.body),
  );

  app.delete<{ Params: { id: number } }>(
    '/Testimonials/:id',
    withBinEntryHeader({ config: { access: { dataType, action: 'delete' as const } }, schema: route({ tags, params: params({ id }), response: record(testimonial) }) }),
    async (req, reply) => binAuthorized(req, reply, testimonials, testimonialsBin, req.params.id, 'Testimonial'),
  );
};

export default routes;
