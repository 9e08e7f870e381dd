import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { freeCountryName } from './data-fixtures';

/**
 * The bin's bulk change: many entries restored at once with a preview, refused by row as the bin's Restore refuses one,
 * one history entry and one undo that sends them back to the bin (the administrator only).
 */
forEachDatabase('Restoring many bin entries', (server) => {
  const testimonial = async (fullName: string) => {
    const created = await server.admin.post('/api/Testimonials', { languageId: 2, fullName, tagLine: 'Investor', testimonialText: `${fullName} says it works.` });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body.testimonialId as number;
  };
  /** Deletes through the record's own DELETE call and answers its bin entry. */
  const deleted = async (path: string) => {
    const answer = await server.admin.delete(path);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return Number(answer.headers['x-bin-entry']);
  };
  const readTestimonial = async (id: number) => (await server.admin.get(`/api/Testimonials?id=${id}`)).status;

  it('previews, restores the entries that pass with one history entry, refuses one whose name is taken again, and sends them back with one undo', async () => {
    const ids = [await testimonial('Ines Bulk'), await testimonial('Jan Bulk')];
    const entries = [await deleted(`/api/Testimonials/${ids[0]}`), await deleted(`/api/Testimonials/${ids[1]}`)];
    const countryName = await freeCountryName(server.admin);
    const countryID = (await server.admin.post('/api/Country', { countryName })).body.countryID as number;
    const countryEntry = await deleted(`/api/Country/${countryID}`);
    // The country's name is taken again while it is in the bin: its restore is refused, as the bin's Restore refuses it.
    expect((await server.admin.post('/api/Country', { countryName })).status).toBe(200);

    const rows = [...entries, countryEntry, entries[0], 2_000_000_000].map((id) => ({ id }));
    const seen = await server.admin.post('/api/Bulk/bin/Restore/Preview', { rows });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body.rows.map((r: any) => [r.name, r.status, r.reason])).toEqual([
      ['Ines Bulk', 'changed', undefined],
      ['Jan Bulk', 'changed', undefined],
      [countryName, 'refused', expect.stringMatching(new RegExp(`^The country name “${countryName}” is now used by another country`))],
      ['Ines Bulk', 'refused', 'Named twice in this change: the entry is restored once.'],
      [null, 'refused', 'There is no bin entry 2000000000: it was restored or emptied since, or never existed.'],
    ]);
    // The preview restored nothing.
    expect(await readTestimonial(ids[0])).toBe(404);

    const applied = await server.admin.post('/api/Bulk/bin/Restore', { rows: rows.slice(0, 3) });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.counts).toEqual({ changed: 2, unchanged: 0, refused: 1 });
    for (const id of ids) expect(await readTestimonial(id)).toBe(200);
    const binned = (await server.admin.get('/api/Bin')).body.map((e: any) => e.binEntryId);
    expect(binned).toContain(countryEntry);
    expect(binned).not.toContain(entries[0]);
    expect((await server.admin.get('/api/Bulk/bin')).body[0]).toMatchObject({ bulkId: applied.body.bulkId, action: 'restore', written: 2, refused: 1, undoneAt: null });

    const undone = await server.admin.post(`/api/Bulk/bin/${applied.body.bulkId}/Undo`);
    expect(undone.body).toEqual({ bulkId: applied.body.bulkId, undone: 2 });
    for (const id of ids) expect(await readTestimonial(id)).toBe(404);
    const names = (await server.admin.get('/api/Bin')).body.map((e: any) => e.name);
    expect(names.filter((n: string) => n === 'Ines Bulk' || n === 'Jan Bulk').sort()).toEqual(['Ines Bulk', 'Jan Bulk']);
    expect((await server.admin.post(`/api/Bulk/bin/${applied.body.bulkId}/Undo`)).status).toBe(409);
  });

  /** A testimonial deleted into the bin, as the bin lists it, then restored by a bulk change: its entry and that change. */
  const restoredTestimonial = async (fullName: string) => {
    const id = await testimonial(fullName);
    const entry = await deleted(`/api/Testimonials/${id}`);
    const shown = (await server.admin.get('/api/Bin')).body.find((e: any) => e.binEntryId === entry);
    const applied = await server.admin.post('/api/Bulk/bin/Restore', { rows: [{ id: entry }] });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    return { id, entry, shown, bulkId: applied.body.bulkId as number };
  };
  /** Undoes the change with the app's clock at `at`, and answers the bin's entries of the testimonial as listed then. */
  const undoneAt = async (at: Date, bulkId: number, id: number) => {
    server.app.clock.now = () => at;
    try {
      expect((await server.admin.post(`/api/Bulk/bin/${bulkId}/Undo`)).status).toBe(200);
      return (await server.admin.get('/api/Bin')).body.filter((e: any) => e.family === 'testimonials' && e.recordId === id);
    } finally {
      server.app.clock.now = () => new Date();
    }
  };
  const daysAfter = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000);

  it('an undone restore puts each record back as its entry showed it: deleted on the same day by the same user, expiring as before', async () => {
    const { id, entry, shown, bulkId } = await restoredTestimonial('Kai Bulk');
    // Undone 20 days later: the record has ten days left in the bin, not thirty again.
    const back = await undoneAt(daysAfter(shown.deletedAt, 20), bulkId, id);
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ name: 'Kai Bulk', deletedAt: shown.deletedAt, deletedByName: shown.deletedByName, expiresAt: shown.expiresAt });
    expect(back[0].binEntryId).not.toBe(entry);
  });

  it('an undone restore whose 30 days ran out meanwhile keeps the record in the bin as deleted by the undo', async () => {
    const { id, shown, bulkId } = await restoredTestimonial('Lea Bulk');
    const later = daysAfter(shown.deletedAt, 31);
    const back = await undoneAt(later, bulkId, id);
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ name: 'Lea Bulk', deletedAt: later.toISOString(), deletedByName: shown.deletedByName });
  });

  it('is the administrator\'s alone, and refuses over 1,000 entries and nothing restorable as a whole', async () => {
    const manager = await server.userWith(['Settings', 'admin'], ['Settings Testimonials', 'admin']);
    const entry = await deleted(`/api/Testimonials/${await testimonial('Kai Bulk')}`);
    const refused = await manager.post('/api/Bulk/bin/Restore/Preview', { rows: [{ id: entry }] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the administrator restores from the bin.');
    const tooMany = await server.admin.post('/api/Bulk/bin/Restore', { rows: Array.from({ length: 1001 }, (_, i) => ({ id: i + 1 })) });
    expect(tooMany.body).toMatchObject({ code: 'VALIDATION', message: 'A bulk change takes up to 1,000 records at a time: narrow the selection.' });
    const nothing = await server.admin.post('/api/Bulk/bin/Restore', { rows: [{ id: 2_000_000_001 }] });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toMatch(/^Nothing was restored: “2000000001” is refused/);
    expect((await server.anonymous.post('/api/Bulk/bin/Restore', { rows: [{ id: entry }] })).status).toBe(401);
  });
});
