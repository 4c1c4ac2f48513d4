import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { AccountActor } from './access-policy';
import { accountActorOf, type SessionUser } from './session-user';

/** The signed-in user of the request; use on a route declared @SignedIn() or @Allow(…). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser => context.switchToHttp().getRequest<Request>().user as SessionUser,
);

/** The request's actor in its current account; use behind a route declared with `@Allow(…)`. */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): AccountActor => {
  const user = context.switchToHttp().getRequest<Request>().user as SessionUser | undefined;
  const actor = user ? accountActorOf(user) : null;
  // the access guard lets an @Allow route through only with an actor; this is its invariant
  if (!actor) throw new Error('CurrentActor used on a route without an account permission');
  return actor;
});
