import fp from 'fastify-plugin';
import { hashPassword, randomPassword } from '../auth/passwords';
import { usersRepository } from '../repositories/users';

/**
 * Creates the special administrator on first start. Its password comes from
 * ADMIN_PASSWORD; without it one is generated and printed once, never logged.
 */
export default fp(
  async (app) => {
    const users = usersRepository(app.db);
    const { adminUsername, adminPassword } = app.config;
    if (await users.findCredentials(adminUsername)) return;
    const password = adminPassword ?? randomPassword();
    await users.create({ firstName: 'Site', lastName: 'Administrator', username: adminUsername }, await hashPassword(password));
    app.log.info({ username: adminUsername }, 'administrator account created');
    if (!adminPassword) {
      process.stdout.write(`\n  Administrator account created.\n  Username: ${adminUsername}\n  Password: ${password}\n  (shown once; set ADMIN_PASSWORD to choose it)\n\n`);
    }
  },
  { name: 'administrator', dependencies: ['database'] },
);
