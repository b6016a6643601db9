// Whether someone is signed in, for the parts of a feature that only need to know that (the reservation dialog
// tells a guest an account is needed before they leave it). Provided by app/session.tsx from the auth state, so
// that no feature imports another; null while the stored session is still being read.
import { createContext, useContext } from 'react';

export const SignedInContext = createContext<boolean | null>(null);

export const useSignedIn = (): boolean | null => useContext(SignedInContext);
