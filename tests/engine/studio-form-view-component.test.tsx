// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DescriptorFormView } from '../../engine/studio/form-view/DescriptorFormView';
import { settled } from './settled';

// Issue 20, item 2: the studio's form view drawn as the editor shows it, on the bonus settings (a field renamed,
// moved into a new section, hidden for Dutch, the entity's field added, a notice changed), a list's columns, and
// read-only for a user who may only look.

afterEach(cleanup);
const read = (file: string) => JSON.parse(readFileSync(path.resolve(__dirname, '../..', file), 'utf8'));

function Harness({ start, changes, readOnly }: { start: Record<string, unknown>; changes: Record<string, any>[]; readOnly?: boolean }) {
  const [value, setValue] = useState(start);
  const onChange = (next: Record<string, unknown>) => {
    changes.push(next);
    setValue(next);
  };
  return <DescriptorFormView screen="settings/bonus-settings" value={value} onChange={onChange} readOnly={readOnly} />;
}

/** An owner that takes an edit back only after a pause, as the studio does once it has read its text again. */
function SlowHarness({ start, changes, taken }: { start: Record<string, unknown>; changes: Record<string, any>[]; taken: Record<string, any>[] }) {
  const [value, setValue] = useState(start);
  const onChange = (next: Record<string, unknown>) => {
    changes.push(next);
    setTimeout(() => {
      taken.push(next);
      setValue(JSON.parse(JSON.stringify(next)));
    }, 50);
  };
  return <DescriptorFormView screen="settings/bonus-settings" value={value} onChange={onChange} />;
}

const field = (name: string) => screen.getByRole('group', { name: `Field ${name}` });

describe('the form view of the bonus settings', () => {
  it('renames a field, moves it into a new section and hides it for Dutch, each a new descriptor', () => {
    const start = read('screens/settings/bonus-settings.json');
    const changes: Record<string, any>[] = [];
    render(<Harness start={start} changes={changes} />);
    fireEvent.change(within(field('Page Title')).getByLabelText('Label'), { target: { value: 'Heading' } });
    expect(changes.at(-1)!.parts[0].label).toBe('Heading');
    fireEvent.change(within(field('Heading')).getByLabelText('Section'), { target: { value: 'new' } });
    fireEvent.change(within(field('Heading')).getByLabelText("New section's title"), { target: { value: 'Introduction' } });
    fireEvent.click(within(field('Heading')).getByRole('button', { name: 'Create section' }));
    expect(changes.at(-1)!.parts[0]).toMatchObject({ section: 'Introduction', parts: [{ name: 'title', label: 'Heading' }] });
    fireEvent.click(within(within(field('Heading')).getByRole('group', { name: 'Heading: shown in' })).getByLabelText('Dutch'));
    expect(changes.at(-1)!.parts[0].parts[0].showIf).toEqual({ not: { language: 6 } });
    expect(start.parts[0]).toEqual(read('screens/settings/bonus-settings.json').parts[0]);
  });

  it('moves a field from the keyboard, focus staying on its Move buttons as it goes', () => {
    const changes: Record<string, any>[] = [];
    render(<Harness start={read('screens/settings/bonus-settings.json')} changes={changes} />);
    const down = screen.getByRole('button', { name: 'Move field Page Title down' });
    down.focus();
    fireEvent.click(down);
    expect(changes.at(-1)!.parts.map((p: any) => p.name ?? p.include)).toEqual(['subtitle', 'title', 'seo']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move field Page Title down' }));
    fireEvent.click(document.activeElement!);
    expect(changes.at(-1)!.parts.map((p: any) => p.name ?? p.include)).toEqual(['subtitle', 'seo', 'title']);
    // At the end its Move down is disabled: focus goes to its Move up, not to the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move field Page Title up' }));
  });

  it('keeps every key typed while its owner takes the edits back later, and follows a change made elsewhere', async () => {
    const changes: Record<string, any>[] = [];
    const taken: Record<string, any>[] = [];
    render(<SlowHarness start={read('screens/settings/bonus-settings.json')} changes={changes} taken={taken} />);
    const label = within(field('Page Title')).getByLabelText('Label') as HTMLInputElement;
    fireEvent.change(label, { target: { value: 'Page TitleA' } });
    expect(label.value).toBe('Page TitleA');
    fireEvent.change(label, { target: { value: `${label.value}B` } });
    expect(changes.at(-1)!.parts[0].label).toBe('Page TitleAB');
    // Once the owner has taken both edits back and the form has drawn them, the box still holds every key.
    await waitFor(() => expect(taken.map((value) => value.parts[0].label)).toEqual(['Page TitleA', 'Page TitleAB']));
    await settled(() => label.value);
    expect(label.value).toBe('Page TitleAB');
    cleanup();
    // An owner whose value changes for another reason (the JSON view, Discard) while an edit is still on its way.
    const start = read('screens/settings/bonus-settings.json');
    const { rerender } = render(<DescriptorFormView screen="settings/bonus-settings" value={start} onChange={() => undefined} />);
    fireEvent.change(within(field('Page Title')).getByLabelText('Label'), { target: { value: 'Typed here' } });
    const elsewhere = { ...start, parts: [{ ...start.parts[0], label: 'Changed in JSON' }, ...start.parts.slice(1)] };
    rerender(<DescriptorFormView screen="settings/bonus-settings" value={elsewhere} onChange={() => undefined} />);
    expect((within(field('Changed in JSON')).getByLabelText('Label') as HTMLInputElement).value).toBe('Changed in JSON');
  });

  it('shows the SEO fragment`s fields read-only with its name, and lists the entity`s fields not yet on the screen', async () => {
    const changes: Record<string, any>[] = [];
    render(<Harness start={read('screens/settings/bonus-settings.json')} changes={changes} />);
    const seo = screen.getByRole('group', { name: 'Shared fragment seo' });
    expect(within(seo).getByText(/SERP Title/)).toBeTruthy();
    expect(within(seo).queryByRole('textbox')).toBeNull();
    const add = await screen.findByRole('button', { name: 'Add Subtitle (reviews)' });
    expect(screen.queryByRole('button', { name: 'Add SERP Title' })).toBeNull();
    fireEvent.click(add);
    expect(changes.at(-1)!.parts[2]).toEqual({ name: 'pageSettingsSubtitle', label: 'Subtitle (reviews)', widget: 'textarea', convert: ['emptyToNull'] });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add Subtitle (reviews)' })).toBeNull());
    expect(field('Subtitle (reviews)')).toBeTruthy();
  });

  it('overrides the shared failure notice with the screen`s own text and duration', () => {
    const changes: Record<string, any>[] = [];
    render(<Harness start={read('screens/settings/bonus-settings.json')} changes={changes} />);
    const failure = screen.getByRole('group', { name: 'Notice: When saving fails' });
    expect((within(failure).getByLabelText('Text') as HTMLInputElement).value).toBe('Something went wrong during saving data....');
    expect(within(failure).getByText(/From the shared fragment screens\/fragments\/saving-failed.json/)).toBeTruthy();
    fireEvent.click(within(failure).getByRole('button', { name: 'Override' }));
    fireEvent.change(within(failure).getByLabelText(/Duration/), { target: { value: '5000' } });
    expect(changes.at(-1)!.notices).toEqual({ success: { message: 'Bonus settings has been updated.' }, include: 'saving-failed', failure: { message: 'Something went wrong during saving data....', duration: 5000 } });
    // The descriptor schema's least duration shows before publishing.
    fireEvent.change(within(failure).getByLabelText(/Duration/), { target: { value: '200' } });
    expect(within(failure).getByText('At least 500, so that it can be read')).toBeTruthy();
  });

  it('is read-only for a user who may only look: every control disabled', async () => {
    const { container } = render(<Harness start={read('screens/settings/bonus-settings.json')} changes={[]} readOnly />);
    const controls = [...container.querySelectorAll('input, select')] as HTMLInputElement[];
    expect(controls.length).toBeGreaterThan(10);
    for (const control of controls) expect(control.disabled).toBe(true);
    for (const button of screen.getAllByRole('button', { name: /^Move / })) expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(((await screen.findByRole('button', { name: 'Add Subtitle (reviews)' })) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the form view of a list', () => {
  it('relabels, reorders, removes and puts back columns, and makes one sortable', () => {
    const changes: Record<string, any>[] = [];
    render(<Harness start={read('screens/settings/routes-list.json')} changes={changes} />);
    fireEvent.change(within(screen.getByRole('group', { name: 'Column Route' })).getByLabelText('Label'), { target: { value: 'Address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move column Address up' }));
    expect(changes.at(-1)!.columns.map((c: any) => c.label)).toEqual(['Language', 'Address', 'Key']);
    fireEvent.click(within(screen.getByRole('group', { name: 'Column Key' })).getByLabelText('Sortable'));
    expect(changes.at(-1)!.columns[2].sortable).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove column Language' }));
    expect(changes.at(-1)!.columns.map((c: any) => c.field)).toEqual(['url', 'dataTypeName']);
    fireEvent.click(screen.getByRole('button', { name: 'Put back column Language' }));
    expect(changes.at(-1)!.columns.map((c: any) => c.field)).toEqual(['languageName', 'url', 'dataTypeName']);
    expect(screen.getByRole('group', { name: 'Notice: When deleting fails' })).toBeTruthy();
  });
});

describe('a descriptor typed half-way in the JSON view', () => {
  it('says what it cannot show and points to the JSON view, never taking the studio down', () => {
    const start = read('screens/settings/bonus-settings.json');
    render(<DescriptorFormView screen="settings/bonus-settings" value={{ ...start, parts: [null, 'x', { section: 'S', parts: [{ name: 'title', label: 'T', widget: 'text' }] }, { kind: 'group', name: 'g' }] }} onChange={() => undefined} />);
    expect(screen.getAllByRole('group', { name: 'Part not a part' })).toHaveLength(2);
    expect(field('T')).toBeTruthy();
    cleanup();
    render(<DescriptorFormView screen="settings/routes-list" value={{ ...read('screens/settings/routes-list.json'), columns: [{ label: 'A', field: 'a' }, 3] }} onChange={() => undefined} />);
    expect(screen.getByText(/Column 2 is not a column yet/)).toBeTruthy();
    cleanup();
    render(<DescriptorFormView screen="settings/bonus-settings" value={{ ...start, parts: [{ name: 'title', label: 'T', widget: 'text', showIf: 7 }], notices: 'none' }} onChange={() => undefined} />);
    expect(field('T')).toBeTruthy();
  });
});
