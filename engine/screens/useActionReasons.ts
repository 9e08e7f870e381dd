import type { DataTypeName } from '../../shared/data-types';
import { whyNot } from '../access/why-not';
import type { AccessAction } from '../access/can-access';
import { useEngine } from '../EngineContext';
import { useScreenLabels } from './frame/screen-labels';

export type ActionReasons = Partial<Record<AccessAction, string>>;

/**
 * Why each action of a screen is refused by the user's role in this language, in the screen's own words ("You may
 * read reviews in English but not delete them"); an action allowed has none. For the tooltips of disabled controls.
 */
export function useActionReasons(descriptor: { permission?: { dataType: DataTypeName } }, words: 'rows' | 'record' = 'rows'): ActionReasons {
  const { subject, language } = useEngine();
  const labels = useScreenLabels(descriptor);
  const resource = descriptor.permission?.dataType;
  if (!resource) return {};
  const label = words === 'rows' ? (labels.rowsLabel ?? labels.recordLabel) : labels.recordLabel;
  const reason = (action: AccessAction) => whyNot({ action, resource, languageId: language, subject, label });
  return { add: reason('add'), edit: reason('edit'), save: reason('save'), delete: reason('delete') };
}
