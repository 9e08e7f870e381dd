import type { DataTypeName } from '../../shared/data-types';

/** A group of settings attributes, identified by its dataTypeId. */
export interface AttributeKind {
  /** The permission data type a call touching these attributes is checked against. */
  dataType: DataTypeName;
  /** settingsDataTypeId → how many items (indexes 1..n) the screen has. */
  slots: Readonly<Record<number, number>>;
  /** Set when the attributes live in one language only, whatever screen language is chosen. */
  fixedLanguageId?: number;
  /** The record of the language these attributes belong to, whose version they are part of (the settings forms). */
  owner?: { table: 'about_settings' | 'home_settings' | 'navigation_settings' | 'footer_settings'; idColumn: string };
}

const single = (ids: number[]) => Object.fromEntries(ids.map((id) => [id, 1]));

/** Spec constants: second document §3/§9 (footer, home, about, navigation), third document §3/§9 (snippets, headlines). */
export const ATTRIBUTE_KINDS: Readonly<Record<number, AttributeKind>> = {
  13: { dataType: 'Settings Footer', slots: { 31: 6, 33: 6, 32: 6, 34: 6, 70: 5, 71: 5 }, owner: { table: 'footer_settings', idColumn: 'footerSettingsId' } },
  14: { dataType: 'Settings Home', slots: { 35: 1, 36: 3, 37: 3 }, owner: { table: 'home_settings', idColumn: 'homeSettingsId' } },
  15: { dataType: 'Settings About', slots: { 39: 8, 40: 8, 41: 8 }, owner: { table: 'about_settings', idColumn: 'aboutSettingsId' } },
  27: { dataType: 'Settings Navigation', slots: { 42: 3, 38: 3, 31: 6, 33: 6 }, owner: { table: 'navigation_settings', idColumn: 'navigationSettingsId' } },
  58: { dataType: 'Settings Bonus', slots: single([59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69]) },
  72: { dataType: 'Settings Bonus', slots: single([73, 74]), fixedLanguageId: 1 },
};

export const ATTRIBUTE_KIND_IDS = Object.keys(ATTRIBUTE_KINDS).map(Number);
export const SNIPPETS = 58;
export const HEADLINES = 72;
