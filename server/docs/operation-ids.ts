import type { OpenAPIV3 } from 'openapi-types';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The name a generated client gives an operation: its method and its path's words, a parameter as "By<Name>"
 * (PUT /api/Testimonials → putTestimonials, DELETE /api/Testimonials/{id} → deleteTestimonialsById). Method and
 * path are unique per route, so the names are too; a route that names its own operationId keeps it.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const parameter = /^\{(.+)\}$/.exec(part);
      return parameter ? `By${capitalised(parameter[1])}` : part.split(/[^A-Za-z0-9]+/).map(capitalised).join('');
    });
  return method + words.join('');
}

/** Gives every operation of the document an operationId, which client generators name their methods by. */
export function withOperationIds<D extends Partial<OpenAPIV3.Document>>(document: D): D {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation && !operation.operationId) operation.operationId = operationIdOf(method, path);
    }
  }
  return document;
}
