import { auditPack } from './audit';
import { corePack } from './core/index';
import { mediaPack } from './media';
import { readinessPack } from './readiness';
import { reviewsPack } from './reviews/index';
import { sharedFactsPack } from './shared-facts';
import { studioEditorPack } from './studio-editor';
import { studioListPack } from './studio-list';
import { translationsPack } from './translations';
import { memoryChecksPack } from './memory-checks';

/** The packs of the app's registry, in order: a later pack's name wins over an earlier one's. */
export const DEFAULT_PACKS = [corePack, reviewsPack, mediaPack, auditPack, sharedFactsPack, translationsPack, studioListPack, studioEditorPack, readinessPack, memoryChecksPack] as const;
