import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { HelmetProvider } from 'react-helmet-async';
import { createQueryClient } from '../lib/query-client';

// The toaster is fetched beside the first page rather than inside the first-load bundle.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <HelmetProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <Toaster position="top-center" richColors closeButton />
        </Suspense>
      </QueryClientProvider>
    </HelmetProvider>
  );
}
