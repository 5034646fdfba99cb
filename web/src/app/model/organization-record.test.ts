import { describe, expect, it } from 'vitest';
import { apexAnswerOf, apexAnswerStands, recordGeneration } from './organization-record';

const CHECKED = 'orgChecked';

describe('recordGeneration', () => {
  it("reads the web server's cookie among others", () => {
    expect(recordGeneration('a=1; tubesOrganizationRecord=1764043200001; b=2')).toBe('1764043200001');
    expect(recordGeneration('a=1')).toBeUndefined();
    expect(recordGeneration('')).toBeUndefined();
  });
});

describe("the apex's answer kept by a tenant", () => {
  it("is kept from the apex's answer (orgChecked) or the central login's (commingFrom) for this organization", () => {
    const kept = apexAnswerOf('?orgChecked=acme', 'acme', '7', CHECKED);
    expect(kept).toBeDefined();
    expect(apexAnswerStands(kept ?? null, 'acme', '7')).toBe(true);
    expect(apexAnswerOf('?commingFrom=acme&redirectTo=x', 'acme', '7', CHECKED)).toBeDefined();
  });

  it("is not kept for another organization, without either parameter, or without the server's generation", () => {
    expect(apexAnswerOf('?orgChecked=globex', 'acme', '7', CHECKED)).toBeUndefined();
    expect(apexAnswerOf('?commingFrom=globex', 'acme', '7', CHECKED)).toBeUndefined();
    expect(apexAnswerOf('', 'acme', '7', CHECKED)).toBeUndefined();
    expect(apexAnswerOf('?orgChecked=acme', 'acme', undefined, CHECKED)).toBeUndefined();
  });

  it('stands only for the same organization under the same generation', () => {
    const kept = apexAnswerOf('?orgChecked=acme', 'acme', '7', CHECKED) ?? null;
    // Any record change since (a newer generation), a restarted server, another host's organization.
    expect(apexAnswerStands(kept, 'acme', '8')).toBe(false);
    expect(apexAnswerStands(kept, 'acme', undefined)).toBe(false);
    expect(apexAnswerStands(kept, 'globex', '7')).toBe(false);
    expect(apexAnswerStands(null, 'acme', '7')).toBe(false);
    expect(apexAnswerStands('not json', 'acme', '7')).toBe(false);
  });
});
