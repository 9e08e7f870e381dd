// @vitest-environment happy-dom
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaCalls } from '../../engine/media/calls';
import type { DataProvider, SendRequest } from '../../engine/data/provider';
import { validateDescriptor } from '../../engine/descriptor/validate';
import { formatSize } from '../../engine/media/format-size';
import { MediaUsageList } from '../../engine/media/MediaUsageList';
import { LIBRARY_SETTINGS } from '../../engine/media/settings';
import { useMediaLibrary } from '../../engine/media/useMediaLibrary';
import library from '../../screens/media/media-library.json';

vi.mock('../../engine/notices', () => ({ notify: vi.fn(async () => undefined) }));
const { notify } = await import('../../engine/notices');
afterEach(() => vi.mocked(notify).mockClear());

const file = (name: string, extra: object = {}) => ({
  name, key: `EN/${name}`, url: `/media-files/EN/${name}`, size: 1000, lastModified: '', width: 10, height: 10, thumbnailUrl: null, imageId: null, altText: '', caption: '', ...extra,
});

/** Answers only the calls a test declares, in any order; anything else fails the test (react-admin's testDataProvider). */
function strictProvider(answers: Record<string, (request: SendRequest) => unknown>) {
  const made: string[] = [];
  const answer = (request: SendRequest) => {
    const key = `${request.method} ${request.path}`;
    made.push(`${key} ${JSON.stringify(request.query ?? request.body ?? '')}`);
    const found = answers[key];
    if (!found) throw new Error(`unexpected call ${key}`);
    return found(request);
  };
  const provider: DataProvider = {
    call: async (spec) => Promise.reject(new Error(`unexpected call ${spec.path}`)),
    get: async (path, query) => answer({ method: 'GET', path, query }) as never,
    send: async (request) => answer(request) as never,
  };
  return { provider, made };
}

const ADMIN = { isAdministrator: true, permissions: [] };
const READER_DE = { isAdministrator: false, permissions: [{ languageId: 2, roleId: 7, dataTypeId: 46 }] };

function listing(files: object[], total = files.length) {
  return { data: files, headers: { 'x-total-count': String(total) } };
}

describe('media library controller', () => {
  it("opens on the current language's folder, first page of 10, and goes back to page 1 when the folder changes", async () => {
    const { provider, made } = strictProvider({ 'GET /AWSS3File/filesList': () => listing([file('a.png')], 25), 'GET /AWSS3File/folders': () => [] });
    const api = mediaCalls(provider);
    const { result } = renderHook(() => useMediaLibrary({ api, settings: LIBRARY_SETTINGS, subject: ADMIN, language: 2 }));
    await waitFor(() => expect(result.current.listing.status).toBe('ready'));
    expect(made.find((m) => m.startsWith('GET /AWSS3File/filesList'))).toBe('GET /AWSS3File/filesList {"language":"DE","page":1,"pageSize":10}');
    expect(result.current.listing.pages).toBe(3);
    act(() => result.current.listing.setPage(3));
    act(() => result.current.listing.setSecondary('BLOG_FEATURED_IMAGES'));
    await waitFor(() => expect(made.at(-1)).toBe('GET /AWSS3File/filesList {"language":"DE/BLOG_FEATURED_IMAGES","page":1,"pageSize":10}'));
    act(() => result.current.listing.setFolder('LOGOS'));
    expect(result.current.listing.secondary).toBe('');
    act(() => result.current.listing.setMissingAlt(true));
    await waitFor(() => expect(made.at(-1)).toBe('GET /AWSS3File/filesList {"language":"LOGOS","page":1,"pageSize":10,"missingAlt":true}'));
  });

  it('asks where files are used before deleting; after the delete the list reloads and the selection is gone', async () => {
    const usage = [{ key: 'EN/a.png', uses: [{ dataType: 'Review', languageId: 1, id: 3, title: 'Mintos', field: 'content', path: '/review/3' }], hiddenUses: 0 }];
    const { provider, made } = strictProvider({
      'GET /AWSS3File/filesList': () => listing([file('a.png'), file('b.png')]),
      'GET /AWSS3File/folders': () => [],
      'GET /AWSS3File/usage?name=EN%2Fa.png&name=EN%2Fb.png': () => ({ data: usage, headers: {} }),
      'POST /AWSS3File/deleteMultipleFiles': () => ({ data: [], headers: {} }),
    });
    const api = mediaCalls(provider);
    const { result } = renderHook(() => useMediaLibrary({ api, settings: LIBRARY_SETTINGS, subject: ADMIN, language: 1 }));
    await waitFor(() => expect(result.current.listing.files).toHaveLength(2));
    act(() => result.current.selection.toggle('EN/a.png'));
    act(() => result.current.selection.toggle('EN/b.png'));
    act(() => result.current.remove.ask(result.current.selection.keys));
    await waitFor(() => expect(result.current.remove.pending?.usage).toEqual(usage));
    const lists = made.filter((m) => m.startsWith('GET /AWSS3File/filesList')).length;
    await act(() => result.current.remove.confirm());
    expect(made).toContain('POST /AWSS3File/deleteMultipleFiles ["EN/a.png","EN/b.png"]');
    expect(notify).toHaveBeenCalledWith({ message: 'Images deleted successfully.' }, 'success');
    expect(result.current.selection.keys).toEqual([]);
    await waitFor(() => expect(made.filter((m) => m.startsWith('GET /AWSS3File/filesList')).length).toBe(lists + 1));
  });

  it('the where-used list names the uses the user may read and counts the others in one sentence', () => {
    const mintos = { dataType: 'Review', languageId: 1, id: 3, title: 'Mintos', field: 'content', path: '/review/3' };
    const usage = [
      { key: 'EN/a.png', uses: [mintos], hiddenUses: 4 },
      { key: 'EN/b.png', uses: [], hiddenUses: 1 },
      { key: 'EN/c.png', uses: [], hiddenUses: 0 },
    ];
    render(createElement(MediaUsageList, { pending: { keys: usage.map((u) => u.key), usage } }));
    expect(screen.getByText('Still in use')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mintos' }).getAttribute('href')).toBe('/review/3');
    expect(screen.getByText('and 4 uses in languages you cannot read')).toBeTruthy();
    expect(screen.getByText('1 use in a language you cannot read')).toBeTruthy();
    expect(screen.queryByText('EN/c.png')).toBeNull();
  });

  it('a file used only where the user cannot read is still in use, not used nowhere', () => {
    render(createElement(MediaUsageList, { pending: { keys: ['EN/a.png'], usage: [{ key: 'EN/a.png', uses: [], hiddenUses: 2 }] } }));
    expect(screen.getByText('2 uses in languages you cannot read')).toBeTruthy();
    expect(screen.queryByText('This file is used nowhere.')).toBeNull();
  });

  it('a failed delete (only logged in the specification) shows the generic notice with the reason and keeps the selection', async () => {
    const { provider } = strictProvider({
      'GET /AWSS3File/filesList': () => listing([file('a.png')]),
      'GET /AWSS3File/folders': () => [],
      'GET /AWSS3File/usage?name=EN%2Fa.png': () => ({ data: [{ key: 'EN/a.png', uses: [], hiddenUses: 0 }], headers: {} }),
      'DELETE /AWSS3File/deleteFile/EN%2Fa.png': () => Promise.reject(new Error('HTTP 500')),
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = mediaCalls(provider);
    const { result } = renderHook(() => useMediaLibrary({ api, settings: LIBRARY_SETTINGS, subject: ADMIN, language: 1 }));
    await waitFor(() => expect(result.current.listing.files).toHaveLength(1));
    act(() => result.current.selection.toggle('EN/a.png'));
    act(() => result.current.remove.ask(['EN/a.png']));
    await act(() => result.current.remove.confirm());
    expect(error).toHaveBeenCalledWith('media delete failed', expect.any(Error));
    expect(notify).toHaveBeenCalledWith({ message: 'An error has occured. HTTP 500' }, 'danger');
    expect(result.current.selection.keys).toEqual(['EN/a.png']);
    error.mockRestore();
  });

  it('saves details with POST when the file has no image info, PUT when it has; refuses details while uploading', async () => {
    let release: () => void = () => undefined;
    const { provider, made } = strictProvider({
      'GET /AWSS3File/filesList': () => listing([file('a.png'), file('b.png', { imageId: 7 })]),
      'GET /AWSS3File/folders': () => [],
      'POST /ImageInfos': () => ({ data: { imageId: 9 }, headers: {} }),
      'PUT /ImageInfos': () => ({ data: { imageId: 7 }, headers: {} }),
      'POST /AWSS3File/uploadFile': () => new Promise((resolve) => (release = () => resolve({ data: { files: [file('c.png')] }, headers: {} }))),
    });
    const api = mediaCalls(provider);
    const { result } = renderHook(() => useMediaLibrary({ api, settings: LIBRARY_SETTINGS, subject: ADMIN, language: 1 }));
    await waitFor(() => expect(result.current.listing.files).toHaveLength(2));
    const [a, b] = result.current.listing.files;
    await act(() => result.current.details.open(a));
    act(() => result.current.details.setTexts({ altText: 'Alt A', caption: 'Cap A' }));
    await act(() => result.current.details.save());
    expect(made).toContain('POST /ImageInfos {"altText":"Alt A","caption":"Cap A","size":1000,"aws":"/media-files/EN/a.png"}');
    expect(result.current.listing.files[0]).toMatchObject({ altText: 'Alt A', imageId: 9 });
    expect(notify).toHaveBeenCalledWith({ message: 'Image details successfully saved.' }, 'success');
    await act(() => result.current.details.open(b));
    await act(() => result.current.details.save());
    expect(made).toContain('PUT /ImageInfos {"imageId":7,"altText":"","caption":""}');

    let uploading: Promise<void> = Promise.resolve();
    act(() => void (uploading = result.current.upload.start([new File(['x'], 'c.png', { type: 'image/png' })])));
    await act(() => result.current.details.open(a));
    expect(result.current.details.file?.key).toBe(b.key);
    expect(notify).toHaveBeenCalledWith({ message: 'Please wait for uploading to finish.', duration: 2000 }, 'primary');
    await act(async () => {
      release();
      await uploading;
    });
    expect(notify).toHaveBeenCalledWith({ message: 'Images has been uploaded' }, 'success');
    expect(made).toContain('POST /AWSS3File/uploadFile {"language":"EN"}');
  });

  it('asks before typed image texts are lost: opening another file keeps them on Keep editing, drops them on Discard changes', async () => {
    const { provider } = strictProvider({
      'GET /AWSS3File/filesList': () => listing([file('a.png'), file('b.png', { imageId: 7, altText: 'Stored B' })]),
      'GET /AWSS3File/folders': () => [],
    });
    const api = mediaCalls(provider);
    const { result } = renderHook(() => useMediaLibrary({ api, settings: LIBRARY_SETTINGS, subject: ADMIN, language: 1 }));
    await waitFor(() => expect(result.current.listing.files).toHaveLength(2));
    const [a, b] = result.current.listing.files;
    await act(() => result.current.details.open(a));
    act(() => result.current.details.setTexts({ altText: 'Typed for A', caption: '' }));
    expect(result.current.details.dirty).toBe(true);

    let opening: Promise<void> = Promise.resolve();
    act(() => void (opening = result.current.details.open(b)));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await act(() => opening);
    expect(result.current.details.file?.key).toBe(a.key);
    expect(result.current.details.texts.altText).toBe('Typed for A');

    act(() => void (opening = result.current.details.open(b)));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await act(() => opening);
    expect(result.current.details.file?.key).toBe(b.key);
    expect(result.current.details.texts.altText).toBe('Stored B');
    expect(result.current.details.dirty).toBe(false);
  });

  it("says 'Something went wrong during fetching data...' when the list fails; a reader may not upload, save or delete", async () => {
    const { provider } = strictProvider({ 'GET /AWSS3File/filesList': () => Promise.reject(new Error('HTTP 500')), 'GET /AWSS3File/folders': () => [] });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = mediaCalls(provider);
    const { result } = renderHook(() => useMediaLibrary({ api, settings: LIBRARY_SETTINGS, subject: READER_DE, language: 2 }));
    await waitFor(() => expect(result.current.listing.status).toBe('failed'));
    expect(notify).toHaveBeenCalledWith({ message: 'Something went wrong during fetching data...' }, 'danger');
    expect(result.current.rights).toEqual({ upload: false, save: false, delete: false, saveReason: 'You may read media files in German but not change them' });
    error.mockRestore();
  });
});

describe('media sizes and descriptor', () => {
  it('shows KB below 7 digits, else MB', () => {
    expect(formatSize(2048)).toBe('2.00 KB');
    expect(formatSize(999_999)).toBe('976.56 KB');
    expect(formatSize(1_000_000)).toBe('0.95 MB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5.00 MB');
  });

  it('the library descriptor validates, and its props are checked', () => {
    expect(() => validateDescriptor('screens/media/media-library.json', library)).not.toThrow();
    const broken = { ...library, props: { ...library.props, pageSizes: ['ten'] } };
    expect(() => validateDescriptor('screens/media/media-library.json', broken)).toThrow(/pageSizes/);
  });
});
