/**
 * The screen engine's public entry: what the shell (src/) uses, and what a pack or another app needs to extend it.
 * Browser-side (the catalog is built by the Vite plugin); tests may import modules directly.
 */

// Drawing screens: the index of descriptors, a screen by its file, a screen by its descriptor, a route's error.
export { CATALOG, type CatalogEntry } from './descriptor/catalog';
export { ScreenLoader } from './screens/ScreenLoader';
export { ScreenOf } from './screens/components';
export { ScreenWarmups } from './screens/warmup/ScreenWarmups';
export { RouteError } from './screens/frame/RouteError';
export { NoAccess } from './screens/frame/NoAccess';
export { FailureNotice, failureTitle } from './screens/frame/FailureNotice';

// What every screen gets from the shell.
export { EngineContext, useEngine, type EngineContextValue } from './EngineContext';
export { createDataProvider, serverRefusal, type DataProvider, type ProviderOptions } from './data/provider';
export { LANGUAGE_PARAM, languageOfLink, linkInLanguage, searchInLanguage } from './data/language-link';
export { canAccess, canAdminister, editLabel, initialLanguage, permittedLanguages, type AccessAction, type AccessSubject, type PermissionEntry } from './access/can-access';
export { noAccessToRecord, noAccessToScreen, whyNot } from './access/why-not';

// Notices and leaving a changed form.
export { adoptToaster, notify } from './notices';
export { failureNotice } from './form/server-error';
export { notifyFailure, GENERIC_FAILURE } from './notify-failure';
export { confirmDiscardChanges, hasUnsavedChanges } from './form/unsaved';

// Changing language: where the page goes (the same screen, or the record's version in that language).
export { placeInLanguage } from './translations/language-switch';

// Extending the engine: the registry, its factory and the definitions a pack holds; the descriptor format.
export { registry, DEFAULT_PACKS, type Registry } from './registry/index';
export * from './registry/create';
export * from './registry/define';
export type * from './model/descriptor';
