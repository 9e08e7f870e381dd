import type { FormBody, ListBody, ScreenDescriptor } from '../model/descriptor';
import type { AnyRegistry, Held } from '../registry/index';

/** The forms a screen holds, as its kind's definition says, each with where it lies in the descriptor. */
export const formsOf = (d: ScreenDescriptor, registry: AnyRegistry): Held<FormBody>[] => registry.screenKinds[d.kind]?.forms?.(d) ?? [];

/** The lists a screen holds, as its kind's definition says. */
export const listsOf = (d: ScreenDescriptor, registry: AnyRegistry): Held<ListBody>[] => registry.screenKinds[d.kind]?.lists?.(d) ?? [];

/** A place inside a held form or list, from the descriptor's top: "parts[2].name", "steps[1].parts[2].name". */
export const placeIn = (at: string, place: string) => (at && place ? `${at}.${place}` : at || place);

/** Whether a screen is itself a form: its kind holds one at the descriptor's top (a form, a form in a dialog). */
export const isItselfForm = (d: ScreenDescriptor, registry: AnyRegistry): boolean => formsOf(d, registry).some(({ at }) => at === '');

/** Whether a screen is itself a list: its kind holds one at the descriptor's top. */
export const isItselfList = (d: ScreenDescriptor, registry: AnyRegistry): boolean => listsOf(d, registry).some(({ at }) => at === '');
