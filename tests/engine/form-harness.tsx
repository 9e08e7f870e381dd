import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { EngineContext } from '../../engine/EngineContext';
import type { AccessSubject } from '../../engine/access/can-access';
import type { DataProvider } from '../../engine/data/provider';
import { fillPath } from '../../engine/data/templates';
import type { FormScreen as FormDescriptor } from '../../engine/model/descriptor';
import FormScreen from '../../engine/screens/FormScreen';

/** What a fake API answers to one call, "PUT /Routes": the answer, or a thrown refusal. */
export type Answers = Record<string, (body: unknown) => unknown>;

export interface RecordedCall {
  call: string;
  body: unknown;
  /** Headers the call was sent with (a restore's X-Restores), where it had any. */
  headers?: Record<string, string>;
}

/**
 * A data provider that answers only the calls a test declares; any other call fails the test (it is recorded in
 * `unexpected` and refused).
 */
export function strictProvider(answers: Answers) {
  const calls: RecordedCall[] = [];
  const unexpected: string[] = [];
  const answer = async (call: string, body: unknown, headers?: Record<string, string>) => {
    const handler = answers[call];
    if (!handler) {
      unexpected.push(call);
      throw new Error(`unexpected call ${call}`);
    }
    calls.push({ call, body, ...(headers && { headers }) });
    return handler(body);
  };
  const provider: DataProvider = {
    call: async (spec, ctx, body, headers) => answer(`${spec.method ?? 'GET'} ${fillPath(spec.path, ctx)}`, body, headers) as never,
    get: async (path) => answer(`GET ${path}`, undefined) as never,
    send: async (request) => Promise.reject(new Error(`unexpected call ${request.method} ${request.path}`)),
  };
  return { provider, calls, unexpected };
}

/** A refusal as axios rejects it, with the server's error body (docs/api.md). */
export function refusal(data: { statusCode: number; code: string; message: string; field?: string; reason?: string }) {
  return Object.assign(new Error(`Request failed with status code ${data.statusCode}`), {
    response: { status: data.statusCode, data: { error: 'Bad Request', ...data } },
  });
}

export const ADMIN: AccessSubject = { isAdministrator: true, permissions: [] };

/** A reader of one data type in English (role 7: read). */
export const reader = (dataTypeId: number): AccessSubject => ({ isAdministrator: false, permissions: [{ languageId: 1, roleId: 7, dataTypeId }] });

/**
 * Renders a form screen in a data router (as the app does), at `path` (/form unless said, opened at `at`), next to
 * /elsewhere, a plain page to leave to, and any other address (a list a saved form goes back to). `subject` decides what the signed-in role may do;
 * `followLanguage` is told when the record opened decides the screen's language (the shell's language switch).
 */
export function renderForm(
  descriptor: FormDescriptor,
  provider: DataProvider,
  subject: AccessSubject = ADMIN,
  { path = '/form', at = path, followLanguage }: { path?: string; at?: string; followLanguage?: (languageId: number) => void } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element: <FormScreen descriptor={descriptor} /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
      // Where a saved form leads back to (its list).
      { path: '*', element: <p>Another screen</p> },
    ],
    { initialEntries: [at] },
  );
  const utils = render(
    <EngineContext.Provider value={{ provider, subject, language: 1, followLanguage }}>
      <RouterProvider router={router} />
    </EngineContext.Provider>,
  );
  return { ...utils, router };
}
