import { createFileRoute } from '@tanstack/react-router';
import { AdminsScreen } from '../features/admin/admins-screen';

// Decision 0120: owners manage the admin accounts.
export const Route = createFileRoute('/admin-dashboard/admins')({ component: AdminsScreen });
