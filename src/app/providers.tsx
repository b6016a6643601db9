import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { SessionProviders } from './session';

// The toaster is fetched beside the first page rather than inside the first-load bundle.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

// HelmetProvider is mounted by Seo (components/layout/seo.tsx), which loads with the pages.
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProviders>{children}</SessionProviders>
      <Suspense fallback={null}>
        <Toaster position="top-center" richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
