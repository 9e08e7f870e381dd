import type { BinFamily } from '../family';

/**
 * A user takes their permissions with them. Their sessions are not kept: a deleted user is signed out for good,
 * and signs in again once restored. The username is theirs alone: a restore is refused while another user holds it.
 */
export const usersBin: BinFamily = {
  family: 'users',
  what: 'user',
  table: 'users',
  idColumn: 'userId',
  nameColumn: 'username',
  dataType: 'Settings Users',
  unique: { columns: ['username'], what: 'username' },
  parts: [{ table: 'permissions', idColumn: 'permissionId', what: 'permission', match: { userId: 'userId' } }],
};
