import { defineScreenComponents } from '../../screens/screen-code';

/** The audit pack's screen component (./audit.ts), loaded when its screen opens. */
export const auditScreens = defineScreenComponents({
  auditLog: () => import('../../screens/AuditLogScreen'),
});
