import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { FormBody } from '../../engine/model/descriptor';
import type { DataProvider } from '../../engine/data/provider';
import { fromApi, toApi } from '../../engine/form/conversions';
import { holds, type ConditionContext } from '../../engine/form/parts';
import {
  GRID_DATA_TYPES,
  GRID_LANGUAGES,
  choose,
  cumulativeRoles,
  entriesFromGrid,
  gridFromEntries,
  highestRole,
  roleAt,
} from '../../engine/registry/packs/core/permissions-grid';
import { applyRowToAll, copyLanguage } from '../../engine/registry/packs/core/permissions-edits';
import { permissionSummary } from '../../engine/registry/packs/core/permissions-summary';
import { checkValues, recordToValues, valuesToBody } from '../../engine/form/record';
import { runSave } from '../../engine/form/save';
import { buildSchema } from '../../engine/form/schema';

// The user form's permission modal (second document, section 4): cumulative role sets, the highest sent.
describe('permission grid', () => {
  it('stores each choice as its cumulative set: Admin 9, 8, 7; Write 8, 7; Read 7; None or empty 10', () => {
    expect(cumulativeRoles(9)).toEqual([9, 8, 7]);
    expect(cumulativeRoles(8)).toEqual([8, 7]);
    expect(cumulativeRoles(7)).toEqual([7]);
    expect(cumulativeRoles(10)).toEqual([10]);
    expect(cumulativeRoles(undefined)).toEqual([10]);
    expect(cumulativeRoles('')).toEqual([10]);
  });

  it('sends the highest role of a set (none ranks lowest although its id is the largest)', () => {
    expect(highestRole([7, 9, 8])).toBe(9);
    expect(highestRole([8, 7])).toBe(8);
    expect(highestRole([10, 7])).toBe(7);
    expect(highestRole([10])).toBe(10);
    expect(highestRole([])).toBe(10);
    expect(highestRole(undefined)).toBe(10);
  });

  it('keeps the choice per language and data type', () => {
    let grid = choose(undefined, 1, 48, 7);
    grid = choose(grid, 2, 48, 9);
    grid = choose(grid, 1, 1, 8);
    expect(roleAt(grid, 1, 48)).toBe(7);
    expect(roleAt(grid, 2, 48)).toBe(9);
    expect(roleAt(grid, 1, 1)).toBe(8);
    expect(roleAt(grid, 3, 48)).toBe(10);
    expect(grid.find((c) => c.languageId === 2 && c.dataTypeId === 48)?.roles).toEqual([9, 8, 7]);
  });

  it('None resets a cell that held other levels; a lower choice lowers it', () => {
    const admin = choose([], 1, 47, 9);
    expect(roleAt(choose(admin, 1, 47, 10), 1, 47)).toBe(10);
    expect(choose(admin, 1, 47, 10)[0].roles).toEqual([10]);
    expect(roleAt(choose(admin, 1, 47, 7), 1, 47)).toBe(7);
    // the select answers text
    expect(roleAt(choose(admin, 1, 47, '8'), 1, 47)).toBe(8);
  });

  it('does not change the grid it is given', () => {
    const grid = choose([], 1, 47, 9);
    const copy = structuredClone(grid);
    choose(grid, 1, 47, 7);
    expect(grid).toEqual(copy);
  });

  it('reads loaded entries as cumulative sets, keeping their permission ids', () => {
    const grid = gridFromEntries([
      { permissionId: 5, userId: 3, languageId: 1, roleId: 9, roleName: 'admin', dataTypeId: 48, dataTypeName: 'Settings Testimonials' },
      { permissionId: 6, userId: 3, languageId: 2, roleId: 7, roleName: 'read', dataTypeId: 1, dataTypeName: 'Review' },
      { permissionId: 7, userId: 3, languageId: 2, roleId: 10, roleName: 'none', dataTypeId: 2, dataTypeName: 'Academy' },
    ]);
    expect(grid).toEqual([
      { languageId: 1, dataTypeId: 48, roles: [9, 8, 7], permissionId: 5 },
      { languageId: 2, dataTypeId: 1, roles: [7], permissionId: 6 },
      { languageId: 2, dataTypeId: 2, roles: [10], permissionId: 7 },
    ]);
    expect(gridFromEntries(null)).toEqual([]);
    expect(gridFromEntries('nonsense')).toEqual([]);
  });

  it('sends one entry per language and data type (5 × 22: the data types of section 6 and Settings Screens), the highest role, none where nothing was chosen', () => {
    const grid = choose(gridFromEntries([{ permissionId: 5, userId: 3, languageId: 1, roleId: 9, dataTypeId: 48 }]), 1, 48, 7);
    const entries = entriesFromGrid(grid);
    expect(GRID_LANGUAGES).toEqual([1, 2, 3, 4, 6]);
    expect(GRID_DATA_TYPES).toHaveLength(22);
    expect(entries).toHaveLength(5 * 22);
    expect(entries.find((e) => e.languageId === 1 && e.dataTypeId === 48)).toEqual({
      permissionId: 5,
      languageId: 1,
      roleId: 7,
      roleName: 'read',
      dataTypeId: 48,
      dataTypeName: 'Settings Testimonials',
    });
    const rest = entries.filter((e) => !(e.languageId === 1 && e.dataTypeId === 48));
    expect(rest.every((e) => e.roleId === 10 && e.roleName === 'none' && e.permissionId === 0)).toBe(true);
    expect(new Set(entries.map((e) => `${e.languageId}/${e.dataTypeId}`)).size).toBe(110);
  });

  it('entries match the server schema of POST/PUT /Permissions (no unknown fields)', () => {
    const schema = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../schemas/permission.json'), 'utf8'));
    const allowed = Object.keys(schema.properties);
    for (const entry of entriesFromGrid([])) for (const key of Object.keys(entry)) expect(allowed).toContain(key);
  });

  it('is the permissionGrid conversion: loaded entries → grid → entries sent', () => {
    const loaded = [{ permissionId: 1, userId: 3, languageId: 4, roleId: 8, dataTypeId: 9 }];
    const grid = fromApi(loaded, ['permissionGrid']);
    expect(grid).toEqual([{ languageId: 4, dataTypeId: 9, roles: [8, 7], permissionId: 1 }]);
    const sent = toApi(grid, ['permissionGrid']) as { languageId: number; dataTypeId: number; roleId: number }[];
    expect(sent).toHaveLength(110);
    expect(sent.find((e) => e.languageId === 4 && e.dataTypeId === 9)?.roleId).toBe(8);
    expect((toApi(undefined, ['permissionGrid']) as unknown[]).length).toBe(110);
  });
});

// The engine extensions the user form (screens/settings/users-form.json) uses.
describe('conditions not, all and ownAccount', () => {
  const ctx = (values: Record<string, unknown>, signedIn?: ConditionContext['signedIn']): ConditionContext => ({ language: 1, isNew: false, values, signedIn });

  it('not and all combine conditions', () => {
    expect(holds({ not: { mode: 'new' } }, ctx({}))).toBe(true);
    expect(holds({ all: [{ mode: 'edit' }, { field: 'a', equals: 1 }] }, ctx({ a: 1 }))).toBe(true);
    expect(holds({ all: [{ mode: 'edit' }, { field: 'a', equals: 1 }] }, ctx({ a: 2 }))).toBe(false);
  });

  it('ownAccount: the signed-in user (the administrator or any other) looking at their own record', () => {
    const condition = { ownAccount: 'userId' };
    expect(holds(condition, ctx({ userId: 1 }, { userId: 1, isAdministrator: true }))).toBe(true);
    expect(holds(condition, ctx({ userId: 2 }, { userId: 1, isAdministrator: true }))).toBe(false);
    expect(holds(condition, ctx({ userId: 4 }, { userId: 4, isAdministrator: false }))).toBe(true);
    expect(holds(condition, ctx({ userId: '4' }, { userId: 4, isAdministrator: false }))).toBe(true);
    expect(holds(condition, ctx({ userId: undefined }, { userId: 1, isAdministrator: true }))).toBe(false);
    expect(holds(condition, ctx({ userId: 1 }))).toBe(false);
  });
});

describe('the user form descriptor', () => {
  const form = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../screens/settings/users-form.json'), 'utf8')) as FormBody;
  const fakeProvider = (answers: Record<string, unknown>) => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    const provider: DataProvider = {
      call: vi.fn(async (spec, _ctx, body) => {
        calls.push({ method: spec.method ?? 'GET', path: spec.path, body });
        return answers[spec.path] as never;
      }),
      get: vi.fn(),
      send: async (request) => Promise.reject(new Error(`unexpected call ${request.method} ${request.path}`)),
    };
    return { provider, calls };
  };
  const shownAll = () => true;

  it('requires first name, last name and username, and a password only when creating', () => {
    const empty = { firstName: '', lastName: '', username: '', password: '' };
    const whenNew = (c: any) => holds(c, { language: 1, isNew: true, values: empty });
    const whenEdit = (c: any) => holds(c, { language: 1, isNew: false, values: empty });
    expect(checkValues(form, empty, shownAll, whenNew).errors).toEqual({
      firstName: 'Please input your username!',
      lastName: 'Please input your username!',
      username: 'Please input your username!',
      password: 'Please enter the password.',
    });
    expect(checkValues(form, empty, shownAll, whenEdit).errors).not.toHaveProperty('password');
  });

  it('creates: Register, then POST /Permissions for all five languages with the new userId', async () => {
    const values: Record<string, unknown> = { ...recordToValues(form, null), firstName: 'Ann', lastName: 'Lee', username: 'ann@x.test', password: 'secret-pass' };
    values.permissions = choose(values.permissions, 1, 48, 7);
    const body = valuesToBody(form, values, null, { language: 2 });
    const { provider, calls } = fakeProvider({ '/Users/Register': { userId: 42 } });
    const when = (c: any) => holds(c, { language: 2, isNew: true, values, signedIn: { userId: 1, isAdministrator: true } });
    await runSave(provider, form, body, { language: 2 }, when);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /Users/Register', 'POST /Permissions']);
    expect(calls[0].body).toEqual({ firstName: 'Ann', lastName: 'Lee', username: 'ann@x.test', password: 'secret-pass' });
    const sent = calls[1].body as { userId: number; languageId: number; dataTypeId: number; roleId: number }[];
    expect(sent).toHaveLength(110);
    expect(sent.every((e) => e.userId === 42)).toBe(true);
    expect(sent.find((e) => e.languageId === 1 && e.dataTypeId === 48)?.roleId).toBe(7);
  });

  it('updates: UpdateUser with an empty password as "", then PUT /Permissions', async () => {
    const record = { userId: 7, firstName: 'Bo', lastName: 'Ek', username: 'bo@x.test', image: null, permissions: [{ permissionId: 3, userId: 7, languageId: 2, roleId: 8, dataTypeId: 1 }] };
    const values = recordToValues(form, record);
    expect(values.userId).toBe(7);
    const body = valuesToBody(form, values, record, { language: 1 });
    const { provider, calls } = fakeProvider({});
    await runSave(provider, form, body, { language: 1 }, (c) => holds(c, { language: 1, isNew: false, values, signedIn: { userId: 1, isAdministrator: true } }));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /Users/UpdateUser', 'PUT /Permissions']);
    expect(calls[0].body).toEqual({ userId: 7, firstName: 'Bo', lastName: 'Ek', username: 'bo@x.test', password: '' });
    const sent = calls[1].body as { userId: number; languageId: number; dataTypeId: number; roleId: number; permissionId: number }[];
    expect(sent.find((e) => e.languageId === 2 && e.dataTypeId === 1)).toMatchObject({ userId: 7, roleId: 8, permissionId: 3 });
  });

  it('the administrator editing their own account: no permission controls, no permission call', async () => {
    const record = { userId: 1, firstName: 'Site', lastName: 'Administrator', username: 'admin@p2p.local', image: null, permissions: [] };
    const values = recordToValues(form, record);
    const ctx: ConditionContext = { language: 1, isNew: false, values, signedIn: { userId: 1, isAdministrator: true } };
    const { schema } = buildSchema(form.parts, {}, ctx);
    expect(Object.keys(schema.properties)).not.toContain('permissions');
    expect(Object.keys(buildSchema(form.parts, {}, { ...ctx, signedIn: { userId: 9, isAdministrator: false } }).schema.properties)).toContain('permissions');
    const { provider, calls } = fakeProvider({});
    await runSave(provider, form, valuesToBody(form, values, record, { language: 1 }), { language: 1 }, (c) => holds(c, ctx));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /Users/UpdateUser']);
  });

  it('another user editing their own account: no permission controls and no permission call (nobody changes their own rights)', async () => {
    const record = { userId: 5, firstName: 'Chris', lastName: 'Chief', username: 'chief@x.test', image: null, permissions: [] };
    const values = recordToValues(form, record);
    const ctx: ConditionContext = { language: 1, isNew: false, values, signedIn: { userId: 5, isAdministrator: false } };
    expect(Object.keys(buildSchema(form.parts, {}, ctx).schema.properties)).not.toContain('permissions');
    const { provider, calls } = fakeProvider({});
    await runSave(provider, form, valuesToBody(form, values, record, { language: 1 }), { language: 1 }, (c) => holds(c, ctx));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /Users/UpdateUser']);
  });

  it('the permissions widget gets the five languages as ui:options.choices and the grouped rows as ui:options.groups', () => {
    const ctx: ConditionContext = { language: 1, isNew: true, values: {} };
    const choices = { permissions: [{ value: 1, label: 'English' }, { value: 6, label: 'Dutch' }] };
    const { schema, uiSchema } = buildSchema(form.parts, choices, ctx);
    expect(schema.properties.permissions).toMatchObject({ type: 'array', title: 'Permissions' });
    expect(uiSchema.permissions).toMatchObject({ 'ui:widget': 'permissions', 'ui:options': { choices: choices.permissions } });
    const groups = (uiSchema.permissions as { 'ui:options': { groups: { label: string; rows: { dataType: string; label: string }[] }[] } })['ui:options'].groups;
    expect(groups.map((g) => g.label)).toEqual(['Content', 'Settings', 'Tools']);
    // Every data type of the specification has one row, under a name a person reads.
    expect(groups.flatMap((g) => g.rows.map((r) => r.dataType)).sort()).toEqual(GRID_DATA_TYPES.map((t) => t.name).sort());
    expect(groups[0].rows).toContainEqual({ dataType: 'NewsFeed', label: 'News feed' });
    expect(groups[1].rows).toContainEqual({ dataType: 'Settings Testimonials', label: 'Testimonials and authors' });
  });
});

// Issue 17, item 4: the grid's shortcuts and the users list's one-line summary.
describe('permission grid shortcuts and summary', () => {
  it("applies a row's role in one language to every language, as a choice in each cell would", () => {
    const grid = choose([], 1, 7, 8);
    const applied = applyRowToAll(grid, 7, 1, GRID_LANGUAGES);
    expect(GRID_LANGUAGES.map((l) => roleAt(applied, l, 7))).toEqual([8, 8, 8, 8, 8]);
    expect(applied.find((c) => c.languageId === 6 && c.dataTypeId === 7)?.roles).toEqual([8, 7]);
    expect(roleAt(applied, 2, 1)).toBe(10);
  });

  it('copies a language to others row by row, None included, keeping stored permission ids', () => {
    const loaded = gridFromEntries([
      { permissionId: 40, languageId: 2, dataTypeId: 1, roleId: 9 },
      { permissionId: 41, languageId: 1, dataTypeId: 1, roleId: 7 },
      { permissionId: 42, languageId: 1, dataTypeId: 43, roleId: 8 },
    ]);
    const copied = copyLanguage(loaded, 2, [1, 4], [1, 43]);
    expect([roleAt(copied, 1, 1), roleAt(copied, 4, 1), roleAt(copied, 1, 43), roleAt(copied, 4, 43)]).toEqual([9, 9, 10, 10]);
    expect(copied.find((c) => c.languageId === 1 && c.dataTypeId === 1)?.permissionId).toBe(41);
    expect(roleAt(copied, 3, 1)).toBe(10);
  });

  it('summarises a user in one line: the highest role per language, strongest first', () => {
    const entries = [
      { languageId: 1, dataTypeId: 1, roleId: 8 },
      { languageId: 1, dataTypeId: 43, roleId: 7 },
      { languageId: 2, dataTypeId: 1, roleId: 7 },
      { languageId: 3, dataTypeId: 1, roleId: 10 },
      { languageId: 6, dataTypeId: 46, roleId: 8 },
    ];
    expect(permissionSummary(entries)).toBe('Writer in EN, NL; reader in DE');
    expect(permissionSummary([{ languageId: 4, dataTypeId: 1, roleId: 9 }])).toBe('Admin in FR');
    expect(permissionSummary([{ languageId: 1, dataTypeId: 1, roleId: 10 }])).toBe('No rights');
    expect(permissionSummary(undefined)).toBe('');
  });
});
