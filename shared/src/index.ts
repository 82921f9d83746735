import './i18n/common.ts';

export { http, errorBody, saveBlob, onSessionExpired, isAuthEndpoint } from './api/http.ts';
export type { ApiErrorBody } from './api/http.ts';
export { amountTone, formatMoney, intlLocale, isDecimal } from './format/money.ts';
export type { AmountTone } from './format/money.ts';
export { BUSINESS_TIME_ZONE, formatBusinessDateTime, moscowToday } from './format/business-time.ts';
export { baseApi } from './api/base-api.ts';
export type { HttpArgs, HttpError } from './api/base-api.ts';
export { companyApi, useGetCompanyBalanceQuery } from './api/company-api.ts';
export type { CompanyBalance } from './api/company-api.ts';
export { rootReducer } from './store/root-reducer.ts';
export type { RootState } from './store/root-reducer.ts';
export { createAppStore } from './store/create-store.ts';
export type { AppStore, AppDispatch } from './store/create-store.ts';
export {
  sessionSlice,
  sessionStarted,
  userLoaded,
  sessionCleared,
  selectToken,
  selectUser,
  selectSessionExpired,
} from './session/session-slice.ts';
export type { SessionState } from './session/session-slice.ts';
export type { User, Role, CustomRole, UserCompany, CompanyPermission } from './session/types.ts';
export { TOKEN_KEY, USER_KEY, readToken, readStoredUser, storeSession } from './session/storage.ts';
export {
  hasRole,
  hasPermission,
  permissionsOf,
  canUseCompanyFeature,
  COMPANY_PERMISSIONS,
} from './permissions/permissions.ts';
export {
  i18n,
  registerTranslations,
  changeLanguage,
  currentLanguage,
  LANGUAGES,
  LANGUAGE_KEY,
} from './i18n/i18n.ts';
export type { Language, Translations } from './i18n/i18n.ts';
export {
  normalizePhone,
  isValidPhone,
  formatPhone,
  normalizeDomain,
  isValidUrl,
  isValidEmail,
} from './validation/normalize.ts';
export { subscribeLive, useLiveEvents } from './live/live-events.ts';
export type { LiveListener } from './live/live-events.ts';
export { isDeliveryOrResync, LIVE_REFETCH_DELAY_MS, useLiveRefetch } from './live/live-refetch.ts';
export { useDebouncedCallback } from './hooks/use-debounced-callback.ts';
export { useDebouncedSearch } from './hooks/use-debounced-search.ts';
export { applyFiltersPatch, useUrlFilters } from './url/use-url-filters.ts';
export { useLastPageClamp } from './url/use-last-page-clamp.ts';
export { API_DAY, displayDayFormat, parseDay, dayRangeFromSearch } from './url/day-range.ts';
export { booleanParam, oneOfParam, positiveIntParam } from './url/search-params.ts';
export type { DayRange } from './url/day-range.ts';
