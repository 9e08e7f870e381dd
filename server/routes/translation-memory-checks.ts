/** The "from memory: check" marks live with the translation memory (server/translation-memory/checks/). */
export { default } from '../translation-memory/checks/checks-routes';
