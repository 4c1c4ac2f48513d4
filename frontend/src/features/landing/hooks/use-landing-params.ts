import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

export type VerificationBanner = { tone: 'success'; email: string } | { tone: 'error' } | null;

interface LandingParams {
  banner: VerificationBanner;
  /** ?login=1 (set by the organiser-route guard and the activation page): open the login dialog. */
  openLogin: boolean;
  /** ?email= with ?login=1: the address the login dialog starts with (the one just activated). */
  loginEmail: string;
  /** ?next= with ?login=1: where the sign-in returns to (an invitation page); only a path of this site. */
  returnTo?: string;
}

/** A path on this site ('/einladung/abc'), never another origin ('//evil.example', '/\\evil'). */
function safeReturnPath(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

function parse(params: URLSearchParams): LandingParams {
  const verification = params.get('verification');
  let banner: VerificationBanner = null;
  if (verification === 'success') banner = { tone: 'success', email: params.get('email') ?? '' };
  else if (verification === 'error') banner = { tone: 'error' };
  const login = params.get('login');
  const openLogin = login === '1' || login === 'true';
  return {
    banner,
    openLogin,
    loginEmail: openLogin ? (params.get('email') ?? '').trim() : '',
    returnTo: openLogin ? safeReturnPath(params.get('next')) : undefined,
  };
}

/**
 * Reads the one-shot landing query parameters once, then resets the address to '/'
 * (the banner stays visible because it is kept in state).
 */
export function useLandingParams(): LandingParams {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [initial] = useState(() => ({
    ...parse(searchParams),
    hadParams: searchParams.has('verification') || searchParams.has('login'),
  }));

  useEffect(() => {
    if (initial.hadParams) navigate('/', { replace: true });
  }, [initial.hadParams, navigate]);

  return { banner: initial.banner, openLogin: initial.openLogin, loginEmail: initial.loginEmail, returnTo: initial.returnTo };
}
