import type { AddressInfo } from 'node:net';
import OpenAPIClientAxios, { type OpenAPIClient } from 'openapi-client-axios';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/harness';
import { ownServer, type OwnServer } from '../support/own-server';
import { png, uniqueName } from './media-support';

type Schema = OpenAPIV3.SchemaObject;

/**
 * An integrator's client, generated from the published document alone: its methods are the document's
 * operationIds, and every body, parameter and field name below is read from the document's schemas, never
 * written from the prose of the specification.
 */
describe('A client generated from /api/docs/json', () => {
  let server: OwnServer;
  let document: OpenAPIV3.Document;
  let client: OpenAPIClient;

  const operation = (method: 'get' | 'put' | 'post', path: string) => document.paths[path]![method]!;
  const jsonBodyOf = (method: 'put' | 'post', path: string) =>
    (operation(method, path).requestBody as OpenAPIV3.RequestBodyObject).content['application/json'].schema as Schema;
  /** A value for each required property the document names, of the type and within the bounds it gives. */
  const sampleOf = (schema: Schema, stem: string): Record<string, unknown> =>
    Object.fromEntries(
      (schema.required ?? []).map((name) => {
        const property = schema.properties![name] as Schema;
        if (property.enum) return [name, property.enum[0]];
        if (property.type === 'integer' || property.type === 'number') return [name, property.minimum ?? 1];
        return [name, `${stem} ${name}`.slice(0, property.maxLength ?? 100)];
      }),
    );

  beforeAll(async () => {
    server = await ownServer('sqlite');
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    document = (await fetch(`${base}/api/docs/json`).then((r) => r.json())) as OpenAPIV3.Document;
    client = await new OpenAPIClientAxios({ definition: document as never, axiosConfigDefaults: { baseURL: base } }).init();
  });
  afterAll(() => server.close());

  it('names every operation, so each is a method of the client', () => {
    const operations = Object.values(document.paths).flatMap((item) => ['get', 'put', 'post', 'delete', 'patch'].map((m) => (item as Record<string, OpenAPIV3.OperationObject>)[m]).filter(Boolean));
    const ids = operations.map((o) => o.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(operations.length);
    for (const id of ids) expect(typeof client[id!]).toBe('function');
  });

  it('signs in, creates and updates a testimonial, and uploads an image, from the document alone', async () => {
    const credentials = jsonBodyOf('post', '/api/Users/Login');
    expect(credentials.required).toEqual(['username', 'password']);
    const signedIn = await client.postUsersLogin(undefined, { username: ADMIN.username, password: ADMIN.password });
    const answer = (operation('post', '/api/Users/Login').responses['200'] as OpenAPIV3.ResponseObject).content!['application/json'].schema as Schema;
    expect(answer.properties!.token).toEqual({ type: 'string' });
    const { token } = signedIn.data as { token: string };
    expect(token.length).toBeGreaterThanOrEqual(20);
    client.defaults.headers.common.Authorization = `Bearer ${token}`;

    // Create: the required fields of the documented body, each filled as its schema allows.
    const created = sampleOf(jsonBodyOf('post', '/api/Testimonials'), 'Generated');
    const posted = await client.postTestimonials(undefined, created);
    expect(posted.status).toBe(200);
    const languageParameter = (operation('get', '/api/Testimonials/ByLanguageId').parameters as OpenAPIV3.ParameterObject[]).map((p) => p.name);
    const byLanguage = await client.getTestimonialsByLanguageId(Object.fromEntries(languageParameter.map((name) => [name, created.languageId as number])));
    const rows = byLanguage.data as Record<string, unknown>[];
    const row = rows.find((r) => r.fullName === created.fullName)!;
    expect(row).toMatchObject(created);

    // Update: the body the document describes for PUT, its required id included, taken from what was read.
    const put = jsonBodyOf('put', '/api/Testimonials');
    const body = Object.fromEntries(Object.keys(put.properties!).filter((name) => name in row).map((name) => [name, row[name]]));
    body.testimonialText = 'Changed by a generated client';
    const updated = await client.putTestimonials(undefined, body);
    expect(updated.status).toBe(200);
    const idName = (operation('get', '/api/Testimonials').parameters as OpenAPIV3.ParameterObject[])[0].name;
    const reread = await client.getTestimonials({ [idName]: row.testimonialId as number });
    // The document answers this read with a list (the specification's shape), which the client takes as it says.
    const readAnswer = (operation('get', '/api/Testimonials').responses['200'] as OpenAPIV3.ResponseObject).content!['application/json'].schema as Schema;
    expect(readAnswer.type).toBe('array');
    expect(reread.data).toMatchObject([{ testimonialId: row.testimonialId, testimonialText: 'Changed by a generated client' }]);

    // Upload: the multipart field the document names, with a folder its pattern accepts.
    const upload = operation('post', '/api/AWSS3File/uploadFile');
    const multipart = (upload.requestBody as OpenAPIV3.RequestBodyObject).content['multipart/form-data'].schema as Schema;
    const [field] = Object.entries(multipart.properties!).find(([, p]) => ((p as OpenAPIV3.ArraySchemaObject).items as Schema)?.format === 'binary')!;
    const folder = (upload.parameters as OpenAPIV3.ParameterObject[]).find((p) => p.in === 'query')!;
    expect(new RegExp((folder.schema as Schema).pattern!).test('EN')).toBe(true);
    const form = new FormData();
    const name = uniqueName('generated');
    form.append(field, new Blob([new Uint8Array(png(40, 30))], { type: 'image/png' }), name);
    const uploaded = await client.postAWSS3FileUploadFile({ [folder.name]: 'EN' }, form);
    expect(uploaded.status).toBe(200);
    expect((uploaded.data as { files: { name: string; width: number; height: number }[] }).files).toMatchObject([{ name, width: 40, height: 30 }]);
  });
});
