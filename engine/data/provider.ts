import axios, { type AxiosInstance } from 'axios';
import type { CallSpec } from '../model/descriptor';
import { fill, fillPath, type TemplateContext } from './templates';
import { sharedReads } from './shared-reads';
import { readKeyOf, takeEarlyRead } from '../../shared/early-reads';

export interface DataProvider {
  /** Makes a call of section 7 described by a descriptor; answers its JSON. `headers` go with it (a restore's X-Restores). */
  call<T = unknown>(spec: CallSpec, ctx: TemplateContext, body?: unknown, headers?: Record<string, string>): Promise<T>;
  /**
   * A read made ahead, as a screen opens: the screen's own identical reads a moment later get its answer
   * (shared-reads.ts). Settles, never failing, once it is answered.
   */
  prime?(spec: CallSpec, ctx: TemplateContext): Promise<void>;
  /** A primed read's answer when it has come (a copy), else undefined: a screen drawn after it draws with it at once. */
  peek?<T = unknown>(spec: CallSpec, ctx: TemplateContext): { data: T } | undefined;
  /** The same for calls the engine itself makes (choice lists, media). */
  get<T = unknown>(path: string, query?: Record<string, unknown>): Promise<T>;
  /** A call whose answer's headers matter (a page's X-Total-Count) or whose upload reports its progress (media). */
  send<T = unknown>(request: SendRequest): Promise<SendAnswer<T>>;
}

export interface SendRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  /** The share of the body sent so far, 0 to 1. */
  onUploadProgress?(fraction: number): void;
  /** A file to save (an export) comes as a Blob; its refusal is read back as the JSON it is. */
  responseType?: 'json' | 'blob';
}

export interface SendAnswer<T> {
  data: T;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
}

export interface ProviderOptions {
  /** Where the API lives; the same origin when empty. */
  baseUrl: string;
  token(): string | null;
  /** A 401 means the session is over. */
  onUnauthorized(): void;
}

/** Every call of the back office goes through here: base URL, bearer token, 401 → sign out. */
export function createDataProvider(options: ProviderOptions, http: AxiosInstance = axios.create()): DataProvider {
  http.defaults.baseURL = `${options.baseUrl}/api`;
  // The API takes a bearer token, never an XSRF cookie. Left on, axios looks for one before every request, and where
  // the browser has the Cookie Store API it asks it asynchronously: each call then waits a round to the browser's
  // cookie store (10 to 20 ms on a busy page) before it is sent.
  http.defaults.withXSRFToken = false;
  // Synchronous, so that axios sends the request in the caller's task: with an interceptor it must wait for, axios
  // sends it a few promise rounds later, and a read a record link starts as it is clicked then went out only after
  // React had drawn the route the click opened (15-30 ms later on a warm list).
  http.interceptors.request.use(
    (config) => {
      const token = options.token();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      return config;
    },
    undefined,
    { synchronous: true },
  );
  http.interceptors.response.use(undefined, (error) => {
    if (error?.response?.status === 401) options.onUnauthorized();
    return Promise.reject(error);
  });

  const reads = sharedReads();
  // A read the page started before the app's code ran (shared/early-reads.ts) answers in place of asking again;
  // where it failed, the read is made here, so its failure is met and reported as any other.
  const orEarly =
    <T>(key: string, request: () => Promise<T>) =>
    () =>
      (takeEarlyRead(key) as Promise<T> | undefined)?.catch(request) ?? request();
  return {
    async call<T>(spec: CallSpec, ctx: TemplateContext, body?: unknown, headers?: Record<string, string>) {
      const { key, params } = readKey(spec, ctx);
      const method = spec.method ?? 'GET';
      const request = async () => (await http.request<T>({ method, url: fillPath(spec.path, ctx), params, data: body, headers })).data;
      return method === 'GET' ? reads.read(key, orEarly(key, request)) : reads.writing(request);
    },
    prime(spec: CallSpec, ctx: TemplateContext) {
      if ((spec.method ?? 'GET') !== 'GET') return Promise.resolve();
      const { key, params } = readKey(spec, ctx);
      return reads.prime(key, orEarly(key, async () => (await http.get(fillPath(spec.path, ctx), { params })).data));
    },
    peek<T>(spec: CallSpec, ctx: TemplateContext) {
      return (spec.method ?? 'GET') === 'GET' ? reads.peek<T>(readKey(spec, ctx).key) : undefined;
    },
    async get<T>(path: string, query?: Record<string, unknown>) {
      return (await http.get<T>(path, { params: query })).data;
    },
    async send<T>({ method, path, query, body, headers: sent, onUploadProgress, responseType }: SendRequest) {
      const request = () =>
        http
          .request<T>({
            method,
            url: path,
            params: query,
            data: body,
            headers: sent,
            ...(responseType && { responseType }),
            ...(onUploadProgress && { onUploadProgress: (e: { loaded: number; total?: number }) => onUploadProgress(e.total ? e.loaded / e.total : 0) }),
          })
          .catch(refusalAsJson);
      const res = await (method === 'GET' ? request() : reads.writing(request));
      const headers = Object.fromEntries(Object.entries(res.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v === undefined || v === null ? undefined : String(v)]));
      return { data: res.data, headers };
    },
  };
}

/** A refusal that came as a Blob (a file was asked for) read back as its JSON, so its reason can be told. */
async function refusalAsJson(error: any): Promise<never> {
  const data = error?.response?.data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      error.response.data = JSON.parse(await data.text());
    } catch {
      // Not JSON: the error says its status.
    }
  }
  throw error;
}

/** A read's query filled in, and what identifies it among the reads shared (shared-reads.ts). */
function readKey(spec: CallSpec, ctx: TemplateContext) {
  const params = Object.fromEntries(
    Object.entries(spec.query ?? {})
      .map(([key, value]) => [key, typeof value === 'string' ? fill(value, ctx) : value])
      .filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
  return { key: readKeyOf(fillPath(spec.path, ctx), params), params };
}

// Kept apart from the provider and its HTTP client: the registry, which the server loads to check descriptors, reads
// refusals without bringing axios along.
export { serverRefusal, type ServerRefusal } from './server-refusal';
