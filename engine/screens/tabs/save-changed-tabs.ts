import type { TabForm } from '../../form/saves-together';

export interface SavingTab {
  id: string;
  title: string;
  form: TabForm;
}

export interface TabsSaved {
  /** The tabs saved, in order. */
  saved: string[];
  /** The tab whose save failed (its own notice said why); the save stopped there. */
  failed?: string;
  /** Changed tabs after the failed one, not saved: their edits stay. */
  notSaved: string[];
}

/**
 * The one Save of a tabs screen that saves together: every tab's held keys go into its form first, then only the tabs
 * with edits save, one after the other in the tabs' order, each with its own calls and notices (each told whether
 * another tab saved before it, in this run or an earlier one, as they may share the record's version). The first failure
 * stops the run: the tabs after it keep their edits unsaved. With no tab changed, the open tab saves, as its own
 * Save did before the tabs saved together (the record saved as it is, 'Updated on' moved on).
 */
export async function saveChangedTabs(
  tabs: SavingTab[],
  /** The open tab; `savedBefore`: the tabs saved by earlier runs while the screen has been open. */
  { open, savedBefore = new Set() }: { open?: string; savedBefore?: ReadonlySet<string> } = {},
): Promise<TabsSaved> {
  for (const tab of tabs) tab.form.flush();
  const edited = tabs.filter((tab) => tab.form.dirty);
  const changed = edited.length ? edited : tabs.filter((tab) => tab.id === open);
  const saved: string[] = [];
  for (const [at, tab] of changed.entries()) {
    // The record it shares with another tab may have moved on since it was read: in this run or an earlier one.
    const afterAnother = saved.length > 0 || [...savedBefore].some((id) => id !== tab.id);
    if (!(await tab.form.save(afterAnother))) return { saved, failed: tab.id, notSaved: changed.slice(at + 1).map((t) => t.id) };
    saved.push(tab.id);
  }
  return { saved, notSaved: [] };
}
