import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

/** Signed out, only / is served (the login); every other path redirects there (docs/product/platform-admin.md#hosts-and-sign-in). */
export function SignedOutRoutes({ login }: { login: ReactNode }) {
  return (
    <Routes>
      <Route index element={login} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
