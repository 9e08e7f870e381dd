import { describe, expect, it, vi } from 'vitest';
import { loadDescriptor } from '../../engine/descriptor/catalog';
import { formOpeningReads } from '../../engine/descriptor/form-reads';
import type { DataProvider } from '../../engine/data/provider';
import type { FormBody } from '../../engine/model/descriptor';
import { registry } from '../../engine/registry/index';
import { startRead } from '../../engine/screens/preload';

// Issue 29, item 7 (a cold review editor): a form's reads are known from its descriptor, so a route starts them with
// its record instead of one round after another as the form draws (the authors list, then highlights, then the SERP).

const RECORD = { call: { path: '/Review/{param.id}' }, idParam: 'id' };

describe("a form's opening reads", () => {
  it("are its record, what the record names (its groups' reads, its readiness findings) and its choice lists' reads", async () => {
    const review = (await loadDescriptor('/screens/reviews/review-edit.json')) as unknown as FormBody;
    expect(formOpeningReads(review, registry)).toEqual([
      RECORD,
      // Highlights name only the record's id: read by the address's id, with the record rather than a round after it.
      { call: { path: '/ReviewAttributes/GetReviewAttributeByReviewID/{param.id}' }, idParam: 'id' },
      { call: { path: '/Serps/{record.serpId}' }, idParam: 'id', record: { ...RECORD, pick: 'object' } },
      { call: { path: '/Authors/GetAuthorsByLanguageId', query: { langid: '{language}' } } },
      // The readiness panel above the form: by the record's id in the address (its load's idParam), so it goes out
      // with the record rather than a round after it, and the panel never pushes the fields down.
      { call: { path: '/Readiness/reviews/{param.id}' }, idParam: 'id' },
    ]);
  });

  it("read a form's readiness once its record is here where the address does not hold the record's id", () => {
    const form = { load: { call: { path: '/Things/ByName/{param.name}' } }, idField: 'thingId', readiness: { family: 'things' }, parts: [], save: {} } as unknown as FormBody;
    expect(formOpeningReads(form, registry)).toEqual([
      { call: { path: '/Things/ByName/{param.name}' } },
      { call: { path: '/Readiness/things/{record.thingId}' }, record: { call: { path: '/Things/ByName/{param.name}' } } },
    ]);
  });

  it("read by the address's parameter what names only the record's own id, in the path or the query", () => {
    const form = {
      load: { call: { path: '/Things/{param.id}' }, idParam: 'id' },
      idField: 'thingId',
      parts: [
        { name: 'a', label: 'A', options: { from: 'call', call: { path: '/Parts', query: { thing: '{record.thingId}' } }, value: 'id', label: 'name' } },
        { name: 'b', label: 'B', options: { from: 'call', call: { path: '/Owners/{record.ownerId}/{record.thingId}' }, value: 'id', label: 'name' } },
      ],
      save: {},
    } as unknown as FormBody;
    expect(formOpeningReads(form, registry)).toEqual([
      { call: { path: '/Things/{param.id}' }, idParam: 'id' },
      { call: { path: '/Parts', query: { thing: '{param.id}' } }, idParam: 'id' },
      // Still naming another of the record's values: made once the record is here.
      { call: { path: '/Owners/{record.ownerId}/{param.id}' }, idParam: 'id', record: { call: { path: '/Things/{param.id}' }, idParam: 'id' } },
    ]);
  });

  it('leave out writes and reads naming what only a row or a value gives', () => {
    const form = {
      load: { call: { path: '/Things/{param.id}' }, idParam: 'id' },
      parts: [
        { name: 'a', label: 'A', options: { from: 'call', call: { method: 'POST', path: '/Things/Search' }, value: 'id', label: 'name' } },
        { name: 'b', label: 'B', options: { from: 'call', call: { path: '/Things/{row.id}' }, value: 'id', label: 'name' } },
        { name: 'c', label: 'C', options: { from: 'call', call: { path: '/Things/{record.ownerId}/Children' }, value: 'id', label: 'name' } },
      ],
      save: {},
    } as unknown as FormBody;
    expect(formOpeningReads(form, registry)).toEqual([
      { call: { path: '/Things/{param.id}' }, idParam: 'id' },
      { call: { path: '/Things/{record.ownerId}/Children' }, idParam: 'id', record: { call: { path: '/Things/{param.id}' }, idParam: 'id' } },
    ]);
  });
});

describe('a read naming the record, preloaded', () => {
  const provider = (record: unknown) => {
    const prime = vi.fn();
    const call = vi.fn(async () => record);
    return { provider: { prime, call, get: vi.fn(), send: vi.fn() } as unknown as DataProvider, prime, call };
  };
  const SERP = { call: { path: '/Serps/{record.serpId}' }, record: { call: RECORD.call } };

  it('is made once the record has answered, filled from it', async () => {
    const { provider: p, prime, call } = provider({ reviewId: 7, serpId: 12 });
    startRead(SERP, { provider: p, language: 1, params: { id: '7' } });
    expect(call).toHaveBeenCalledWith(RECORD.call, { language: 1, params: { id: '7' } });
    await vi.waitFor(() => expect(prime).toHaveBeenCalledTimes(1));
    expect(prime).toHaveBeenCalledWith(SERP.call, { language: 1, params: { id: '7' }, record: { reviewId: 7, serpId: 12 } });
  });

  it('is not made where the value it names is empty, as the form would not make it', async () => {
    const { provider: p, prime, call } = provider({ reviewId: 7, serpId: null });
    startRead(SERP, { provider: p, language: 1, params: { id: '7' } });
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    await call.mock.results[0].value;
    await Promise.resolve();
    expect(prime).not.toHaveBeenCalled();
  });
});
