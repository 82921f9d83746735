import { useDispatch } from 'react-redux';
import { isDeliveryOrResync, useLiveRefetch } from '@lp/shared';
import { billingApi, STATEMENT_LIST_TAG } from '../api/billing-api.ts';

/** Delivered deals write charge rows: the open statement refetches them (the balance card follows the header's). */
export function useStatementLive(): void {
  const dispatch = useDispatch();
  useLiveRefetch(isDeliveryOrResync, () => dispatch(billingApi.util.invalidateTags([STATEMENT_LIST_TAG])));
}
