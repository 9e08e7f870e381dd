import { sql, type Kysely } from 'kysely';
import type { DataTypeName } from '../../shared/data-types';
import type { Database } from '../db/schema';

/** A column that may name a media file: a single address (logo, featured image) or rich text with <img src>. */
export interface ImagePlace {
  dataType: string;
  /** The permission data type whose read role, in the record's language, lets a user read the record. */
  readWith: DataTypeName;
  table: string;
  idColumn: string;
  /** Columns joined with a space for the record's title. */
  titleColumns: string[];
  /** Put before the title (a team member is known by their number). */
  titlePrefix?: string;
  /** Records without a language (users) have none. */
  languageColumn: string | null;
  column: string;
  /** The field as the usage answer names it. */
  field: string;
  kind: 'address' | 'html';
  /** The back-office address of the record (first and second documents' screen routes). */
  path: (id: number) => string | null;
  /** Settings attributes: only the attribute that holds an image address. */
  only?: Record<string, number>;
}

const review = { dataType: 'Review', readWith: 'Review' as const, table: 'reviews', idColumn: 'reviewId', titleColumns: ['name'], languageColumn: 'languageId', path: (id: number) => `/review/${id}` };
const academy = { dataType: 'Academy', readWith: 'Academy' as const, table: 'academy', idColumn: 'academyId', titleColumns: ['title'], languageColumn: 'languageId', path: (id: number) => `/academy-details/${id}` };
const blog = { dataType: 'Blog', readWith: 'Blog' as const, table: 'blogs', idColumn: 'blogId', titleColumns: ['pageTitle'], languageColumn: 'languageId', path: (id: number) => `/blog/edit/${id}` };

/** Every place an image of the library can be referenced from. */
export const IMAGE_PLACES: ImagePlace[] = [
  { ...review, column: 'logo', field: 'logo', kind: 'address' },
  { ...review, column: 'reviewContent', field: 'content', kind: 'html' },
  { ...academy, column: 'featuredImage', field: 'featuredImage', kind: 'address' },
  { ...academy, column: 'content', field: 'content', kind: 'html' },
  { ...blog, column: 'featuredImage', field: 'featuredImage', kind: 'address' },
  { ...blog, column: 'content', field: 'content', kind: 'html' },
  { dataType: 'Page', readWith: 'Pages', table: 'pages', idColumn: 'pageId', titleColumns: ['pageTitle'], languageColumn: 'languageId', column: 'content', field: 'content', kind: 'html', path: (id) => `/pages/edit/${id}` },
  { dataType: 'Tool item', readWith: 'Settings Bonus', table: 'tool_items', idColumn: 'toolsItemId', titleColumns: ['itemTitle'], languageColumn: 'languageId', column: 'featuredImage', field: 'featuredImage', kind: 'address', path: (id) => `/tools/settings/edit/${id}` },
  { dataType: 'Author', readWith: 'Settings Testimonials', table: 'authors', idColumn: 'authorID', titleColumns: ['authorName'], languageColumn: 'languageId', column: 'image', field: 'image', kind: 'address', path: (id) => `/authors/edit/${id}` },
  { dataType: 'User', readWith: 'Settings Users', table: 'users', idColumn: 'userId', titleColumns: ['firstName', 'lastName'], languageColumn: null, column: 'image', field: 'image', kind: 'address', path: (id) => `/users/edit/${id}` },
  // About settings: team member images are attribute 39 of data type Settings About (15).
  { dataType: 'About settings', readWith: 'Settings About', table: 'settings_attributes', idColumn: 'settingsAttributeId', titleColumns: ['index'], titlePrefix: 'Team member', languageColumn: 'languageId', column: 'value', field: 'TeamMemberImageUrl', kind: 'address', path: () => '/aboutsettings', only: { dataTypeId: 15, settingsDataTypeId: 39 } },
];

export interface PlaceRow {
  id: number;
  languageId: number | null;
  title: string;
  value: string;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The records of each place whose column contains one of the fragments (file names, as written
 * or percent-encoded): candidates, which the caller matches exactly. One query per place.
 */
export function mediaUsageRepository(db: Kysely<Database>) {
  const q = db as unknown as Kysely<any>;
  return {
    candidates: async (place: ImagePlace, fragments: string[]): Promise<PlaceRow[]> => {
      let query = q
        .selectFrom(place.table)
        .select([`${place.idColumn} as id`, `${place.column} as value`, ...place.titleColumns.map((c, i) => `${c} as t${i}`)])
        .select(place.languageColumn ? sql.ref(place.languageColumn).as('languageId') : sql<null>`null`.as('languageId'))
        .where((eb) => eb.or(fragments.map((f) => sql<boolean>`${sql.ref(place.column)} like ${likePattern(f)} escape '\\'`)));
      for (const [column, value] of Object.entries(place.only ?? {})) query = query.where(column, '=', value);
      const rows = await query.orderBy(place.idColumn).execute();
      return rows.map((r: Record<string, any>) => ({
        id: r.id,
        languageId: r.languageId ?? null,
        value: String(r.value ?? ''),
        title: [place.titlePrefix, ...place.titleColumns.map((_, i) => r[`t${i}`])].filter((t) => t !== undefined && t !== null && t !== '').join(' '),
      }));
    },
  };
}
