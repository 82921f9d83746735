import { baseApi, type User } from '@lp/shared';
import type {
  LoginRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  RegisterRequest,
} from '@lp/shared/contracts';

export type LoginResponse = { token: string; user?: User };
export type RegisterResponse = {
  user: User;
  token: string;
  needs_phone_number?: boolean;
  prompt_message?: string | null;
};

/** `GET /api/user` may answer the user itself or wrap it in `user`/`data`. */
export function unwrapUser(body: unknown): User {
  const value = body as { user?: User; data?: User } & Partial<User>;
  if (value && typeof value === 'object' && Array.isArray(value.roles)) return value as User;
  return (value.user ?? value.data) as User;
}

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    requestPasswordReset: build.mutation<void, PasswordResetRequest>({
      query: (body) => ({ url: '/password-reset', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<void, PasswordResetConfirmRequest>({
      query: (body) => ({ url: '/password-reset/confirm', method: 'POST', body }),
    }),
    getCurrentUser: build.query<User, void>({
      query: () => '/user',
      transformResponse: unwrapUser,
      providesTags: ['User'],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
} = sessionApi;
