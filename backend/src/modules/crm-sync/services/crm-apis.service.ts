import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { crmConfig } from '../../../config';
import type { CrmContactPayload } from '../domain/crm-payload';
import { CrmTemporaryError, CrmUnauthorizedError } from '../domain/crm-retry';
import { CRM_NAMES, hubspotAccountRef, type CrmProvider } from '../domain/crm-providers';
import { CrmSyncErrors } from '../crm-sync.errors';
import { HubSpotApi } from './hubspot-api';
import { PipedriveApi } from './pipedrive-api';

/** The CRM account behind a token: how the settings name it and what links to its records need. */
export interface CrmAccount {
  accountLabel: string;
  /** HubSpot: the portal id; Pipedrive: the company domain. */
  accountRef: string;
}

/**
 * The CRMs' APIs (HUBSPOT_API_URL, PIPEDRIVE_API_URL): a token's check on connect, the portal's
 * preparation, and a lead's delivery. Connect answers AppErrors for the organiser; a delivery
 * throws the errors of crm-retry.ts for the outbox's retry policy.
 */
@Injectable()
export class CrmApis {
  constructor(@Inject(crmConfig.KEY) private readonly config: ConfigType<typeof crmConfig>) {}

  /**
   * Tries the token and reads the account it belongs to; HubSpot's portal also gets the
   * fairleads properties. Refused (401/403): 400 CRM_TOKEN_INVALID; no answer or any other
   * failure: 502 CRM_UNREACHABLE.
   */
  async connect(provider: CrmProvider, token: string): Promise<CrmAccount> {
    try {
      if (provider === 'hubspot') {
        const api = new HubSpotApi(this.config.hubspotApiUrl, token);
        const { portalId, uiDomain } = await api.accountDetails();
        await api.ensureCustomProperties();
        return { accountLabel: `${CRM_NAMES.hubspot}-Portal ${portalId}`, accountRef: hubspotAccountRef(portalId, uiDomain) };
      }
      const { companyName, companyDomain } = await new PipedriveApi(this.config.pipedriveApiUrl, token).me();
      return { accountLabel: companyName, accountRef: companyDomain };
    } catch (error) {
      if (error instanceof CrmUnauthorizedError) throw CrmSyncErrors.tokenInvalid(provider);
      if (error instanceof CrmTemporaryError) throw CrmSyncErrors.unreachable(provider);
      throw CrmSyncErrors.unreachable(provider);
    }
  }

  /** One delivery of a lead: the CRM's record of the person and its address. */
  sync(provider: CrmProvider, token: string, accountRef: string, payload: CrmContactPayload, firstTime: boolean, now: Date): Promise<{ remoteId: string; remoteUrl: string }> {
    return provider === 'hubspot'
      ? new HubSpotApi(this.config.hubspotApiUrl, token).syncContact(accountRef, payload, firstTime, now)
      : new PipedriveApi(this.config.pipedriveApiUrl, token).syncPerson(accountRef, payload, firstTime);
  }
}
