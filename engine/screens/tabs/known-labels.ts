import { descriptorNow, fileOfId } from '../../descriptor/catalog';
import type { TabsScreen } from '../../model/descriptor';

/**
 * Each tab's save label as its form will name it (its `submitLabel`, or `submitLabelNew` on a record still to be
 * created), where the tab's descriptor is made already (a tabbed editor's first tab is made with the screen). A form
 * registering the label known here draws nothing again: learnt only then, the label drew the whole editor once more
 * as it opened.
 */
export function knownTabLabels(descriptor: TabsScreen, isNew: boolean): Record<string, string> {
  return Object.fromEntries(
    descriptor.tabs.flatMap((tab) => {
      let form: ReturnType<typeof descriptorNow>;
      try {
        form = descriptorNow(fileOfId(tab.screen));
      } catch {
        return []; // a tab naming no screen: its own draw reports it
      }
      if (form?.kind !== 'form') return [];
      return [[tab.id, (isNew && form.submitLabelNew) || form.submitLabel || 'Save']];
    }),
  );
}
