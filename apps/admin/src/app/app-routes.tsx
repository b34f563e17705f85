import { Fragment } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { Authenticated } from '@refinedev/core';
import { ErrorComponent } from '@refinedev/antd';
import { NavigateToResource } from '@refinedev/react-router';
import { AccountPage, ChangePasswordPage, LoginPage } from '../features/session';
import { CHANGE_PASSWORD_PATH, EXPIRED_PATH, LOGIN_PATH } from '../lib/refine/auth-provider';
import { features } from './features';
import { AdminLayout } from './layout/admin-layout';
import { AuthFrame } from './layout/auth-frame';
import { PasswordGate } from './session/password-gate';

/**
 * The sign-in page for whoever is signed out (a signed-in operator goes on to the dashboard); everything else behind
 * refine's check, which sends a signed-out or expired operator to the sign-in page (EXPIRED_PATH says why).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <Authenticated key="public" fallback={<Outlet />}>
            <NavigateToResource resource="dashboard" />
          </Authenticated>
        }
      >
        <Route element={<AuthFrame />}>
          <Route path={LOGIN_PATH} element={<LoginPage />} />
          <Route path={EXPIRED_PATH} element={<LoginPage expired />} />
        </Route>
      </Route>
      <Route
        element={
          <Authenticated key="private">
            <Outlet />
          </Authenticated>
        }
      >
        <Route element={<AuthFrame />}>
          <Route path={CHANGE_PASSWORD_PATH} element={<ChangePasswordPage />} />
        </Route>
        <Route
          element={
            <PasswordGate>
              <AdminLayout />
            </PasswordGate>
          }
        >
          {features.map((feature, index) => (
            <Fragment key={index}>{feature.pages}</Fragment>
          ))}
          <Route path="/account" element={<AccountPage />} />
          <Route path="*" element={<ErrorComponent />} />
        </Route>
      </Route>
    </Routes>
  );
}
