import { baseApi, userLoaded, type User } from '@lp/shared';
import type { CompanyProfile, CompanyProfileUpdate } from '@lp/shared/contracts';

/** Spec: parent_id is the company id; an owner's is the active company or their first. */
export function companyIdOf(user: User | null): number | null {
  if (!user) return null;
  if (user.roles.includes('employee') && user.parent_id != null) return user.parent_id;
  return user.active_company_id ?? user.companies[0]?.id ?? user.parent_id ?? null;
}

function unwrapProfile(body: unknown): CompanyProfile {
  const value = body as { data?: CompanyProfile; company?: CompanyProfile } & Partial<CompanyProfile>;
  return (value.data ?? value.company ?? value) as CompanyProfile;
}

export type ProfileUpdateResult = { company: CompanyProfile | null; user: User | null };

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanyProfile: build.query<CompanyProfile, number>({
      query: (companyId) => `/company/profile/${companyId}`,
      transformResponse: unwrapProfile,
      providesTags: (_result, _error, companyId) => [{ type: 'Profile', id: companyId }],
    }),
    updateCompanyProfile: build.mutation<ProfileUpdateResult, CompanyProfileUpdate>({
      query: (body) => ({ url: '/company/profile', method: 'PUT', body }),
      transformResponse: (body: { company?: CompanyProfile; user?: User } | null) => ({
        company: body?.company ?? null,
        user: body?.user ?? null,
      }),
      // The answer carries the updated user (e.g. the phone prompt cleared): the session follows it.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.user) dispatch(userLoaded(data.user));
        } catch {
          // the caller shows the error
        }
      },
      // A password change alone changes nothing shown.
      invalidatesTags: (_result, error, body) => (error || 'password' in body ? [] : ['Profile']),
    }),
  }),
});

export const { useGetCompanyProfileQuery, useUpdateCompanyProfileMutation } = profileApi;
