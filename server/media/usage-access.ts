import type { FastifyRequest } from 'fastify';
import type { DataTypeName } from '../../shared/data-types';
import type { ImagePlace } from '../repositories/media-usage';

/**
 * Whether the user may read a record found using a file: the rule of reading the record itself,
 * a read role on its data type in its language (any language for a record without one).
 */
export async function readableUses(req: FastifyRequest, places: ImagePlace[]) {
  const dataTypes = [...new Set(places.map((p) => p.readWith))];
  const allowed = new Map<DataTypeName, number[]>(
    await Promise.all(dataTypes.map(async (dataType) => [dataType, await req.allowedLanguages({ dataType, action: 'read' })] as const)),
  );
  return (place: ImagePlace, languageId: number | null) => {
    const languages = allowed.get(place.readWith) ?? [];
    return languageId === null ? languages.length > 0 : languages.includes(languageId);
  };
}
