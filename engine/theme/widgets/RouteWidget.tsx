import '@blueprintjs/select/lib/css/blueprint-select.css';
import { createSearchSelectWidget } from './SearchSelectWidget';

/**
 * `route`: a searchable select of route urls. The engine puts the language's routes into the schema as `oneOf`
 * (`{ const: url or urlTableId, title: url }`), so the value is whatever the `const`s hold.
 */
const RouteWidget = createSearchSelectWidget({ placeholder: 'Select a route…', searchPlaceholder: 'Search routes…' });
export default RouteWidget;
