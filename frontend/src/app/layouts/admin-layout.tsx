import { Outlet } from 'react-router-dom';
import { AdminGate } from '@/features/admin';

/** /admin and /admin/*: its own frame (not the organiser layout), guarded by the admin gate. */
function AdminLayout() {
  return (
    <AdminGate>
      <Outlet />
    </AdminGate>
  );
}

export { AdminLayout as Component };
