// Consent Mode v2: four signals, denied until the visitor accepts. Stored under a versioned key
// so a future change of wording can ask again.
export const CONSENT_STORAGE_KEY = "bp.consent.v1";
export const OPEN_CONSENT_EVENT = "bp:open-consent-settings";
export const CONSENT_CHANGED_EVENT = "bp:consent-changed";

export type ConsentSignal = "granted" | "denied";
export type ConsentState = {
  ad_storage: ConsentSignal;
  analytics_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
};

export const consentSignals = [
  "ad_storage",
  "analytics_storage",
  "ad_user_data",
  "ad_personalization",
] as const;

export function consentWith(signal: ConsentSignal): ConsentState {
  return {
    ad_storage: signal,
    analytics_storage: signal,
    ad_user_data: signal,
    ad_personalization: signal,
  };
}

type StorageLike = Pick<Storage, "getItem" | "setItem">;

export function readStoredConsent(storage: StorageLike): ConsentState | null {
  try {
    const raw = storage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const state = {} as ConsentState;
    for (const signal of consentSignals) {
      const value = parsed[signal];
      if (value !== "granted" && value !== "denied") return null;
      state[signal] = value;
    }
    return state;
  } catch {
    return null;
  }
}

export function storeConsent(storage: StorageLike, state: ConsentState): void {
  try {
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private browsing can refuse storage; the choice still applies to this page view.
  }
}

/** Child-directed pages (student apps, play links, embeds) never carry advertising signals. */
export function isChildDirectedPath(pathname: string): boolean {
  return /^\/(student-apps|play|embed)(\/|$)/.test(pathname);
}

/**
 * The staff area shows parents' names, emails and phones: no page view from it goes to analytics,
 * even after a client-side move from a marketing page that loaded the tag.
 */
export function isStaffPath(pathname: string): boolean {
  return /^\/(admin|account|teacher-portal)(\/|$)/.test(pathname);
}

export function effectiveConsent(state: ConsentState, pathname: string): ConsentState {
  if (!isChildDirectedPath(pathname)) return state;
  return { ...state, ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" };
}

/**
 * Runs inline in <head> before any tag: sets the Consent Mode defaults (all denied) and re-applies
 * a stored choice. Kept as a string because it must execute before hydration.
 */
export const consentBootstrapScript = `(function(){try{
window.dataLayer=window.dataLayer||[];
window.gtag=window.gtag||function(){window.dataLayer.push(arguments);};
var d={ad_storage:'denied',analytics_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',wait_for_update:500};
window.gtag('consent','default',d);
var child=/^\\/(student-apps|play|embed)(\\/|$)/.test(location.pathname);
if(child){window.gtag('set','ads_data_redaction',true);}
var raw=localStorage.getItem('${CONSENT_STORAGE_KEY}');
if(raw){var s=JSON.parse(raw);var u={};['ad_storage','analytics_storage','ad_user_data','ad_personalization'].forEach(function(k){if(s[k]==='granted'||s[k]==='denied'){u[k]=s[k];}});
if(child){u.ad_storage='denied';u.ad_user_data='denied';u.ad_personalization='denied';}
window.gtag('consent','update',u);}
}catch(e){}})();`;
