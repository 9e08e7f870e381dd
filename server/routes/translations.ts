/** The translation model's calls live with the model (server/translations/). */
export { default } from '../translations/routes';
