// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { withTheme } from '@rjsf/core';
import Quill from 'quill';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BlueprintForm, createBlueprintTheme, type MediaPickerProps, type PickedImage } from '../../engine/theme';
import { loadWidget } from '../../engine/theme/widgets/lazy-modules';
import { settled } from './settled';

afterEach(cleanup);

type FormProps = Partial<ComponentProps<typeof BlueprintForm>>;

/** Renders a schema through BlueprintForm; `data()` is the latest formData the form reported. */
function setup(schema: RJSFSchema, uiSchema: UiSchema = {}, props: FormProps = {}) {
  const onChange = vi.fn();
  const onSubmit = vi.fn();
  const utils = render(
    <BlueprintForm schema={schema} uiSchema={uiSchema} validator={validator} onChange={onChange} onSubmit={onSubmit} {...props} />,
  );
  const data = () => onChange.mock.lastCall?.[0].formData;
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return { ...utils, onChange, onSubmit, data, submit };
}

/** Clicks a choice of a Blueprint select list (the MenuItem's anchor inside the role=option item). */
async function choose(name: string | RegExp) {
  const option = await screen.findByRole('option', { name });
  fireEvent.click(option.querySelector('a') ?? option);
}

const obj = (properties: Record<string, RJSFSchema>, required: string[] = []): RJSFSchema => ({
  type: 'object',
  properties,
  required,
});

const routes: RJSFSchema = {
  type: 'string',
  title: 'Route',
  oneOf: [
    { const: '/en/reviews', title: '/en/reviews' },
    { const: '/en/academy', title: '/en/academy' },
    { const: '/en/bonus', title: '/en/bonus' },
  ],
};

const platforms: RJSFSchema = {
  type: 'number',
  title: 'Platform',
  oneOf: [
    { const: 11, title: 'Mintos' },
    { const: 12, title: 'PeerBerry' },
    { const: 13, title: 'Bondora' },
  ],
};

const images: PickedImage[] = [
  { name: 'team-anna.jpg', url: 'https://cdn.example/media/team-anna.jpg', key: 'EN/team-anna.jpg', altText: 'Anna', caption: '' },
  { name: 'logo.png', url: 'https://cdn.example/media/logo.png', key: 'EN/logo.png', altText: '', caption: '' },
];

/** A stand-in for the engine's media library: one button per image. */
function FakePicker({ onChoose, onClose, chooseLabel }: MediaPickerProps) {
  return (
    <div role="dialog" aria-label="Picker">
      {images.map((image) => (
        <button key={image.key} type="button" onClick={() => onChoose(image)}>{`${chooseLabel} ${image.name}`}</button>
      ))}
      <button type="button" onClick={onClose}>Close picker</button>
    </div>
  );
}

// The select kinds load their code on first use (as a screen opening starts it): here it is loaded before drawing.
beforeAll(async () => {
  await Promise.all((['multiselect', 'route', 'platform', 'permissions'] as const).map(loadWidget));
});

describe('text, textarea, password, number', () => {
  it('typing changes formData; an emptied box gives undefined', () => {
    const { data } = setup(obj({ title: { type: 'string', title: 'Title' } }), { title: { 'ui:widget': 'text' } });
    const input = screen.getByLabelText('Title');
    expect(input.closest('.bp6-input-group')).not.toBeNull();
    fireEvent.change(input, { target: { value: 'Hello' } });
    expect(data()).toEqual({ title: 'Hello' });
    fireEvent.change(input, { target: { value: '' } });
    expect(data()).toEqual({ title: undefined });
  });

  it('textarea takes its rows from ui:options.rows', () => {
    const { data } = setup(obj({ note: { type: 'string', title: 'Note' } }), {
      note: { 'ui:widget': 'textarea', 'ui:options': { rows: 8 } },
    });
    const area = screen.getByLabelText('Note');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('8');
    expect(area.className).toContain('bp6-input');
    fireEvent.change(area, { target: { value: 'line 1\nline 2' } });
    expect(data()).toEqual({ note: 'line 1\nline 2' });
  });

  it('password is a masked box', () => {
    const { data } = setup(obj({ password: { type: 'string', title: 'Password' } }), {
      password: { 'ui:widget': 'password' },
    });
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.change(input, { target: { value: 's3cret' } });
    expect(data()).toEqual({ password: 's3cret' });
  });

  it('number gives numbers, and undefined when emptied', () => {
    const { data } = setup(
      obj({ platforms: { type: 'number', title: 'Platforms' }, count: { type: 'integer', title: 'Count' } }),
      { platforms: { 'ui:widget': 'number' }, count: { 'ui:widget': 'number' } },
      { formData: { platforms: 5 } },
    );
    const input = screen.getByLabelText('Platforms') as HTMLInputElement;
    expect(input.type).toBe('number');
    expect(input.value).toBe('5');
    fireEvent.change(input, { target: { value: '42.5' } });
    expect(data()).toEqual({ platforms: 42.5 });
    fireEvent.change(input, { target: { value: '' } });
    expect(data().platforms).toBeUndefined();
    fireEvent.change(screen.getByLabelText('Count'), { target: { value: '7' } });
    expect(data().count).toBe(7);
  });
});

describe('select', () => {
  it('lists the oneOf choices with an empty "—" choice when not required, and keeps number values', () => {
    const { data } = setup(obj({ platform: platforms }), { platform: { 'ui:widget': 'select' } });
    const select = screen.getByLabelText('Platform') as HTMLSelectElement;
    expect(select.closest('.bp6-html-select')).not.toBeNull();
    expect(Array.from(select.options).map((o) => o.text)).toEqual(['—', 'Mintos', 'PeerBerry', 'Bondora']);
    fireEvent.change(select, { target: { value: '1' } });
    expect(data()).toEqual({ platform: 12 });
    fireEvent.change(select, { target: { value: '' } });
    expect(data().platform).toBeUndefined();
  });

  it('works from enum too, and offers no "—" once a required field has a value', () => {
    setup(
      obj({ kind: { type: 'string', title: 'Kind', enum: ['review', 'academy'] } }, ['kind']),
      { kind: { 'ui:widget': 'select' } },
      { formData: { kind: 'academy' } },
    );
    const select = screen.getByLabelText(/^Kind/) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.text)).toEqual(['review', 'academy']);
    expect(select.options[select.selectedIndex].text).toBe('academy');
  });

  it('finds the choice of a number loaded as text', () => {
    setup(obj({ platform: platforms }), { platform: { 'ui:widget': 'select' } }, { formData: { platform: '13' } });
    const select = screen.getByLabelText('Platform') as HTMLSelectElement;
    expect(select.options[select.selectedIndex].text).toBe('Bondora');
  });
});

describe('multiselect', () => {
  const schema = obj({ platform: { type: 'array', title: 'Featured', uniqueItems: true, items: platforms } });

  it('chooses and removes options; the value is an array of option values', async () => {
    const { data } = setup(schema, { platform: { 'ui:widget': 'multiselect' } }, { formData: { platform: [11] } });
    expect(screen.getByText('Mintos').closest('.bp6-tag')).not.toBeNull();
    fireEvent.click(screen.getByLabelText('Featured'));
    await choose('Bondora');
    expect(data()).toEqual({ platform: [11, 13] });
    // choosing a chosen option again removes it
    await choose('Mintos');
    expect(data()).toEqual({ platform: [13] });
  });

  it('filters by the typed text and removes a tag with its button', async () => {
    const { data } = setup(schema, { platform: { 'ui:widget': 'multiselect' } }, { formData: { platform: [11, 12] } });
    const input = screen.getByLabelText('Featured');
    fireEvent.click(input);
    // Typed into the field before its list's code is here: the list opens with it as the query.
    fireEvent.change(input, { target: { value: 'bond' } });
    expect(await screen.findByRole('option', { name: 'Bondora' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'PeerBerry' })).toBeNull();
    expect((screen.getByLabelText('Featured') as HTMLInputElement).value).toBe('bond');
    const tag = screen.getByText('Mintos').closest('.bp6-tag') as HTMLElement;
    fireEvent.click(within(tag).getByRole('button'));
    expect(data()).toEqual({ platform: [12] });
  });

  it('is drawn closed without the list until used, and removes or clears tags there', async () => {
    const { data, container } = setup(schema, { platform: { 'ui:widget': 'multiselect' } }, { formData: { platform: [11, 12] } });
    expect(container.querySelector('.bp6-multi-select')).not.toBeNull();
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
    // Focus alone fetches the list's code but opens nothing.
    fireEvent.focus(screen.getByLabelText('Featured'));
    await settled(() => container.innerHTML);
    expect(screen.queryByRole('listbox')).toBeNull();
    const tag = screen.getByText('Mintos').closest('.bp6-tag') as HTMLElement;
    fireEvent.click(within(tag).getByRole('button'));
    expect(data()).toEqual({ platform: [12] });
    fireEvent.click(screen.getByRole('button', { name: 'Clear selected items' }));
    expect(data()).toEqual({ platform: [] });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens its list on a key pressed in the closed field', async () => {
    setup(schema, { platform: { 'ui:widget': 'multiselect' } }, { formData: { platform: [] } });
    fireEvent.keyDown(screen.getByLabelText('Featured'), { key: 'ArrowDown' });
    expect(await screen.findByRole('option', { name: 'PeerBerry' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Featured'));
  });

  it('also works for an array rendered by the custom widget without uniqueItems', async () => {
    const { data } = setup(
      obj({ link: { type: 'array', title: 'Links', items: { type: 'number', oneOf: platforms.oneOf } } }),
      { link: { 'ui:widget': 'multiselect' } },
    );
    fireEvent.click(screen.getByLabelText('Links'));
    await choose('PeerBerry');
    expect(data()).toEqual({ link: [12] });
  });
});

describe('checkbox', () => {
  it('is a Blueprint Checkbox with the label; clicking sets true', () => {
    const { data } = setup(obj({ active: { type: 'boolean', title: 'Active' } }), { active: { 'ui:widget': 'checkbox' } });
    const box = screen.getByLabelText('Active') as HTMLInputElement;
    expect(box.closest('.bp6-checkbox')).not.toBeNull();
    // the FieldTemplate shows no second label for it
    expect(screen.getAllByText('Active')).toHaveLength(1);
    fireEvent.click(box);
    expect(data()).toEqual({ active: true });
  });
});

describe('date', () => {
  it('shows DD.MM.YYYY, reads a stored date-time by its day, and gives an ISO day when typed', async () => {
    const { data } = setup(
      obj({ validUntil: { type: 'string', title: 'Valid until' } }),
      { validUntil: { 'ui:widget': 'date' } },
      { formData: { validUntil: '2024-03-05T00:00:00' } },
    );
    // The picker loads on first use; its stand-in shows the same day, disabled.
    const input = await waitFor(() => {
      const found = screen.getByLabelText('Valid until') as HTMLInputElement;
      expect(found.disabled).toBe(false);
      return found;
      // The first import of the picker's module is transformed on demand, which can take seconds on a cold run.
    }, { timeout: 15_000 });
    expect(input.value).toBe('05.03.2024');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '17.04.2025' } });
    await waitFor(() => expect(data()).toEqual({ validUntil: '2025-04-17' }));
    fireEvent.blur(input);
    expect(input.value).toBe('17.04.2025');
  });

  it('picks a day in the calendar and clears to undefined', async () => {
    const { data } = setup(
      obj({ day: { type: 'string', title: 'Day' } }),
      { day: { 'ui:widget': 'date' } },
      { formData: { day: '2024-03-05' } },
    );
    const input = await waitFor(() => {
      const found = screen.getByLabelText('Day') as HTMLInputElement;
      expect(found.disabled).toBe(false);
      return found;
    });
    fireEvent.focus(input);
    fireEvent.click(input);
    const day20 = await waitFor(() => {
      const days = Array.from(document.querySelectorAll<HTMLElement>('button[name="day"]'));
      const day = days.find((d) => d.textContent === '20' && !d.className.includes('outside'));
      expect(day).toBeDefined();
      return day!;
    });
    fireEvent.click(day20);
    await waitFor(() => expect(data()).toEqual({ day: '2024-03-20' }));
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => expect(data().day).toBeUndefined());
  });
});

describe('route and platform', () => {
  it('route: a select with a search box over the route urls', async () => {
    const { data } = setup(obj({ homeRoute: routes }), { homeRoute: { 'ui:widget': 'route' } });
    const button = screen.getByLabelText('Route');
    expect(button.textContent).toBe('Select a route…');
    fireEvent.click(button);
    const search = await screen.findByPlaceholderText('Search routes…');
    fireEvent.change(search, { target: { value: 'acad' } });
    await waitFor(() => expect(screen.queryByRole('option', { name: '/en/bonus' })).toBeNull());
    await choose('/en/academy');
    expect(data()).toEqual({ homeRoute: '/en/academy' });
    expect(button.textContent).toBe('/en/academy');
  });

  it('route: "—" clears a route that is not required; a required route has no "—"', async () => {
    const { data } = setup(obj({ a: routes, b: { ...routes, title: 'Other' } }, ['b']), {
      a: { 'ui:widget': 'route' },
      b: { 'ui:widget': 'route' },
    }, { formData: { a: '/en/bonus', b: '/en/bonus' } });
    const a = screen.getByLabelText('Route');
    const b = screen.getByLabelText(/^Other/);
    fireEvent.click(a);
    await choose('—');
    expect(data().a).toBeUndefined();
    fireEvent.click(b);
    const listboxId = b.closest('[aria-controls]')!.getAttribute('aria-controls')!;
    const listbox = await waitFor(() => {
      const found = document.getElementById(listboxId);
      expect(found).not.toBeNull();
      return found!;
    });
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['/en/reviews', '/en/academy', '/en/bonus']);
  });

  it('platform: the same searchable select with its own texts, over review ids', async () => {
    const { data } = setup(obj({ platform: platforms }), { platform: { 'ui:widget': 'platform' } });
    const button = screen.getByLabelText('Platform');
    expect(button.textContent).toBe('Select a platform…');
    fireEvent.click(button);
    const search = await screen.findByPlaceholderText('Search platforms…');
    fireEvent.change(search, { target: { value: 'peer' } });
    await choose('PeerBerry');
    expect(data()).toEqual({ platform: 12 });
  });
});

describe('richtext', () => {
  it('loads Quill lazily, shows the HTML value, 600 px high, and reports user edits as HTML', async () => {
    const { container, data } = setup(
      obj({ body: { type: 'string', title: 'Body' } }),
      { body: { 'ui:widget': 'richtext' } },
      { formData: { body: '<p>Hello <strong>world</strong></p>' } },
    );
    const editor = await screen.findByText('world', { selector: 'strong' }, { timeout: 10_000 });
    expect(editor.closest('.ql-editor')).not.toBeNull();
    expect(container.querySelector('.bo-richtext')?.getAttribute('style')).toContain('600px');
    expect(container.querySelector('.ql-toolbar')).not.toBeNull();
    const quill = Quill.find(container.querySelector('.ql-container') as HTMLElement) as Quill;
    act(() => void quill.setText('Changed\n', 'user'));
    await waitFor(() => expect(data()).toEqual({ body: '<p>Changed</p>' }));
    act(() => void quill.setText('\n', 'user'));
    await waitFor(() => expect(data().body).toBeUndefined());
  });
});

describe('image', () => {
  it("opens formContext.mediaPicker; choosing an image puts its name into the box", async () => {
    const { data } = setup(obj({ image: { type: 'string', title: 'Image' } }), { image: { 'ui:widget': 'image' } }, { formContext: { mediaPicker: FakePicker } });
    const box = screen.getByLabelText('Image') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'typed.jpg' } });
    expect(data()).toEqual({ image: 'typed.jpg' });
    fireEvent.click(screen.getByRole('button', { name: 'Open gallery' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose logo.png' }));
    expect(data()).toEqual({ image: 'logo.png' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box.value).toBe('logo.png');
  });

  it('stores the url with ui:options.store = "url"', async () => {
    const { data } = setup(
      obj({ image: { type: 'string', title: 'Image' } }),
      { image: { 'ui:widget': 'image', 'ui:options': { store: 'url' } } },
      { formContext: { mediaPicker: FakePicker } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open gallery' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose team-anna.jpg' }));
    expect(data()).toEqual({ image: 'https://cdn.example/media/team-anna.jpg' });
  });

  it('offers no gallery button without a picker; the box still takes a name', () => {
    const { data } = setup(obj({ image: { type: 'string', title: 'Image' } }), { image: { 'ui:widget': 'image' } });
    expect(screen.queryByRole('button', { name: 'Open gallery' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Image'), { target: { value: 'x.png' } });
    expect(data()).toEqual({ image: 'x.png' });
  });
});

describe('readonly', () => {
  it('shows the value, or the label of its choice, as plain text', () => {
    setup(
      obj({ name: { type: 'string', title: 'Language' }, platform: platforms, day: { type: 'string', title: 'Updated' } }),
      { name: { 'ui:widget': 'readonly' }, platform: { 'ui:widget': 'readonly' }, day: { 'ui:widget': 'readonly' } },
      { formData: { name: 'English', platform: 12, day: '2024-03-05T00:00:00' } },
    );
    expect(screen.getByText('English').tagName).toBe('DIV');
    expect(screen.getByText('PeerBerry')).toBeTruthy();
    expect(screen.getByText('05.03.2024')).toBeTruthy();
    expect(document.querySelectorAll('input')).toHaveLength(0);
  });
});

describe('templates', () => {
  it('FieldTemplate: FormGroup with label, "(required)" and helper text from description and ui:help', () => {
    const { container } = setup(obj({ url: { type: 'string', title: 'Route', description: 'Lowercase only' } }, ['url']), {
      url: { 'ui:help': 'Example: /en/reviews' },
    });
    const group = container.querySelector('.bp6-form-group') as HTMLElement;
    expect(group).not.toBeNull();
    expect(within(group).getByText('(required)')).toBeTruthy();
    const helper = group.querySelector('.bp6-form-helper-text') as HTMLElement;
    expect(helper.textContent).toContain('Lowercase only');
    expect(helper.textContent).toContain('Example: /en/reviews');
    expect(screen.getByLabelText(/^Route/)).toBeTruthy();
  });

  it('required errors show in the error list (Callout, danger) and under the field (intent danger)', async () => {
    const { container, submit, onSubmit } = setup(
      obj({ name: { type: 'string', title: 'Author Name' }, platform: platforms, body: { type: 'string', title: 'Body' } }, ['name', 'platform']),
      { platform: { 'ui:widget': 'platform' } },
      { noHtml5Validate: true },
    );
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    const callout = await waitFor(() => {
      const found = container.querySelector('.bp6-callout.bp6-intent-danger');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(within(callout).getAllByRole('listitem')).toHaveLength(2);
    const groups = Array.from(container.querySelectorAll('.bp6-form-group.bp6-intent-danger'));
    expect(groups).toHaveLength(2);
    expect(groups[0].querySelector('.bp6-form-helper-text')?.textContent).toMatch(/required/);
    // filling the field and saving again submits
    fireEvent.change(screen.getByLabelText(/^Author Name/), { target: { value: 'Anna' } });
    fireEvent.click(screen.getByLabelText(/^Platform/));
    await choose('Mintos');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].formData).toEqual({ name: 'Anna', platform: 11 });
  });

  it('ObjectFieldTemplate: a titled object gets a heading of its place in the outline (h2 under the page\'s h1), an untitled one none', () => {
    const { container } = setup(
      obj({
        seo: obj({ serpTitle: { type: 'string', title: 'SERP Title' } }),
        plain: obj({ x: { type: 'string', title: 'X' } }),
      }),
      { seo: { 'ui:title': 'SEO' } },
    );
    const headings = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => `${h.tagName} ${h.textContent}`);
    expect(headings).toEqual(['H2 SEO']);
    expect(container.querySelector('fieldset')).toBeNull();
    const titled = setup(obj({ team: { ...obj({ h2: { type: 'string', title: 'H2' } }), title: 'Team' } }));
    expect(within(titled.container).getByRole('heading', { level: 2, name: 'Team' })).toBeTruthy();
  });

  it('ArrayFieldTemplate: add, move up/down and remove Blueprint buttons change the array', () => {
    const { data } = setup(
      obj({ members: { type: 'array', title: 'Members', items: { type: 'string' } } }),
      {},
      { formData: { members: ['a', 'b'] } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(data()).toEqual({ members: ['a', 'b', undefined] });
    const moveUps = screen.getAllByRole('button', { name: 'Move up' });
    expect(moveUps[0]).toHaveProperty('disabled', true);
    fireEvent.click(moveUps[1]);
    expect(data().members.slice(0, 2)).toEqual(['b', 'a']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Move down' })[0]);
    expect(data().members.slice(0, 2)).toEqual(['a', 'b']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[2]);
    expect(data()).toEqual({ members: ['a', 'b'] });
    expect(screen.getAllByRole('button', { name: 'Remove' })[0].className).toContain('bp6-button');
  });

  it('ArrayFieldTemplate respects canAdd (maxItems reached, addable false)', () => {
    setup(obj({ a: { type: 'array', title: 'A', maxItems: 1, items: { type: 'string' } } }), {}, { formData: { a: ['x'] } });
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    cleanup();
    setup(obj({ a: { type: 'array', title: 'A', items: { type: 'string' } } }), { a: { 'ui:options': { addable: false } } });
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });

  it('SubmitButton: Blueprint primary "Save", or ui:submitButtonOptions text, disabled by its props', () => {
    setup(obj({}));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.className).toContain('bp6-intent-primary');
    expect(save.getAttribute('type')).toBe('submit');
    cleanup();
    setup(obj({}), { 'ui:submitButtonOptions': { submitText: 'Publish', props: { disabled: true } } });
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
  });
});

/** One field of every widget. */
const everything = obj({
  text: { type: 'string', title: 'Text' },
  area: { type: 'string', title: 'Area' },
  num: { type: 'number', title: 'Num' },
  pass: { type: 'string', title: 'Pass' },
  sel: platforms,
  multi: { type: 'array', title: 'Multi', uniqueItems: true, items: platforms },
  check: { type: 'boolean', title: 'Check' },
  day: { type: 'string', title: 'Day' },
  route: routes,
  platform: { ...platforms, title: 'Review' },
  body: { type: 'string', title: 'Body' },
  image: { type: 'string', title: 'Image' },
  shown: { type: 'string', title: 'Shown' },
  list: { type: 'array', title: 'List', items: { type: 'string' } },
});
const everythingUi: UiSchema = {
  text: { 'ui:widget': 'text' },
  area: { 'ui:widget': 'textarea' },
  num: { 'ui:widget': 'number' },
  pass: { 'ui:widget': 'password' },
  sel: { 'ui:widget': 'select' },
  multi: { 'ui:widget': 'multiselect' },
  check: { 'ui:widget': 'checkbox' },
  day: { 'ui:widget': 'date' },
  route: { 'ui:widget': 'route' },
  platform: { 'ui:widget': 'platform' },
  body: { 'ui:widget': 'richtext' },
  image: { 'ui:widget': 'image' },
  shown: { 'ui:widget': 'readonly' },
};
const everythingData = { text: 't', num: 1, multi: [11], day: '2024-01-02', body: '<p>x</p>', shown: 's', list: ['a', 'b'] };

describe('disabled and readonly', () => {
  it('a disabled Form disables every control', async () => {
    const { container } = setup(everything, everythingUi, { disabled: true, formData: everythingData });
    await waitFor(() => expect(container.querySelector('.ql-editor')).not.toBeNull(), { timeout: 10_000 });
    // A section's fold button reads, not edits: a reader folds a long form too (issue 17, item 2).
    const controls = Array.from(container.querySelectorAll('input, textarea, select, button:not(.bo-section-fold)'));
    expect(controls.length).toBeGreaterThan(15);
    const enabled = controls.filter((c) => !(c as HTMLInputElement).disabled);
    expect(enabled.map((c) => c.outerHTML)).toEqual([]);
    expect(container.querySelector('.ql-editor')?.getAttribute('contenteditable')).toBe('false');
    // the multiselect's tags cannot be removed
    expect(container.querySelector('.bp6-tag .bp6-tag-remove')).toBeNull();
  });

  it('a readonly Form lets nothing change', async () => {
    const { container } = setup(everything, everythingUi, { readonly: true, formData: everythingData });
    await waitFor(() => expect(container.querySelector('.ql-editor')).not.toBeNull(), { timeout: 10_000 });
    // A section's fold button reads, not edits (issue 17, item 2).
    const editable = Array.from(container.querySelectorAll('input, textarea, select, button:not(.bo-section-fold)')).filter(
      (c) => !(c as HTMLInputElement).disabled && !(c as HTMLInputElement).readOnly,
    );
    // the submit button is the form's own business (the engine hides or disables it)
    expect(editable.map((c) => c.textContent || c.outerHTML)).toEqual(['Save']);
    expect(container.querySelector('.ql-editor')?.getAttribute('contenteditable')).toBe('false');
  });
});

describe('createBlueprintTheme', () => {
  it('returns { widgets, templates } a caller can spread its own over', () => {
    const theme = createBlueprintTheme();
    expect(Object.keys(theme.widgets!)).toEqual(
      expect.arrayContaining(['text', 'textarea', 'number', 'password', 'select', 'multiselect', 'checkbox', 'date', 'route', 'platform', 'richtext', 'image', 'readonly']),
    );
    expect(theme.templates).toMatchObject({
      FieldTemplate: expect.any(Function),
      ObjectFieldTemplate: expect.any(Function),
      ArrayFieldTemplate: expect.any(Function),
      BaseInputTemplate: expect.any(Function),
      ErrorListTemplate: expect.any(Function),
    });
    expect(theme.templates!.ButtonTemplates!.SubmitButton).toEqual(expect.any(Function));
  });

  it('overrides replace single widgets and buttons and keep the rest', () => {
    const Shout = (props: WidgetProps) => <input aria-label="shout" value={props.value ?? ''} onChange={(e) => props.onChange(e.target.value.toUpperCase())} />;
    const Submit = () => <button type="submit">Go</button>;
    const theme = createBlueprintTheme({ widgets: { text: Shout }, templates: { ButtonTemplates: { SubmitButton: Submit } } });
    expect(theme.templates!.ButtonTemplates!.AddButton).toBe(createBlueprintTheme().templates!.ButtonTemplates!.AddButton);
    const Form = withTheme(theme);
    const onChange = vi.fn();
    render(
      <Form
        schema={obj({ a: { type: 'string', title: 'A' }, b: { type: 'string', title: 'B' } })}
        uiSchema={{ a: { 'ui:widget': 'text' }, b: { 'ui:widget': 'textarea' } }}
        validator={validator}
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByLabelText('shout'), { target: { value: 'hi' } });
    expect(onChange.mock.lastCall?.[0].formData).toEqual({ a: 'HI' });
    expect(screen.getByLabelText('B').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Go' })).toBeTruthy();
  });
});

describe('schemas as the engine builds them (type [x, "null"], oneOf with its own { const: null, title: "—" })', () => {
  const withNull = (schema: RJSFSchema): RJSFSchema => ({
    ...schema,
    type: [schema.type as 'string' | 'number', 'null'],
    oneOf: [...(schema.oneOf as RJSFSchema[]), { const: null, title: '—' }],
  });

  it('select offers the schema\'s "—" once, starts on it, and gives null', () => {
    const { data } = setup(obj({ platform: withNull(platforms) }), { platform: { 'ui:widget': 'select' } }, { formData: { platform: 12 } });
    const select = screen.getByLabelText('Platform') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.text)).toEqual(['Mintos', 'PeerBerry', 'Bondora', '—']);
    expect(select.options[select.selectedIndex].text).toBe('PeerBerry');
    fireEvent.change(select, { target: { value: '3' } });
    expect(data()).toEqual({ platform: null });
    cleanup();
    setup(obj({ platform: withNull(platforms) }), { platform: { 'ui:widget': 'select' } });
    const empty = screen.getByLabelText('Platform') as HTMLSelectElement;
    expect(empty.options[empty.selectedIndex].text).toBe('—');
  });

  it('route starts empty (no first-choice default) and its "—" gives null', async () => {
    const { data } = setup(obj({ route: withNull(routes) }), { route: { 'ui:widget': 'route' } }, { formData: { route: '/en/bonus' } });
    const button = screen.getByLabelText('Route');
    expect(button.textContent).toBe('/en/bonus');
    fireEvent.click(button);
    await choose('—');
    expect(data()).toEqual({ route: null });
    cleanup();
    const fresh = setup(obj({ route: withNull(routes) }), { route: { 'ui:widget': 'route' } });
    expect(screen.getByLabelText('Route').textContent).toBe('Select a route…');
    expect(fresh.data()?.route).toBeUndefined();
  });

  it('number with type ["number", "null"] still gives numbers', () => {
    const { data } = setup(obj({ n: { type: ['number', 'null'], title: 'N' } }), { n: { 'ui:widget': 'number' } });
    fireEvent.change(screen.getByLabelText('N'), { target: { value: '3' } });
    expect(data()).toEqual({ n: 3 });
  });
});
