import '@blueprintjs/select/lib/css/blueprint-select.css';
import { createSearchSelectWidget } from './SearchSelectWidget';

/**
 * `platform`: a searchable select of the language's reviews (platforms). The engine puts them into the schema as
 * its `enum` (reviewIds), labelled by name (`ui:enumNames`).
 */
const PlatformWidget = createSearchSelectWidget({
  placeholder: 'Select a platform…',
  searchPlaceholder: 'Search platforms…',
});
export default PlatformWidget;
