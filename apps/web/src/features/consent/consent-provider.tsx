import { createContext, useCallback, useMemo, useState, type ReactNode } from 'react';
import { forgetAnonymousId } from '../../lib/analytics';
import { UNDECIDED_CONSENT, readStoredConsent, storeConsent, type ConsentChoice, type CookieConsent } from '../../lib/consent';

interface ConsentState {
  /** The visitor's decision; null until they make one. */
  decision: CookieConsent | null;
  /** What applies now: the decision, or the undecided defaults. */
  consent: CookieConsent;
  decide: (choice: ConsentChoice) => void;
  isSettingsOpen: boolean;
  setSettingsOpen: (open: boolean) => void;
}

/** The cookie consent of this visitor and the settings dialog's state. */
export const ConsentContext = createContext<ConsentState>({
  decision: null,
  consent: UNDECIDED_CONSENT,
  decide: () => {},
  isSettingsOpen: false,
  setSettingsOpen: () => {},
});

const localStorageOrNone = () => window.localStorage;

/** Holds the visitor's cookie decision (stored under cookieConsent) for the banner, the dialog and analytics. */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [decision, setDecision] = useState<CookieConsent | null>(() => readStoredConsent(localStorageOrNone));
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const decide = useCallback((choice: ConsentChoice) => {
    setDecision(storeConsent(localStorageOrNone, choice));
    if (!choice.analytics) forgetAnonymousId();
    setSettingsOpen(false);
  }, []);
  const value = useMemo(() => ({ decision, consent: decision ?? UNDECIDED_CONSENT, decide, isSettingsOpen, setSettingsOpen }), [decision, decide, isSettingsOpen]);
  return <ConsentContext value={value}>{children}</ConsentContext>;
}
