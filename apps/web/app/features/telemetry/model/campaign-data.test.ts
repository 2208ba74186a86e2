import { UTM_DATA_KEY } from '@larder/contracts/values/storage-keys';
import { describe, expect, it } from 'vitest';
import { campaignFromSearch, readCampaignData, rememberFirstVisitCampaign } from './campaign-data';

const SPRING = '?utm_campaign=spring&utm_source=newsletter&utm_medium=email&utm_term=meal+kit&utm_content=hero';

describe('campaign data', () => {
  it('keeps the first visit’s utm parameters under hr_utm_data as {campaign, source, medium, term, content}', () => {
    rememberFirstVisitCampaign(SPRING, sessionStorage);
    expect(JSON.parse(sessionStorage.getItem(UTM_DATA_KEY) ?? '')).toEqual({
      campaign: 'spring',
      source: 'newsletter',
      medium: 'email',
      term: 'meal kit',
      content: 'hero',
    });
  });

  it('never overwrites the first visit’s data on later visits', () => {
    rememberFirstVisitCampaign(SPRING, sessionStorage);
    rememberFirstVisitCampaign('?utm_campaign=summer&utm_source=ads', sessionStorage);
    expect(readCampaignData(sessionStorage)).toMatchObject({ campaign: 'spring', source: 'newsletter' });
  });

  it('a first visit without utm parameters is the first visit too: a later campaign does not replace it', () => {
    rememberFirstVisitCampaign('?next=/plan/', sessionStorage);
    rememberFirstVisitCampaign(SPRING, sessionStorage);
    expect(readCampaignData(sessionStorage)).toEqual({
      campaign: null,
      source: null,
      medium: null,
      term: null,
      content: null,
    });
  });

  it('reads missing fields as null and ignores data that is not ours', () => {
    expect(campaignFromSearch('?utm_source=ads')).toEqual({
      campaign: null,
      source: 'ads',
      medium: null,
      term: null,
      content: null,
    });
    expect(readCampaignData(sessionStorage)).toBeUndefined();
    sessionStorage.setItem(UTM_DATA_KEY, '{not json');
    expect(readCampaignData(sessionStorage)).toBeUndefined();
    sessionStorage.setItem(UTM_DATA_KEY, JSON.stringify({ campaign: 3, source: 'ads' }));
    expect(readCampaignData(sessionStorage)).toMatchObject({ campaign: null, source: 'ads' });
  });

  it('survives a storage that refuses to be used', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => rememberFirstVisitCampaign(SPRING, refusing)).not.toThrow();
    expect(readCampaignData(refusing)).toBeUndefined();
  });
});
