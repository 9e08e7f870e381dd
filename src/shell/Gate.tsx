import { Callout } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { canAccess } from '../../engine';
import type { DataTypeName } from '../../shared/data-types';
import { useSession } from '../session/SessionContext';

/** A data type the user holds no role for in the current language → refused (the dispatcher's permission gate). */
export function Gate({ dataType, children }: { dataType?: DataTypeName; children: ReactNode }) {
  const { subject, language } = useSession();
  const allowed = !dataType || canAccess({ action: 'view', resource: dataType, languageId: language, subject });
  if (allowed) return children;
  return <Callout intent="warning" title="No access">{`You have no rights for ${dataType} in this language.`}</Callout>;
}
