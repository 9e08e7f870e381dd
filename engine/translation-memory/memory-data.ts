import type { DataProvider } from '../data/provider';
import type { CallSpec } from '../model/descriptor';
import type { MemoryCheck, MemoryPrefillAnswer } from '../../shared/translation-memory/answers';

/**
 * The translation memory's calls for pre-filling and its "from memory: check" marks (docs/translations.md,
 * "Pre-filling"), through the data provider; `entity` is the record's as its own calls name it (Review, Blogs, …).
 */
const checksPath = (entity: string, id: number) => `/TranslationMemory/checks/${encodeURIComponent(entity)}/${id}`;

/** The calls as a descriptor's conformance check lists them (the `memoryChecks` save hook declares them). */
export const memoryCalls = (entity: string): CallSpec[] => [
  { path: '/TranslationMemory/prefill' },
  { method: 'PUT', path: `/TranslationMemory/checks/${entity}/{record.id}` },
];

/** The fields of a new version of an English record the memory knows exactly, in the language. */
export const prefillOf = (provider: DataProvider, entity: string, englishId: number, languageId: number) =>
  provider.get<MemoryPrefillAnswer>('/TranslationMemory/prefill', { entity, englishId, languageId });

export const checksOf = (provider: DataProvider, entity: string, id: number) => provider.get<MemoryCheck[]>(checksPath(entity, id));

export const recordChecks = async (provider: DataProvider, entity: string, id: number, fields: Record<string, string>) =>
  (await provider.send<MemoryCheck[]>({ method: 'PUT', path: checksPath(entity, id), body: { fields } })).data;

export const confirmCheck = async (provider: DataProvider, entity: string, id: number, field: string) =>
  (await provider.send<{ field: string; confirmed: true }>({ method: 'DELETE', path: `${checksPath(entity, id)}/${encodeURIComponent(field)}` })).data;
