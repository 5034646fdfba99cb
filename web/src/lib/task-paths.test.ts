import { describe, expect, it } from 'vitest';
import { taskPath } from './task-paths';

describe('task addresses', () => {
  it("one task's page: /tasks/{taskId}, the id encoded", () => {
    expect(taskPath('t-1')).toBe('/tasks/t-1');
    expect(taskPath('a/b c')).toBe('/tasks/a%2Fb%20c');
  });
});
