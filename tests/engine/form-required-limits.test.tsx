// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormScreen as FormDescriptor } from '../../engine/model/descriptor';
import { lightValidator } from '../../engine/form/light-validator';
import { BlueprintForm } from '../../engine/theme';
import { renderForm, strictProvider } from './form-harness';

// Issue 6, item 5: required fields and length limits show before saving. The rjsf schema's `required` list (from
// the entity schema) and the descriptor's own required rules both mark a field "(required)"; a maxLength shows
// as "up to N characters", then as a live count.

afterEach(cleanup);

const groupOf = (label: RegExp) => screen.getByLabelText(label).closest('.bp6-form-group') as HTMLElement;

describe('marks drawn from the rjsf schema', () => {
  const schema: RJSFSchema = {
    type: 'object',
    required: ['title'],
    properties: {
      title: { type: 'string', title: 'Title', maxLength: 400 },
      note: { type: ['string', 'null'], title: 'Note' },
      seo: { type: 'object', title: 'SEO', required: ['slug'], properties: { slug: { type: 'string', title: 'Slug', maxLength: 60 } } },
    },
  };

  it('labels required fields "(required)", nested ones too, and no other', () => {
    render(<BlueprintForm schema={schema} validator={lightValidator} />);
    expect(within(groupOf(/^Title/)).getByText('(required)')).toBeTruthy();
    expect(within(groupOf(/^Slug/)).getByText('(required)')).toBeTruthy();
    expect(within(groupOf(/^Note/)).queryByText('(required)')).toBeNull();
  });

  it('shows the limit as helper text, a live count only near it (issue 17, item 11), red past it', () => {
    render(<BlueprintForm schema={schema} validator={lightValidator} />);
    const title = screen.getByLabelText(/^Title/);
    expect(within(groupOf(/^Title/)).getByText('up to 400 characters')).toBeTruthy();
    expect(title.getAttribute('aria-describedby')).toContain('root_title__limit');
    fireEvent.change(title, { target: { value: 'Twelve chars' } });
    // Far from the limit: no counter, the limit stays.
    expect(within(groupOf(/^Title/)).queryByText('12 / 400')).toBeNull();
    expect(within(groupOf(/^Title/)).getByText('up to 400 characters')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'x'.repeat(319) } });
    expect(within(groupOf(/^Title/)).queryByText('319 / 400')).toBeNull();
    fireEvent.change(title, { target: { value: 'x'.repeat(320) } });
    expect(within(groupOf(/^Title/)).getByText('320 / 400')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Slug/), { target: { value: 'x'.repeat(61) } });
    expect(within(groupOf(/^Slug/)).getByText('61 / 60').className).toContain('bo-field-limit-over');
    expect(within(groupOf(/^Note/)).queryByText(/characters/)).toBeNull();
  });
});

describe('marks on a descriptor form', () => {
  it('a field the descriptor requires is marked before any save, a requiredIf one only while its condition holds', async () => {
    const form = {
      kind: 'form',
      route: '/form',
      title: 'Add link',
      entity: 'link',
      idField: 'linkId',
      parts: [
        { section: 'Link', parts: [{ name: 'name', label: 'Name', widget: 'text', required: 'Please input name!' }] },
        { name: 'kind', label: 'Kind', widget: 'select', options: { from: 'fixed', values: [{ value: 'url', label: 'URL' }, { value: 'none', label: 'None' }] } },
        { name: 'url', label: 'Address', widget: 'text', required: 'Please input the address!', requiredIf: { field: 'kind', equals: 'url' } },
      ],
      save: { create: { method: 'POST', path: '/Links' } },
      notices: { failure: { message: 'Something went wrong during saving data....' } },
    } as unknown as FormDescriptor;
    const api = strictProvider({});
    renderForm(form, api.provider);
    expect(within(groupOf(/^Name/)).getByText('(required)')).toBeTruthy();
    expect(within(groupOf(/^Address/)).queryByText('(required)')).toBeNull();
    await screen.findByRole('option', { name: 'URL' });
    fireEvent.change(screen.getByLabelText(/^Kind/), { target: { value: '0' } });
    expect(await within(groupOf(/^Address/)).findByText('(required)')).toBeTruthy();
    expect(api.unexpected).toEqual([]);
  });
});
