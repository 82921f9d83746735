import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { ADMIN_ROLES, COMPANY_ROLES } from '../features/guard/model/access.ts';
import {
  GuestHome,
  RequireAdminSection,
  RequireFeature,
  RequireRoles,
} from '../features/guard/components/guards.tsx';
import { PhonePrompt } from '../features/phone/components/phone-prompt.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** One chunk per screen, so the first page downloads only itself. */
function page<K extends string, P extends object>(
  load: () => Promise<{ [key in K]: ComponentType<P> }>,
  name: K,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const HomePage = page(() => import('../features/public/routes/home-page.tsx'), 'HomePage');
const PersonalDataPage = page(
  () => import('../features/public/routes/personal-data-page.tsx'),
  'PersonalDataPage',
);
const OfferPage = page(() => import('../features/public/routes/offer-page.tsx'), 'OfferPage');
const NotFoundPage = page(() => import('../features/public/routes/not-found-page.tsx'), 'NotFoundPage');
const LoginPage = page(() => import('../features/auth/routes/login-page.tsx'), 'LoginPage');
const RegisterPage = page(() => import('../features/auth/routes/register-page.tsx'), 'RegisterPage');
const PasswordResetPage = page(
  () => import('../features/auth/routes/password-reset-page.tsx'),
  'PasswordResetPage',
);
const CabinetLayout = page(
  () => import('../features/cabinet/components/cabinet-layout.tsx'),
  'CabinetLayout',
);
const CabinetNotFound = page(
  () => import('../features/cabinet/components/cabinet-not-found.tsx'),
  'CabinetNotFound',
);
const ProfilePage = page(() => import('../features/profile/routes/profile-page.tsx'), 'ProfilePage');
// Remotes live only in the cabinets; their loader and fallback stay out of the first page.
const RemoteOutlet = page(() => import('../features/remotes/components/remote-outlet.tsx'), 'RemoteOutlet');
const EmployeesPage = page(() => import('../features/employees/routes/employees-page.tsx'), 'EmployeesPage');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        path: '/',
        element: (
          <GuestHome>
            <HomePage />
          </GuestHome>
        ),
      },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/password-reset', element: <PasswordResetPage /> },
      { path: '/personal-data', element: <PersonalDataPage /> },
      { path: '/offer', element: <OfferPage /> },
      {
        path: '/company',
        element: (
          <RequireRoles roles={COMPANY_ROLES}>
            <CabinetLayout overlays={<PhonePrompt />} />
          </RequireRoles>
        ),
        children: [
          { index: true, element: <Navigate to="projects" replace /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'projects/*', element: <RemoteOutlet name="projects" /> },
          {
            path: 'deals/*',
            element: (
              <RequireFeature permission="view_deals">
                <RemoteOutlet name="deals" />
              </RequireFeature>
            ),
          },
          { path: 'crm/*', element: <RemoteOutlet name="crm" /> },
          { path: 'integrations/*', element: <RemoteOutlet name="integrations" /> },
          {
            path: 'account-statement/*',
            element: (
              <RequireFeature permission="view_balance">
                <RemoteOutlet name="billing" />
              </RequireFeature>
            ),
          },
          {
            path: 'employees/*',
            element: (
              <RequireFeature permission="manage_employees">
                <EmployeesPage />
              </RequireFeature>
            ),
          },
          { path: 'telephony/*', element: <RemoteOutlet name="telephony" /> },
          { path: '*', element: <CabinetNotFound /> },
        ],
      },
      {
        path: '/admin',
        element: (
          <RequireRoles roles={ADMIN_ROLES}>
            <CabinetLayout />
          </RequireRoles>
        ),
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          // dashboard, analytics, manager-analytics, settings, managers, companies… are the admin remote's
          // routes; the shell still checks each section's roles.
          {
            path: '*',
            element: (
              <RequireAdminSection>
                <RemoteOutlet name="admin" />
              </RequireAdminSection>
            ),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
