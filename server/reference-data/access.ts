import type { Action } from '../../shared/roles';

/**
 * The page dispatcher puts the data pages under Academy, so countries and
 * lenders are read and written with the Academy role. They have no language:
 * handlers call req.authorize(null), so a role in any language suffices.
 */
export const dataAccess = (action: Action) => ({ access: { dataType: 'Academy' as const, action } });

export const tags = ['Data'];
