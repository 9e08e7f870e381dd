import { computed } from '../core/computed';
import { conversions } from '../core/conversions';
import { displayFormats } from '../core/display-formats';
import { fieldKinds } from '../core/field-kinds';
import { optionSources } from '../core/option-sources';
import { partKinds } from '../core/part-kinds';
import { rules } from '../core/rules';
import { screenKinds } from '../core/screen-kinds';
import { definePack } from '../define';
import { faqEntries } from '../../form/groups/faq-entries';
import { reviewHighlights } from '../../form/groups/review-highlights';
import { settingsAttributes } from '../../form/groups/settings-attributes';

/** What every screen may name. */
export const corePack = definePack({
  fieldKinds,
  conversions,
  screenKinds,
  optionSources,
  rules,
  computed,
  saveHooks: {},
  groupStorage: { settingsAttributes, reviewHighlights, faqEntries },
  displayFormats,
  partKinds,
});
