import { Controller, Get, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../errors/app-error';
import { STAND_DEVICE_ROUTE } from '../security/rate-limits';
import type { AccountRole } from './access-policy';
import { ACCESS_METADATA, Allow, AllowOrStandDevice, METRICS_ROUTE, PlatformAdmin, Public, SignedIn, StandDevice } from './access.decorators';
import { AccessGuard } from './access.guard';
import type { SessionUser } from './session-user';

@Controller()
class Routes {
  @Get() undeclared() {}
  @Public() @Get() open() {}
  @SignedIn() @Get() signedIn() {}
  @Allow('leads.export') @Get() exportLeads() {}
  @Allow('leads.read') @Get() readLeads() {}
  @PlatformAdmin() @Get() admin() {}
  @StandDevice() @Get() deviceWithoutItsGuard() {}
  @AllowOrStandDevice('leads.capture') @Get() memberOrDevice() {}
  @SetMetadata(ACCESS_METADATA, { kind: 'metrics-scrape' }) @Get() metricsWithoutItsGuard() {}
}

@Allow('webhooks.manage')
@Controller()
class DeclaredOnTheClass {
  @Get() list() {}
}

function user(fields: Partial<SessionUser> = {}): SessionUser {
  const id = 'b3c1b6f2-0000-4000-8000-000000000001';
  return {
    id,
    email: 'a@example.com',
    name: 'Anna',
    companySlug: 'firma',
    role: 'user',
    locale: 'de',
    eventCredits: 0,
    freeEventAvailable: false,
    accountId: id,
    accountRole: 'owner',
    secondFactor: { enabled: false, required: false, satisfied: false },
    ...fields,
  };
}

function context(handler: keyof Routes | 'list', signedIn?: SessionUser, headers: Record<string, string> = {}): ExecutionContext {
  const cls = handler === 'list' ? DeclaredOnTheClass : Routes;
  const req = { user: signedIn, isAuthenticated: () => signedIn !== undefined, get: (name: string) => headers[name.toLowerCase()] };
  return {
    getType: () => 'http',
    getHandler: () => (cls.prototype as unknown as Record<string, () => void>)[handler],
    getClass: () => cls,
    switchToHttp: () => ({ getRequest: () => req }),
  } as unknown as ExecutionContext;
}

const guard = new AccessGuard(new Reflector());

function refusal(run: () => unknown): { status: number; code?: string } | 'passed' {
  try {
    run();
    return 'passed';
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.code };
    return { status: (error as { getStatus(): number }).getStatus() };
  }
}

describe('AccessGuard', () => {
  it('refuses a route without a declaration, even for a signed-in owner', () => {
    expect(refusal(() => guard.canActivate(context('undeclared', user())))).toEqual({ status: 403, code: 'FORBIDDEN' });
  });

  it('lets anyone through a public route', () => {
    expect(refusal(() => guard.canActivate(context('open')))).toBe('passed');
  });

  it('answers 401 on a signed-in route without a session', () => {
    expect(refusal(() => guard.canActivate(context('signedIn')))).toEqual({ status: 401 });
    expect(refusal(() => guard.canActivate(context('signedIn', user({ accountId: null, accountRole: null }))))).toBe('passed');
  });

  it.each<[AccountRole, 'passed' | { status: number; code: string }]>([
    ['owner', 'passed'],
    ['manager', 'passed'],
    ['staff', { status: 403, code: 'FORBIDDEN_ROLE' }],
  ])('checks the permission of the role: %s exporting leads', (role, expected) => {
    expect(refusal(() => guard.canActivate(context('exportLeads', user({ accountRole: role }))))).toEqual(expected);
    expect(refusal(() => guard.canActivate(context('readLeads', user({ accountRole: role }))))).toBe('passed');
  });

  it('answers 401 without a session and ACCOUNT_NONE without an account on a permission route', () => {
    expect(refusal(() => guard.canActivate(context('readLeads')))).toEqual({ status: 401 });
    expect(refusal(() => guard.canActivate(context('readLeads', user({ accountId: null, accountRole: null }))))).toEqual({ status: 403, code: 'ACCOUNT_NONE' });
  });

  it('reads the declaration of the controller when the handler has none', () => {
    expect(refusal(() => guard.canActivate(context('list', user({ accountRole: 'staff' }))))).toEqual({ status: 403, code: 'FORBIDDEN_ROLE' });
    expect(refusal(() => guard.canActivate(context('list', user({ accountRole: 'manager' }))))).toBe('passed');
  });

  it('lets only platform admins into the admin panel', () => {
    expect(refusal(() => guard.canActivate(context('admin')))).toEqual({ status: 401 });
    expect(refusal(() => guard.canActivate(context('admin', user())))).toEqual({ status: 403, code: 'ADMIN_FORBIDDEN' });
    const strong = { enabled: true, required: true, satisfied: true };
    expect(refusal(() => guard.canActivate(context('admin', user({ role: 'admin', accountId: null, accountRole: null, secondFactor: strong }))))).toBe('passed');
  });

  it('lets a session without a required second factor use only the signed-in routes', () => {
    const weak = { enabled: false, required: true, satisfied: false };
    const required = { status: 403, code: 'SECOND_FACTOR_REQUIRED' };
    expect(refusal(() => guard.canActivate(context('admin', user({ role: 'admin', secondFactor: weak }))))).toEqual(required);
    expect(refusal(() => guard.canActivate(context('readLeads', user({ secondFactor: weak }))))).toEqual(required);
    expect(refusal(() => guard.canActivate(context('list', user({ accountRole: 'manager', secondFactor: weak }))))).toEqual(required);
    expect(refusal(() => guard.canActivate(context('signedIn', user({ secondFactor: weak }))))).toBe('passed');
    // a missing permission still says so first
    expect(refusal(() => guard.canActivate(context('exportLeads', user({ accountRole: 'staff', secondFactor: weak }))))).toEqual({ status: 403, code: 'FORBIDDEN_ROLE' });
    // where nothing requires it, a password session is enough
    expect(refusal(() => guard.canActivate(context('readLeads', user({ secondFactor: { enabled: true, required: false, satisfied: false } }))))).toBe('passed');
  });

  it('refuses a stand device route that lacks the stand device guard', () => {
    expect(refusal(() => guard.canActivate(context('deviceWithoutItsGuard')))).toEqual({ status: 403, code: 'FORBIDDEN' });
    Reflect.defineMetadata(STAND_DEVICE_ROUTE, {}, Routes.prototype.deviceWithoutItsGuard);
    expect(refusal(() => guard.canActivate(context('deviceWithoutItsGuard')))).toBe('passed');
  });

  it('lets a stand token through to the route\'s device guard, and checks a member without one, on a member-or-device route', () => {
    expect(refusal(() => guard.canActivate(context('memberOrDevice', undefined, { 'x-stand-token': 't' })))).toEqual({ status: 403, code: 'FORBIDDEN' });
    Reflect.defineMetadata(STAND_DEVICE_ROUTE, { optional: true }, Routes.prototype.memberOrDevice);
    expect(refusal(() => guard.canActivate(context('memberOrDevice', undefined, { 'x-stand-token': 't' })))).toBe('passed');
    expect(refusal(() => guard.canActivate(context('memberOrDevice')))).toEqual({ status: 401 });
    expect(refusal(() => guard.canActivate(context('memberOrDevice', user({ accountRole: 'staff' }))))).toBe('passed');
    expect(refusal(() => guard.canActivate(context('memberOrDevice', user({ accountId: null, accountRole: null }))))).toEqual({ status: 403, code: 'ACCOUNT_NONE' });
  });

  it('refuses a metrics route that lacks its own access guard (MetricsRoute)', () => {
    expect(refusal(() => guard.canActivate(context('metricsWithoutItsGuard')))).toEqual({ status: 403, code: 'FORBIDDEN' });
    Reflect.defineMetadata(METRICS_ROUTE, true, Routes.prototype.metricsWithoutItsGuard);
    expect(refusal(() => guard.canActivate(context('metricsWithoutItsGuard')))).toBe('passed');
  });
});
