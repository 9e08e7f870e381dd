import '@blueprintjs/select/lib/css/blueprint-select.css';
import { createSearchSelectWidget } from './SearchSelectWidget';

/**
 * `route`: a searchable select of route urls. The engine puts the language's routes into the schema as its `enum`
 * (url or urlTableId), labelled by url (`ui:enumNames`), so the value is whatever the `enum` holds.
 */
const RouteWidget = createSearchSelectWidget({ placeholder: 'Select a route…', searchPlaceholder: 'Search routes…' });
export default RouteWidget;
