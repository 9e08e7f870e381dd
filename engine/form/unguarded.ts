import { createContext } from 'react';

/**
 * True in a subtree whose forms never hold the page nor ask before leaving (a screen previewed in the studio): nothing
 * there can be saved, so nothing is lost, and the page around it must stay free to move.
 */
export const UnguardedForms = createContext(false);
