import type { TestServer } from '../support/harness';
import { DATA_TYPES } from '../../shared/data-types';
import { ROLES } from '../../shared/roles';
import { freeCountryName, makeCountry, makeReview } from './data-fixtures';
import { FOLDER_OF, png, uniqueName } from './media-support';
import { uniqueUrl } from './tools-fixtures';

/** One stored row the delete takes and the restore brings back: its table, id column and id. */
export type KeptRow = [table: string, idColumn: string, id: number];

/** A record made with everything it owns, as the table-driven bin test drives it. */
export interface MadeRecord {
  recordId: number;
  /** The record's own DELETE call. */
  deletePath: string;
  /** A GET that answers the record (or the list that shows it) as the back office reads it. */
  readPath: string;
  name: string;
  languageId: number | null;
  /** The record first, then every row that goes with it; each must be gone after the delete and back after the restore. */
  rows: KeptRow[];
  /** Rows without an id of their own that go and come back with it (a route's links), as the database finds them. */
  linkRows?: { table: string; where: Record<string, number> }[];
  /** How many rows the bin counts as having gone with the record. */
  children: number;
}

export interface BinCase {
  family: string;
  /** The Kind column of the bin: the family as a person names it. */
  kind: string;
  make(server: TestServer): Promise<MadeRecord>;
}

const ok = <T extends { status: number; body: any }>(answer: T, what: string): T => {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
};

const cashback = (family: string, kind: string, isCampaign: boolean): BinCase => ({
  family,
  kind,
  async make(server) {
    const reviewId = await makeReview(server, 1, `Cashback platform ${uniqueUrl('p')}`);
    const name = isCampaign ? 'Spring campaign: 1% extra' : '€25 welcome bonus';
    const { cashBackId } = ok(await server.admin.post('/api/CashBacks', { reviewId, languageId: 1, cashBack_ca: name, cashBack_terms: 'Invest 500 EUR', exclusive: true, isCampaign }), kind).body;
    return { recordId: cashBackId, deletePath: `/api/CashBacks/${cashBackId}`, readPath: `/api/CashBacks/${cashBackId}`, name, languageId: 1, rows: [['cashbacks', 'cashBackId', cashBackId]], children: 0 };
  },
});

/**
 * Every family the back office deletes besides reviews, pages, blog posts, academy guides and news (driven by the
 * tests above them): each is made with what it owns, deleted, found in the bin and restored.
 */
export const BIN_CASES: BinCase[] = [
  cashback('cashbacks', 'Cashback offer', false),
  cashback('cashback_campaigns', 'Cashback campaign', true),
  {
    family: 'authors',
    kind: 'Author',
    async make(server) {
      const name = 'Mia Clarke';
      const { authorID } = ok(await server.admin.post('/api/Authors', { languageId: 2, authorName: name, tagline: 'Redakteurin', image: 'USERS/mia.jpg', description: 'Schreibt über P2P.', email: 'mia@example.test', linkedIn: null }), 'author').body;
      return { recordId: authorID, deletePath: `/api/Authors/${authorID}`, readPath: `/api/Authors/GetAuthorById?id=${authorID}`, name, languageId: 2, rows: [['authors', 'authorID', authorID]], children: 0 };
    },
  },
  {
    family: 'categories',
    kind: 'Category',
    async make(server) {
      const name = `Binned category ${uniqueUrl('c')}`;
      const { categoryId } = ok(await server.admin.post('/api/Categories', { languageId: 6, categoryName: name, dataTypeId: 43 }), 'category').body;
      return { recordId: categoryId, deletePath: `/api/Categories/${categoryId}`, readPath: '/api/Categories/ByLanguageId?languageId=6', name, languageId: 6, rows: [['categories', 'categoryId', categoryId]], children: 0 };
    },
  },
  {
    family: 'testimonials',
    kind: 'Testimonial',
    async make(server) {
      const name = 'Eva Novak';
      const { testimonialId } = ok(await server.admin.post('/api/Testimonials', { languageId: 1, fullName: name, tagLine: 'Investor since 2019', testimonialText: 'Clear and honest reviews.' }), 'testimonial').body;
      return { recordId: testimonialId, deletePath: `/api/Testimonials/${testimonialId}`, readPath: `/api/Testimonials?id=${testimonialId}`, name, languageId: 1, rows: [['testimonials', 'testimonialId', testimonialId]], children: 0 };
    },
  },
  {
    family: 'links',
    kind: 'Link',
    async make(server) {
      const name = `partner-${uniqueUrl('k')}`;
      const { linkId, urlTableId } = ok(await server.admin.post('/api/Links', { key: name, category: 'p2p', languageId: 3, urlTableName: 'https://partner.example/es' }), 'link').body;
      return {
        recordId: linkId, deletePath: `/api/Links/${linkId}`, readPath: `/api/Links/${linkId}`, name, languageId: 3,
        rows: [['links', 'linkId', linkId], ['url_tables', 'urlTableId', urlTableId]],
        children: 1,
      };
    },
  },
  {
    family: 'url_tables',
    kind: 'Route',
    async make(server) {
      const route = async (url: string, link: number[]) => ok(await server.admin.post('/api/Routes', { dataTypeId: 16, languageId: 1, urlTableName: url, tableId: 0, link }), 'route').body.routesId as number;
      const target = await route(uniqueUrl('target'), []);
      const name = uniqueUrl('binned-route');
      const routeId = await route(name, [target]);
      // Another route links to this one: that link goes with it too, and comes back.
      await route(uniqueUrl('pointing'), [routeId]);
      return {
        recordId: routeId, deletePath: `/api/Routes/${routeId}`, readPath: `/api/Routes/ByRouteId/${routeId}`, name, languageId: 1,
        rows: [['url_tables', 'urlTableId', routeId]],
        linkRows: [{ table: 'route_links', where: { routesId: routeId } }, { table: 'route_links', where: { linkedRoutesId: routeId } }],
        children: 2,
      };
    },
  },
  {
    family: 'users',
    kind: 'User',
    async make(server) {
      const name = `binned-${uniqueUrl('u')}@test.local`;
      const { userId } = ok(await server.admin.post('/api/Users/Register', { firstName: 'Nina', lastName: 'Neu', username: name, password: 'a-good-password' }), 'user').body;
      const grants = [1, 2].map((languageId) => ({ userId, languageId, dataTypeId: DATA_TYPES.Review, roleId: ROLES.write }));
      const permissions = ok(await server.admin.post('/api/Permissions', grants), 'permissions').body as { permissionId: number }[];
      return {
        recordId: userId, deletePath: `/api/Users/DeleteUser?id=${userId}`, readPath: `/api/Permissions/ByUserId/${userId}`, name, languageId: null,
        rows: [['users', 'userId', userId], ...permissions.map((p): KeptRow => ['permissions', 'permissionId', p.permissionId])],
        children: 2,
      };
    },
  },
  {
    family: 'countries',
    kind: 'Country',
    async make(server) {
      const name = await freeCountryName(server.admin);
      const { countryID } = ok(await server.admin.post('/api/Country', { countryName: name, ruleOfLaw: 1.2 }), 'country').body;
      return { recordId: countryID, deletePath: `/api/Country/${countryID}`, readPath: `/api/Country/${countryID}`, name, languageId: null, rows: [['countries', 'countryID', countryID]], children: 0 };
    },
  },
  {
    family: 'lenders',
    kind: 'Lender',
    async make(server) {
      const name = 'Baltkredit Finance';
      const countryID = await makeCountry(server.admin);
      const reviewID = await makeReview(server, 1, 'Baltkredit');
      const { lenderID } = ok(await server.admin.post('/api/Lender', { lenderName: name, countryID, reviewID, equity1y: 4_950_000, audit: true }), 'lender').body;
      return { recordId: lenderID, deletePath: `/api/Lender/${lenderID}`, readPath: `/api/Lender/${lenderID}`, name, languageId: null, rows: [['lenders', 'lenderID', lenderID]], children: 0 };
    },
  },
  {
    family: 'tool_items',
    kind: 'Tool item',
    async make(server) {
      const name = 'Interest calculator';
      const body = { languageId: 4, itemTitle: name, excerpt: 'What savings earn.', category: 'Calculator', featuredImage: 'media/tools/interest.webp', urlTableId: null };
      const { toolsItemId } = ok(await server.admin.post('/api/ToolSettings/AddToolItem', body), 'tool item').body;
      return {
        recordId: toolsItemId, deletePath: `/api/ToolSettings/DeleteToolItem${toolsItemId}`, readPath: `/api/ToolSettings/GetToolItemById${toolsItemId}`, name, languageId: 4,
        rows: [['tool_items', 'toolsItemId', toolsItemId]], children: 0,
      };
    },
  },
  {
    family: 'exposures',
    kind: 'Exposure',
    async make(server) {
      const name = 'Lendoria';
      const platform = await makeReview(server, 1, name);
      const { exposureID } = ok(await server.admin.post('/api/Portfolio/AddExposure', { name, platform, investmentAmount: 2500.5, interestRate: 11.2, investingSince: '2023-03-15', status: 'Active' }), 'exposure').body;
      return {
        recordId: exposureID, deletePath: `/api/Portfolio/DeleteExposure${exposureID}`, readPath: `/api/Portfolio/GetExposureById${exposureID}`, name, languageId: null,
        rows: [['exposures', 'exposureID', exposureID]], children: 0,
      };
    },
  },
  {
    family: 'image_infos',
    kind: 'Image info',
    async make(server) {
      const data = png(12, 7);
      const key = `${FOLDER_OF[1]}/${uniqueName('binned')}`;
      await server.app.storage.write(key, data);
      const aws = server.app.storage.url(key);
      const { imageId, name } = ok(await server.admin.post('/api/ImageInfos', { altText: 'A chart', caption: 'Returns, 2024.', size: data.length, aws }), 'image info').body;
      return {
        recordId: imageId, deletePath: `/api/ImageInfos/${imageId}`, readPath: `/api/ImageInfos/GetImageInfoByAWSUrl?aws=${encodeURIComponent(aws)}`, name, languageId: null,
        rows: [['image_infos', 'imageId', imageId]], children: 0,
      };
    },
  },
];
