// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EngineContext } from '../../engine/EngineContext';
import type { DataProvider } from '../../engine/data/provider';
import { BulkDialog } from '../../engine/list/bulk/BulkDialog';
import type { BulkRow } from '../../shared/bulk-row';
import { ADMIN } from './form-harness';

// Issue 32 item 2: an administrator may switch records on despite blocking readiness findings, with a reason, in
// bulk as in the form; the preview shows what the apply will then do.

const SWITCH_ON = { set: 'isActive', label: 'Switch on', field: 'Active', icon: 'eye-open', value: true };
const blocked: BulkRow = { id: 7, name: 'Epsilon', languageId: 2, status: 'refused', before: 'No', after: 'Yes', version: 3, reason: 'Cannot be activated while this blocks: The SERP title is empty.', blocked: true };
const passes: BulkRow = { ...blocked, status: 'changed', reason: undefined, blocked: undefined };

function draw(mayOverride: boolean) {
  const sent: { path: string; body: any }[] = [];
  const provider: DataProvider = {
    call: async () => Promise.reject(new Error('no call expected')),
    get: async (p) => Promise.reject(new Error(`unexpected GET ${p}`)),
    send: async (r) => {
      sent.push({ path: r.path, body: r.body });
      const overridden = !!(r.body as any).activationOverride;
      return { data: { field: 'isActive', rows: [overridden ? passes : blocked], counts: { changed: overridden ? 1 : 0, unchanged: 0, refused: overridden ? 0 : 1 } } } as never;
    },
  };
  render(
    <EngineContext.Provider value={{ provider, subject: ADMIN, language: 2 }}>
      <BulkDialog spec={{ family: 'reviews', noun: 'reviews' }} action={SWITCH_ON} rows={[{ reviewId: 7, version: 3 }]} rowKey="reviewId" onApplied={() => {}} onUndo={async () => true} onClose={() => {}} mayOverride={mayOverride} />
    </EngineContext.Provider>,
  );
  return sent;
}

describe('switching on in bulk what readiness blocks', () => {
  afterEach(cleanup);

  it('offers an administrator to preview again with a reason, which the preview and the apply carry', async () => {
    const sent = draw(true);
    await screen.findByText('Readiness blocks 1 review from going live');
    const again = () => screen.getByRole('button', { name: 'Preview with override' });
    expect(again()).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(/Reason to activate anyway/), { target: { value: 'Launch day' } });
    expect(again()).toHaveProperty('disabled', false);
    fireEvent.click(again());
    await screen.findByText('Readiness overridden');
    expect(sent.map((s) => [s.path, s.body.activationOverride])).toEqual([
      ['/Bulk/reviews/Preview', undefined],
      ['/Bulk/reviews/Preview', { reason: 'Launch day' }],
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply to 1 review' }));
    await screen.findByText('The change is applied.');
    expect(sent[2]).toEqual({ path: '/Bulk/reviews', body: { field: 'isActive', value: true, rows: [{ id: 7, version: 3 }], activationOverride: { reason: 'Launch day' } } });
  });

  it('tells an editor who is no administrator why the override is not theirs', async () => {
    draw(false);
    await screen.findByText('Readiness blocks 1 review from going live');
    expect(screen.getByRole('button', { name: 'Preview with override' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(/Reason to activate anyway/)).toHaveProperty('disabled', true);
  });
});
