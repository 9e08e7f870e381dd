import { Callout } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { canAccess } from '../../engine/access/can-access';
import type { DataTypeName } from '../../engine/descriptor/data-types';
import { useSession } from '../session/SessionContext';
import { Layout } from './Layout';

/**
 * Every screen but the login page: no stored user → back to /; a data type the user holds no role
 * for in the current language → refused (the dispatcher's permission gate).
 */
export function Gate({ dataType, children }: { dataType?: DataTypeName; children: ReactNode }) {
  const { session, subject, language } = useSession();
  if (!session) return <Navigate to="/" replace />;
  const allowed = !dataType || canAccess({ action: 'view', resource: dataType, languageId: language, subject });
  return (
    <Layout>
      {allowed ? children : <Callout intent="warning" title="No access">{`You have no rights for ${dataType} in this language.`}</Callout>}
    </Layout>
  );
}
