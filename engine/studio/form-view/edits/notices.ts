import type { Fragments } from '../../../descriptor/fragments';
import { isItselfForm, isItselfList } from '../../../descriptor/held';
import type { ScreenDescriptor } from '../../../model/descriptor';
import { registry } from '../../../registry/index';
import { edited, type Json } from './parts-path';

/**
 * A screen's notices, where the descriptor keeps them: a form's `notices.success` (and successOnCreate, failure,
 * loadFailure), a list's `delete.success` and `delete.failure`. A notice may come from a shared fragment two
 * ways: the `notices` object includes one (`"include": "saving-failed"` gives its failure), or the notice itself
 * is an include (`"failure": { "include": "deleting-failed" }`). Either way the screen's own text wins, so a
 * shared notice is overridden by writing the screen's own.
 */
export type NoticePlace = [holder: string, key: string];

export interface NoticeView {
  place: NoticePlace;
  /** What the screen shows: its own notice, or the fragment's. */
  notice?: { message?: string; duration?: number };
  /** The fragment the notice comes from, or would come from without the screen's own. */
  sharedFrom?: string;
  /** The screen states its own text in place of the fragment's. */
  overridden: boolean;
}

const FORM_NOTICES = ['success', 'successOnCreate', 'failure', 'loadFailure'];
const object = (v: unknown): Json | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined);
const fragmentObject = (fragments: Fragments, name: unknown) => (typeof name === 'string' ? object(fragments[name]) : undefined);

/** Where a screen keeps its notices: a form's, or a list's delete's, where its kind holds one at its top. */
export function noticePlaces(descriptor: Json): NoticePlace[] {
  if (isItselfForm(descriptor as ScreenDescriptor, registry)) return FORM_NOTICES.map((key) => ['notices', key]);
  if (isItselfList(descriptor as ScreenDescriptor, registry) && object(descriptor.delete)) return [['delete', 'success'], ['delete', 'failure']];
  return [];
}

export function noticeAt(descriptor: Json, place: NoticePlace, fragments: Fragments): NoticeView {
  const holder = object(descriptor[place[0]]) ?? {};
  const own = object(holder[place[1]]);
  const holderFragment = fragmentObject(fragments, holder.include);
  const fromHolder = object(holderFragment?.[place[1]]);
  if (own && typeof own.include === 'string') {
    const { include, params: _params, ...rest } = own;
    return { place, notice: { ...fragmentObject(fragments, include), ...rest }, sharedFrom: include, overridden: 'message' in rest };
  }
  if (own) return { place, notice: own, sharedFrom: fromHolder ? String(holder.include) : undefined, overridden: !!fromHolder };
  if (fromHolder) return { place, notice: fromHolder, sharedFrom: String(holder.include), overridden: false };
  return { place, overridden: false };
}

/** Writes the screen's own notice at `place` (overriding a shared one); a duration left empty is the engine's 3000 ms. */
export function setNotice(descriptor: Json, place: NoticePlace, notice: { message: string; duration?: number }): Json {
  return edited(descriptor, (copy) => {
    const holder = (copy[place[0]] ??= {}) as Json;
    // A notice that includes a fragment keeps including it: its own message and duration win over the fragment's.
    const include = object(holder[place[1]])?.include;
    holder[place[1]] = { ...(include && { include }), message: notice.message, ...(notice.duration !== undefined && { duration: notice.duration }) };
  });
}

/** Drops the screen's own notice: the shared fragment's shows again, or (for an optional one) none. */
export function removeNotice(descriptor: Json, place: NoticePlace): Json {
  return edited(descriptor, (copy) => {
    const holder = copy[place[0]] as Json | undefined;
    const own = object(holder?.[place[1]]);
    if (!holder || !own) return;
    // A notice that includes a fragment goes back to the fragment's text; else the holder's fragment speaks again.
    if (typeof own.include === 'string') holder[place[1]] = { include: own.include };
    else delete holder[place[1]];
  });
}
