import '@blueprintjs/select/lib/css/blueprint-select.css';
import { createSearchSelectWidget } from './SearchSelectWidget';

/**
 * `platform`: a searchable select of the language's reviews (platforms). The engine puts them into the schema as
 * `oneOf` (`{ const: reviewId, title: name }`).
 */
const PlatformWidget = createSearchSelectWidget({
  placeholder: 'Select a platform…',
  searchPlaceholder: 'Search platforms…',
});
export default PlatformWidget;
