import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplates, type DatabaseTemplates } from './database-templates';
import { startCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * One PostgreSQL cluster for the whole run; each test suite gets its own database in it, most of them copied from
 * the templates of a first start (database-templates.ts).
 */
export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  try {
    project.provide('postgresUrl', cluster.url);
    const { templates, remove } = await makeDatabaseTemplates(cluster.url);
    project.provide('databaseTemplates', templates);
    return () => {
      remove();
      cluster.stop();
    };
  } catch (error) {
    cluster.stop();
    throw error;
  }
}
