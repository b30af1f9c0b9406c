import { createContext, useContext } from 'react';
import type { Reelsmith } from '@reelsmith/sdk';

export interface Session {
  client: Reelsmith;
  signOut: (reason?: string) => void;
}

export const SessionContext = createContext<Session | undefined>(undefined);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside a signed-in page');
  return session;
}

export const useClient = (): Reelsmith => useSession().client;
