import { computed } from './computed';
import { conversions } from './conversions';
import { displayFormats } from './display-formats';
import { fieldKinds } from './field-kinds';
import { optionSources } from './option-sources';
import { partKinds } from './part-kinds';
import { rules } from './rules';
import { screenKinds } from './screen-kinds';
import { definePack } from '../../define';
import { faqEntries } from './groups/faq-entries';
import { saveHooks } from './save-hooks';
import { serp } from './groups/serp';
import { settingsAttributes } from './groups/settings-attributes';
import { settingsAttributeList } from './groups/settings-attribute-list';

/** What every screen may name. */
export const corePack = definePack({
  fieldKinds,
  conversions,
  screenKinds,
  optionSources,
  rules,
  computed,
  saveHooks,
  groupStorage: { settingsAttributes, settingsAttributeList, faqEntries, serp },
  displayFormats,
  partKinds,
});
