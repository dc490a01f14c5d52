import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { loginRoutes } from './login.routes';
import { otpRoutes } from './otp.routes';

/** spec §7 sign-in calls: Send OTP, Verify OTP, Login, Auto login and Logout (decision 0010). */
export function authRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(otpRoutes(deps));
    await app.register(loginRoutes(deps));
  };
}
