import { createContext, useContext } from 'react';

/**
 * The names of the fields the editor has changed since the form was loaded or saved, given by the form's view, so
 * that the section index marks the sections holding unsaved changes. A context of its own, not rjsf's formContext:
 * a new set on each keystroke re-renders the index only, never every field.
 */
export const ChangedFields = createContext<ReadonlySet<string>>(new Set());

export const useChangedFields = () => useContext(ChangedFields);
