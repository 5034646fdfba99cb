import { describe, expect, it } from 'vitest';
import { trainingCommandSchema } from '../api/endpoints/training-admin.js';
import {
  appIdKey,
  appIdProblem,
  choiceProblem,
  introductionVideoIdProblem,
  nameProblem,
  planUsers,
  poolChoiceProblem,
  poolInUseMessage,
  processInUseMessage,
  reorderRefusal,
  roleInUseMessage,
  sameName,
  TRAINING_REFUSALS,
  TRAINING_TEXTS,
} from './training-admin.js';

/** The messages of a command's refusal by the contract, by path below the payload. */
function issues(command: unknown): Record<string, string> {
  const result = trainingCommandSchema.safeParse(command);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((i) => [i.path.map(String).join('.'), i.message] as const),
  );
}

describe('spec 2 §5 "Application ID is required … may contain only letters, numbers, underscores and hyphens"', () => {
  it('requires an Application ID and accepts letters, numbers, underscores and hyphens', () => {
    expect(appIdProblem('')).toBe('appIdRequired');
    expect(appIdProblem('   ')).toBe('appIdRequired');
    expect(appIdProblem('SAP_MM-01')).toBeNull();
    expect(appIdProblem(' crm ')).toBeNull();
  });

  it('refuses anything else: spaces inside, dots, slashes, letters beyond ASCII', () => {
    for (const bad of ['SAP MM', 'crm.web', 'a/b', 'æble', 'x#1', 'ok!']) {
      expect(appIdProblem(bad), bad).toBe('appIdPattern');
    }
    expect(appIdProblem('a'.repeat(65))).toBe('tooLong');
  });

  it("the contract answers the spec's own texts under the fields", () => {
    expect(issues({ type: 'createApplication', payload: { appId: '', name: '' } })).toEqual({
      'payload.appId': 'Application ID is required',
      'payload.name': 'Application Name is required',
    });
    expect(issues({ type: 'createApplication', payload: { appId: 'crm web', name: 'CRM' } })).toEqual({
      'payload.appId': 'Application ID may contain only letters, numbers, underscores and hyphens',
    });
    expect(TRAINING_TEXTS.appIdRequired).toBe('Application ID is required');
    expect(TRAINING_TEXTS.appNameRequired).toBe('Application Name is required');
  });

  it('an application may have no roles; a role listed twice is refused', () => {
    expect(issues({ type: 'createApplication', payload: { appId: 'crm', name: 'CRM' } })).toEqual({});
    expect(
      issues({ type: 'createApplication', payload: { appId: 'crm', name: 'CRM', roleIds: ['r', 'r'] } }),
    ).toEqual({ 'payload.roleIds': 'Listed twice' });
  });

  it('Application IDs are one whatever their case', () => {
    expect(appIdKey(' SAP_MM ')).toBe('sap_mm');
    expect(appIdKey('sap_mm')).toBe(appIdKey('SAP_MM'));
  });
});

describe('spec 2 §5 "Process introduction video ID is optional and not validated"', () => {
  it('takes any text, or none', () => {
    expect(introductionVideoIdProblem('')).toBeNull();
    expect(introductionVideoIdProblem('anything at all / ü #1')).toBeNull();
    expect(
      issues({ type: 'createProcess', payload: { name: 'Order to cash', introductionVideoId: '??' } }),
    ).toEqual({});
    expect(issues({ type: 'createProcess', payload: { name: 'Order to cash' } })).toEqual({});
  });

  it('is only bounded in length', () => {
    expect(introductionVideoIdProblem('x'.repeat(201))).toBe('tooLong');
  });

  it('a process needs its name', () => {
    expect(issues({ type: 'createProcess', payload: { name: '  ' } })).toEqual({
      'payload.name': 'Process name is required',
    });
  });
});

describe('names and choices', () => {
  it('a name is required and bounded', () => {
    expect(nameProblem('', 'roleNameRequired')).toBe('roleNameRequired');
    expect(nameProblem(' Sales ', 'roleNameRequired')).toBeNull();
    expect(nameProblem('x'.repeat(101), 'planNameRequired')).toBe('tooLong');
  });

  it('names compare trimmed and whatever their case', () => {
    expect(sameName('Sales', ' sales ')).toBe(true);
    expect(sameName('Sales', 'Sales 2')).toBe(false);
  });

  it('a plan needs a name, a process and a role', () => {
    expect(
      issues({
        type: 'createTrainingPlan',
        payload: { name: '', processIds: [], roleIds: [], includeParentVideos: false },
      }),
    ).toEqual({
      'payload.name': 'Training Plan Name is required',
      'payload.processIds': 'Choose at least one process',
      'payload.roleIds': 'Choose at least one application role',
    });
    expect(choiceProblem(['a', 'b'], { min: 1, max: 2, required: 'processesRequired' })).toBeNull();
    expect(choiceProblem(['a', 'b', 'c'], { min: 1, max: 2, required: 'processesRequired' })).toBe('tooLong');
  });

  it('a user is given one or more roles', () => {
    expect(issues({ type: 'setUserApplicationRoles', payload: { userId: 'u', roleIds: [] } })).toEqual({
      'payload.roleIds': 'Choose at least one application role',
    });
  });

  it('keeps the spec\'s "create … first" texts', () => {
    expect(TRAINING_TEXTS.noRoles).toBe('No application roles available. Please create roles first');
    expect(TRAINING_TEXTS.noProcesses).toBe('No processes available. Please create processes first');
  });
});

describe('deleting what is in use', () => {
  it('names where a role is used, or nothing when unused', () => {
    expect(roleInUseMessage({ applications: [], plans: [], users: 0 })).toBeNull();
    expect(roleInUseMessage({ applications: ['CRM'], plans: [], users: 0 })).toBe(
      'This application role is used by 1 application (CRM). Remove it there first.',
    );
    expect(roleInUseMessage({ applications: ['CRM', 'ERP'], plans: ['Onboarding'], users: 3 })).toBe(
      'This application role is used by 2 applications (CRM, ERP), 1 training plan (Onboarding) and 3 users. Remove it there first.',
    );
    expect(roleInUseMessage({ applications: ['a', 'b', 'c', 'd'], plans: [], users: 1 })).toBe(
      'This application role is used by 4 applications (a, b, c, …) and 1 user. Remove it there first.',
    );
  });

  it('names the plans using a process', () => {
    expect(processInUseMessage([])).toBeNull();
    expect(processInUseMessage(['Onboarding', 'Sales'])).toBe(
      'This process is used by 2 training plans (Onboarding, Sales). Remove it there first.',
    );
  });

  it('needs a chosen pool for a lane', () => {
    expect(poolChoiceProblem(' ')).toBe('poolRequired');
    expect(poolChoiceProblem('pool-1')).toBeNull();
  });

  it('names the lanes of a pool (one, or the first three)', () => {
    expect(poolInUseMessage([])).toBeNull();
    expect(poolInUseMessage(['Billing'])).toBe('This pool has 1 lane (Billing). Delete or move them first.');
    expect(poolInUseMessage(['A', 'B', 'C', 'D'])).toBe(
      'This pool has 4 lanes (A, B, C, …). Delete or move them first.',
    );
  });
});

describe('a plan\'s users (spec 2 §3 "users")', () => {
  it('are those holding one of its roles, each once', () => {
    const assignments = [
      { userId: 'u1', roleIds: ['sales'] },
      { userId: 'u2', roleIds: ['sales', 'support'] },
      { userId: 'u3', roleIds: ['finance'] },
    ];
    expect(planUsers(['sales', 'support'], assignments)).toEqual(['u1', 'u2']);
    expect(planUsers(['hr'], assignments)).toEqual([]);
  });
});

describe('re-ordering the processes', () => {
  it('takes every process exactly once', () => {
    expect(reorderRefusal(['b', 'a'], ['a', 'b'])).toBeNull();
    expect(reorderRefusal([], [])).toBeNull();
  });

  it('refuses an order naming one twice, missing one, or naming one that is gone', () => {
    expect(reorderRefusal(['a', 'a'], ['a', 'b'])).toBe('Listed twice');
    expect(reorderRefusal(['a'], ['a', 'b'])).toBe(TRAINING_REFUSALS.processesChanged);
    expect(reorderRefusal(['a', 'c'], ['a', 'b'])).toBe(TRAINING_REFUSALS.processesChanged);
  });
});
