import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MAX_PRODUCTION_ROUNDS,
  OPERATOR_PRODUCTION_SUBTYPES,
  PRODUCTION_TEXTS,
  SERVICE_REQUEST_SUBTYPES,
  SERVICE_REQUEST_TEXTS,
  isOperatorWork,
  serviceRequestRefusal,
  serviceRequestSubtype,
  generationRefusal,
  isOperatorProductionStep,
  productionStepOf,
  productionStepSubtype,
} from './production-order.js';
import { isOperationalTask } from './operational-tasks.js';
import { defaultTaskType, isTaskSubtype } from './task-subtypes.js';

describe('production orders (issue 13; spec 2 §4 verify, generate, approve and review steps, variants)', () => {
  it('names each step’s task in the spec’s catalogue, with or without a variant', () => {
    expect(productionStepSubtype('verify')).toBe('verify-generated-video');
    expect(productionStepSubtype('generate', 'cp07')).toBe('generate-generated-video-cp07');
    expect(productionStepSubtype('approve', null)).toBe('approve-generated-video');
    expect(productionStepSubtype('review', 'cp11')).toBe('review-generated-video-cp11');
    for (const subtype of OPERATOR_PRODUCTION_SUBTYPES) expect(isTaskSubtype(subtype)).toBe(true);
  });

  it('reads the step and the variant back, and nothing from other subtypes', () => {
    expect(productionStepOf('approve-generated-video-cp99')).toEqual({ step: 'approve', variant: 'cp99' });
    expect(productionStepOf('generate-generated-video')).toEqual({ step: 'generate', variant: null });
    expect(productionStepOf('generate-generated-video-cp05')).toBeNull();
    expect(productionStepOf('review-video')).toBeNull();
    expect(productionStepOf('translate-video')).toBeNull();
  });

  it('makes verify, generate and review the operator’s operational work and approval the customer’s', () => {
    expect(isOperatorProductionStep('verify-generated-video-cp04')).toBe(true);
    expect(isOperatorProductionStep('generate-generated-video')).toBe(true);
    expect(isOperatorProductionStep('review-generated-video-cp02')).toBe(true);
    expect(isOperatorProductionStep('approve-generated-video')).toBe(false);
    expect(isOperationalTask('generate-generated-video-cp08')).toBe(true);
    expect(isOperationalTask('approve-generated-video-cp08')).toBe(false);
    // Generation is the billable operation; the decisions are governance.
    expect(defaultTaskType('generate-generated-video')).toBe('operation');
    expect(defaultTaskType('approve-generated-video')).toBe('governance');
    expect(defaultTaskType('verify-generated-video')).toBe('governance');
  });

  it('refuses a generation request before a file is uploaded (spec 2 §5)', () => {
    expect(generationRefusal({ uploaded: false })).toBe(
      'A file must be uploaded before a generation request',
    );
    expect(PRODUCTION_TEXTS.fileRequired.toLowerCase()).toBe(
      'a file must be uploaded before a generation request',
    );
    expect(generationRefusal({ uploaded: true })).toBeNull();
  });

  it('stops the rounds where the state machine stops them', () => {
    const definition = JSON.parse(readFileSync('infra/workflows/production-order.asl.json', 'utf8')) as {
      States: { RoundsLeft: { Choices: { NumericGreaterThan: number }[] } };
    };
    expect(definition.States.RoundsLeft.Choices[0]?.NumericGreaterThan).toBe(MAX_PRODUCTION_ROUNDS);
  });

  it('takes requests by the spec 2 §5 rules: adjustment of a draft, playlist structure of a ready video', () => {
    expect(serviceRequestSubtype('adjustment', 'user-task')).toBe('adjust-video-user-task');
    expect(serviceRequestSubtype('adjustment')).toBe('adjust-video-general');
    expect(serviceRequestSubtype('playlistStructure')).toBe('build-playlist-structure');
    const refusal = (service: 'adjustment' | 'playlistStructure', videoStatus: string, open = false) =>
      serviceRequestRefusal({ service, videoStatus, open })?.message ?? null;
    expect(refusal('adjustment', 'draft')).toBeNull();
    expect(refusal('adjustment', 'published')).toBe('A video must be in draft to request adjustment');
    expect(refusal('playlistStructure', 'draft')).toBe(
      'A video must be ready to publish or published to request building a playlist',
    );
    expect(refusal('playlistStructure', 'readyToPublish')).toBeNull();
    expect(refusal('playlistStructure', 'published')).toBeNull();
    expect(refusal('playlistStructure', 'published', true)).toBe(SERVICE_REQUEST_TEXTS.open);
    for (const subtype of SERVICE_REQUEST_SUBTYPES) {
      expect(isOperationalTask(subtype)).toBe(true);
      expect(isOperatorWork(subtype)).toBe(true);
    }
    expect(isOperatorWork('approve-generated-video')).toBe(false);
    expect(isOperatorWork('support-ticket')).toBe(false);
  });
});
