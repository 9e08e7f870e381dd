/** The specification's data types and languages: one list, shared with the server. */
export { DATA_TYPES, DATA_TYPE_NAMES, LANGUAGES, type DataTypeName } from '../../server/access/data-types';
export { ROLES, ROLE_NAMES } from '../../server/access/roles';
