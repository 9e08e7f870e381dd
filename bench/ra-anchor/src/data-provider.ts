import type { DataProvider } from 'react-admin';

/**
 * Reads the records from posts.json, served beside the app: one request per list or record, as the back
 * office reads its own from its server. Saves are kept in the page.
 */
type Post = { id: number; [field: string]: unknown };
let posts: Promise<Post[]> | undefined;
const load = () => (posts ??= fetch('/posts.json').then((r) => r.json() as Promise<Post[]>));

export const dataProvider = {
  async getList(_resource, params) {
    const all = await load();
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
  },
  async getOne(_resource, params) {
    const all = await fetch('/posts.json').then((r) => r.json() as Promise<Post[]>);
    return { data: all.find((p) => String(p.id) === String(params.id))! };
  },
  async getMany(_resource, params) {
    return { data: (await load()).filter((p) => params.ids.includes(p.id)) };
  },
  async getManyReference() {
    return { data: [], total: 0 };
  },
  async update(_resource, params) {
    return { data: { ...params.previousData, ...params.data } };
  },
  async updateMany(_resource, params) {
    return { data: params.ids };
  },
  async create(_resource, params) {
    return { data: { ...params.data, id: Date.now() } };
  },
  async delete(_resource, params) {
    return { data: params.previousData };
  },
  async deleteMany(_resource, params) {
    return { data: params.ids };
  },
} as DataProvider;
