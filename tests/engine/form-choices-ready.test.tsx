// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormScreen as FormDescriptor } from '../../engine/model/descriptor';
import { renderForm, strictProvider } from './form-harness';
import { settled } from './settled';

// A form opens whole: a select whose choices come from the server is not drawn empty while its stored value waits
// for them (an editor would read the guide's URL as unset, and a test reading it straight after the title failed).

afterEach(cleanup);

const form = {
  kind: 'form',
  route: '/form',
  title: 'Guide',
  entity: 'academy',
  load: { call: { path: '/Academy/7' } },
  idField: 'academyId',
  parts: [
    { name: 'title', label: 'Title', widget: 'text' },
    { name: 'urlTableId', label: 'URL', widget: 'select', options: { from: 'call', call: { path: '/Routes' }, value: 'urlTableId', label: 'url' } },
  ],
  save: { update: { method: 'PUT', path: '/Academy' } },
  notices: { failure: { message: 'Something went wrong during saving data....' } },
} as unknown as FormDescriptor;

describe('a form and its choice lists', () => {
  it('shows the loading spinner until the choices are in, then the stored value selected', async () => {
    let answerRoutes: (rows: unknown) => void = () => undefined;
    const routes = new Promise((resolve) => (answerRoutes = resolve));
    const api = strictProvider({
      'GET /Academy/7': () => ({ academyId: 7, title: 'A guide', urlTableId: 12 }),
      'GET /Routes': () => routes,
    });
    renderForm(form, api.provider);
    // Waiting on its choices: both reads made, the second still unanswered.
    await waitFor(() => expect(api.calls.map(({ call }) => call).sort()).toEqual(['GET /Academy/7', 'GET /Routes']));
    await settled(() => document.body.innerHTML);
    expect(screen.queryByLabelText(/^Title/)).toBeNull();
    expect(screen.getByRole('progressbar')).toBeTruthy();

    await act(async () => answerRoutes([{ urlTableId: 11, url: 'academy/first' }, { urlTableId: 12, url: 'academy/second' }]));
    expect(((await screen.findByLabelText(/^Title/)) as HTMLInputElement).value).toBe('A guide');
    const url = screen.getByLabelText(/^URL/) as HTMLSelectElement;
    expect(url.selectedOptions[0]?.textContent).toBe('academy/second');
    expect(api.unexpected).toEqual([]);
  });

  it('loads a list that reads no record value once as the form opens, and one naming a record value again once that value is here', async () => {
    const naming = {
      ...form,
      parts: [...form.parts, { name: 'parentId', label: 'Parent', widget: 'select', options: { from: 'call', call: { path: '/Academy/{record.academyId}/Parents' }, value: 'id', label: 'title' } }],
    } as unknown as FormDescriptor;
    const api = strictProvider({
      'GET /Academy/7': () => ({ academyId: 7, title: 'A guide', urlTableId: 12, parentId: 3 }),
      'GET /Routes': () => [{ urlTableId: 12, url: 'academy/second' }],
      'GET /Academy/7/Parents': () => [{ id: 3, title: 'Basics' }],
    });
    renderForm(naming, api.provider);
    expect(((await screen.findByLabelText(/^Title/)) as HTMLInputElement).value).toBe('A guide');
    await waitFor(() => expect((screen.getByLabelText(/^Parent/) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Basics'));
    await settled(() => api.calls.length);
    // The routes once (the record does not change them), the parents once their call could be filled.
    expect(api.calls.map(({ call }) => call).sort()).toEqual(['GET /Academy/7', 'GET /Academy/7/Parents', 'GET /Routes']);
    expect(api.unexpected).toEqual([]);
  });

  it("draws a list of the descriptor's own values with its first draw, its default chosen, and never empty", async () => {
    const fixed = {
      ...form,
      load: undefined,
      parts: [
        { name: 'title', label: 'Title', widget: 'text' },
        { name: 'level', label: 'Level', widget: 'select', default: 'basic', options: { from: 'fixed', values: [{ value: 'basic', label: 'Basic' }, { value: 'expert', label: 'Expert' }] } },
      ],
    } as unknown as FormDescriptor;
    // Every state the select is drawn in, as it is drawn: the options it offers and the one chosen.
    const drawn: string[] = [];
    const observer = new MutationObserver(() => {
      const select = document.querySelector<HTMLSelectElement>('select[id="root_level"]');
      if (select) drawn.push(`${[...select.options].map((o) => o.textContent).join('/')} = ${select.selectedOptions[0]?.textContent}`);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const api = strictProvider({});
    renderForm(fixed, api.provider);
    await screen.findByLabelText(/^Title/);
    await settled(() => document.body.innerHTML);
    observer.disconnect();
    expect(new Set(drawn)).toEqual(new Set(['Basic/Expert/— = Basic']));
    expect(api.unexpected).toEqual([]);
  });
});

