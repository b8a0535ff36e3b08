// An address's detail and a wallet's holdings: the hooks of the address page and the wallet, a
// subpath entry (shared-api/hooks/accounts) that the remotes using them bundle, not a part of every
// visitor's first load. The client and the query keys are the shared singleton's.
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api, queryKeys, type AddressDetail, type Holdings } from 'shared-api';
import * as apiPaths from 'shared-api/paths';

/** An address's detail: no polling. */
export function useAddress(address: string | undefined): UseQueryResult<AddressDetail> {
  return useQuery({
    queryKey: queryKeys.address(address ?? ''),
    queryFn: ({ signal }) => api.get(apiPaths.address, { params: { address: address ?? '' }, signal }),
    enabled: !!address,
  });
}

/** A wallet's holdings' key and request (the hook below, and the wallet route's prefetch). */
export function holdingsQuery(address: string) {
  return queryOptions({
    queryKey: queryKeys.holdings(address),
    queryFn: ({ signal }) => api.get(apiPaths.addressHoldings, { params: { address }, signal }),
  });
}

/** A wallet's holdings, GOR first: no polling. */
export function useHoldings(address: string | undefined): UseQueryResult<Holdings> {
  return useQuery({ ...holdingsQuery(address ?? ''), enabled: !!address });
}
