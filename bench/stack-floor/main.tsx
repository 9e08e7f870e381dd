/**
 * The least a back office on the prescribed stack ships to draw one form: React, a react-router data router,
 * axios, an rjsf form of 60 text inputs drawn with Blueprint's parts, in a Blueprint frame, reading its record
 * with one request. No code of ours besides this file, so its size and paint time are a floor for ours.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider, useParams } from 'react-router-dom';
import axios from 'axios';
import Form from '@rjsf/core';
import type { RJSFSchema, ValidatorType, WidgetProps } from '@rjsf/utils';
import { Button, Callout, FormGroup, HTMLTable, InputGroup, Navbar, Section, SectionCard, Spinner } from '@blueprintjs/core';
import { FIELDS } from '../ra-anchor/src/fields';

// rjsf needs a validator object; a floor checks nothing.
const validator = { validateFormData: () => ({ errors: [], errorSchema: {} }), isValid: () => true, rawValidation: () => ({}), toErrorList: () => [] } as unknown as ValidatorType;
const schema: RJSFSchema = { type: 'object', properties: Object.fromEntries(FIELDS.map((name) => [name, { type: 'string', title: name }])) };
const TextWidget = ({ id, value, label, onChange }: WidgetProps) => (
  <FormGroup label={label} labelFor={id}>
    <InputGroup id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
  </FormGroup>
);

function Edit() {
  const { id } = useParams();
  const [record, setRecord] = useState<Record<string, unknown> | null>(null);
  useEffect(() => void axios.get<Record<string, unknown>[]>('/posts.json').then((r) => setRecord(r.data.find((p) => String(p.id) === id) ?? {})), [id]);
  return (
    <>
      <Navbar><Navbar.Heading>Floor</Navbar.Heading></Navbar>
      <main>
        <h1>Post {id}</h1>
        {!record ? <Spinner /> : (
          <Section title="Post">
            <SectionCard>
              <Callout>Edit the post.</Callout>
              <Form schema={schema} formData={record} onChange={(e) => setRecord(e.formData)} validator={validator} widgets={{ TextWidget }}>
                <Button type="submit" text="Save" />
              </Form>
            </SectionCard>
          </Section>
        )}
      </main>
    </>
  );
}

// The list the warm navigation starts from: each record's link opens its form in the page.
function List() {
  const [records, setRecords] = useState<Record<string, unknown>[] | null>(null);
  useEffect(() => void axios.get<Record<string, unknown>[]>('/posts.json').then((r) => setRecords(r.data)), []);
  return (
    <main>
      <h1>Posts</h1>
      {!records ? <Spinner /> : (
        <HTMLTable>
          <tbody>
            {records.map((r) => (
              <tr key={String(r.id)}>
                <td><Link to={`/posts/${r.id}`}>{String(r[FIELDS[0]])}</Link></td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <RouterProvider router={createBrowserRouter([{ path: '/posts', element: <List /> }, { path: '/posts/:id', element: <Edit /> }])} />,
);
