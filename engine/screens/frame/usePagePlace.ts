import { useParams } from 'react-router-dom';
import type { Breadcrumb, CallSpec } from '../../model/descriptor';
import { recordPlaceOf } from '../../translations/record-place';
import { useRecordPlace } from '../../translations/language-switch';
import { useNesting } from './nesting';

/** A screen on its own route that reads one record says so, for the language switch; inside another screen it does not. */
export function usePagePlace(load: CallSpec | undefined, breadcrumb?: Breadcrumb, backTo?: string) {
  const params = useParams();
  const page = useNesting() === 'page';
  useRecordPlace(page ? recordPlaceOf(load, params, breadcrumb, backTo) : null);
}
