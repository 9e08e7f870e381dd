import { TranslationOfPart } from '../../form/static-parts/TranslationOfPart';
import type { PartComponent } from '../../form/static-parts/part-code';

/** The translations pack's part kinds' components (./translations.ts), by the same names. */
export const translationsParts = { translationOf: TranslationOfPart } satisfies Record<string, PartComponent>;
