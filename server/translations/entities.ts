import type { DataTypeName } from '../../shared/data-types';
import { Errors } from '../errors';

/** How the records of a type find their versions in other languages (docs/translations.md). */
export type LinkKind = 'parent' | 'route' | 'explicit';

export interface TranslatableEntity {
  /** The API path segment of the record's own calls, e.g. Review for /api/Review/{id}. */
  entity: string;
  table: string;
  idColumn: string;
  nameColumn: string;
  /** When the record was last saved, if the table keeps it. */
  dateColumn?: string;
  /** The permission data type of the record's own calls. */
  dataType: DataTypeName;
  link: LinkKind;
  /** The column that says the record is live, where the type has one (a review's isActive): readiness gates turning it on. */
  activeColumn?: string;
  /** For route-linked types: the route type (url_tables.dataTypeId), or the column holding it (a page's template). */
  routeType?: number | string;
  /** The route type of the record's pages on the public site where they are not how it is linked (a review's): readiness checks a link to one is to an active record. */
  routedAs?: number;
}

const ENTITIES: TranslatableEntity[] = [
  { entity: 'Review', table: 'reviews', idColumn: 'reviewId', nameColumn: 'name', dateColumn: 'updatedDate', dataType: 'Review', link: 'parent', activeColumn: 'isActive', routedAs: 1 },
  { entity: 'Academy', table: 'academy', idColumn: 'academyId', nameColumn: 'title', dateColumn: 'updatedDate', dataType: 'Academy', link: 'route', routeType: 2 },
  { entity: 'Blogs', table: 'blogs', idColumn: 'blogId', nameColumn: 'pageTitle', dateColumn: 'updatedDate', dataType: 'Blog', link: 'route', routeType: 43 },
  { entity: 'Pages', table: 'pages', idColumn: 'pageId', nameColumn: 'pageTitle', dateColumn: 'updatedAt', dataType: 'Pages', link: 'route', routeType: 'dataTypeId' },
  { entity: 'CashBacks', table: 'cashbacks', idColumn: 'cashBackId', nameColumn: 'cashBack_ca', dataType: 'Cashbacks', link: 'explicit' },
  { entity: 'NewsFeed', table: 'news_feed', idColumn: 'newsFeedId', nameColumn: 'newsText', dateColumn: 'createdDate', dataType: 'NewsFeed', link: 'explicit' },
  { entity: 'Authors', table: 'authors', idColumn: 'authorID', nameColumn: 'authorName', dataType: 'Settings Testimonials', link: 'explicit' },
  { entity: 'Testimonials', table: 'testimonials', idColumn: 'testimonialId', nameColumn: 'fullName', dataType: 'Settings Testimonials', link: 'explicit' },
];

export const TRANSLATABLE_ENTITIES: readonly TranslatableEntity[] = ENTITIES;

/** The entity a Translations call names; 404 for one that has no translations. */
export function translatableEntity(name: string): TranslatableEntity {
  const found = ENTITIES.find((e) => e.entity.toLowerCase() === name.toLowerCase());
  if (!found) throw new Errors.NotFound(`${name} has no versions in other languages; known: ${ENTITIES.map((e) => e.entity).join(', ')}`);
  return found;
}
