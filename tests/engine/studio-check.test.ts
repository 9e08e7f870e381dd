import fs from 'node:fs';
import path from 'node:path';
import { checkText } from '../../engine/studio/check/check-text';
import { rangeOf } from '../../engine/studio/check/json-place';
import { readEntities, readFragments } from '../../engine/descriptor/check-all';
import { formatDescriptor } from '../../engine/studio/format-descriptor';

// Issue 20, item 2: the studio checks the working text with the build's own check, and shows each problem at its place.
const ROOT = path.resolve(__dirname, '../..');
const sources = { fragments: readFragments(ROOT), entities: readEntities(ROOT, fs.readdirSync(path.join(ROOT, 'schemas')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''))) };
const bonus = fs.readFileSync(path.join(ROOT, 'screens/settings/bonus-settings.json'), 'utf8');

describe('the studio check', () => {
  it('passes a shipped file, with its checked descriptor', () => {
    const result = checkText('settings/bonus-settings', bonus, sources);
    expect(result.problems).toEqual([]);
    expect(result.checked?.title).toBe('Bonus settings');
  });

  it('catches a misspelt field name with the entity\'s "did you mean", marked on the name in the text', () => {
    const text = bonus.replace('"name": "subtitle"', '"name": "subtitel"');
    const [problem] = checkText('settings/bonus-settings', text, sources).problems;
    expect(problem.at).toBe('parts[1].name');
    expect(problem.message).toMatch(/did you mean "subtitle"/);
    expect(text.slice(problem.from, problem.to)).toBe('"subtitel"');
  });

  it('marks an unknown property on its name', () => {
    const text = bonus.replace('"label": "Page Title"', '"lable": "Page Title"');
    const [problem] = checkText('settings/bonus-settings', text, sources).problems;
    expect(problem.message).toMatch(/did you mean "label"/);
    expect(text.slice(problem.from, problem.to)).toBe('"lable"');
  });

  it('shows a JSON syntax error where the parser met it', () => {
    const text = bonus.replace('"title": "Bonus settings",', '"title": "Bonus settings"');
    const [problem] = checkText('settings/bonus-settings', text, sources).problems;
    expect(problem.message).toMatch(/is not valid JSON/);
    expect(problem.from).toBeGreaterThan(text.indexOf('"Bonus settings"'));
    expect(problem.from).toBeLessThanOrEqual(text.indexOf('"breadcrumb"'));
  });

  it('refuses a change that widens permissions (the data type), as the server does', () => {
    const text = bonus.replace('"dataType": "Settings Bonus"', '"dataType": "Settings Home"');
    const shipped = JSON.parse(bonus);
    const [problem] = checkText('settings/bonus-settings', text, { ...sources, shipped }).problems;
    expect(problem.at).toBe('permission.dataType');
    expect(problem.message).toMatch(/stays "Settings Bonus" as shipped/);
    expect(text.slice(problem.from, problem.to)).toBe('"Settings Home"');
  });

  it('refuses a call the shipped screen does not make, and passes the shipped file against itself', () => {
    const shipped = JSON.parse(bonus);
    expect(checkText('settings/bonus-settings', bonus, { ...sources, shipped }).problems).toEqual([]);
    const text = bonus.replace('"path": "/PagesSettings" }', '"path": "/Users" }');
    const [problem] = checkText('settings/bonus-settings', text, { ...sources, shipped }).problems;
    expect(problem.at).toBe('calls');
    expect(problem.message).toMatch(/"POST \/Users"/);
  });

  it('finds a nested place by its path', () => {
    const { from, to } = rangeOf(bonus, 'load.call.query.UseCase');
    expect(bonus.slice(from, to)).toBe('"Dashboard"');
  });
});

describe('formatDescriptor', () => {
  it.each(['settings/bonus-settings', 'settings/news-settings', 'tools/tools-hub', 'reviews/review-content', 'settings/audit-log'])('gives back screens/%s.json byte for byte', (screen) => {
    const file = fs.readFileSync(path.join(ROOT, `screens/${screen}.json`), 'utf8');
    expect(formatDescriptor(JSON.parse(file))).toBe(file);
  });
});
