import user from '../../../schemas/user.json';
import { body } from '../../lib/schemas';
import { usersRepository } from '../../repositories/users';
import { userAccounts, type UserBody } from '../../auth/user-accounts';
import { usersBin } from '../../bin/families/users';
import { defineBulkFamily } from '../bulk-family';

const accountsOf = (db: Parameters<typeof usersRepository>[0], req: { server: { config: { adminUsername: string } } }) => userAccounts(db, req.server.config.adminUsername);

/**
 * Users: accounts without a language, deleted into the bin with their permissions as DELETE /Users/DeleteUser deletes
 * one, refusing one's own account and one holding rights the deleter lacks; their sessions end with them. A user's
 * fields are each their own, so none is offered for many at once.
 */
export const usersBulk = defineBulkFamily({
  name: 'users',
  what: 'user',
  whatPlural: 'users',
  dataType: 'Settings Users',
  table: 'users',
  idColumn: 'userId',
  nameColumn: 'username',
  schema: body(user, { require: ['userId'] }),
  formFields: ['firstName', 'lastName', 'username', 'image'],
  fields: {},
  remove: {
    binOf: () => usersBin,
    refuse: (db, record, req) => accountsOf(db, req).refuseDelete(req, record as { userId: number; username: string }),
  },
  read: (db, id) => usersRepository(db).findById(id),
  saver(db) {
    return (req, record) => accountsOf(db, req).save(req, record as UserBody);
  },
});
