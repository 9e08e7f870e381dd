import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../session/SessionContext';
import { Layout } from './Layout';

/** Every screen but the login page: no stored user → back to /; otherwise the frame stays while screens change. */
export function SignedInFrame() {
  const { session } = useSession();
  if (!session) return <Navigate to="/" replace />;
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}
