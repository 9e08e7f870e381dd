import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../session/SessionContext';
import { ScreenWarmups } from '../../engine';
import { Layout } from './Layout';

/** Every screen but the login page: no stored user → back to /; otherwise the frame stays while screens change. */
export function SignedInFrame() {
  const { session } = useSession();
  if (!session) return <Navigate to="/" replace />;
  return (
    <>
      <Layout>
        <Outlet />
      </Layout>
      {/* Screens drawn hidden ahead of their first opening, outside the main region (engine/screens/warmup/). */}
      <ScreenWarmups />
    </>
  );
}
