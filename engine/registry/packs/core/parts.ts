import { NotePart } from '../../../form/static-parts/NotePart';
import type { PartComponent } from '../../../form/static-parts/part-code';

/** The core part kinds' components (./part-kinds.ts), by the same names. */
export const coreParts = { note: NotePart } satisfies Record<string, PartComponent>;
