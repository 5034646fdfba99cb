/**
 * The training-generation machine's input and its batch size (infra/workflows/training-generation.asl.json).
 */
export interface GenerationRef {
  orgId: string;
  generationId: string;
}

/**
 * Users per Map item: one Lambda call creates their tasks (10 users × a 100-video plan = 1,000
 * conditional puts, well within its 120 s: infra/config/functions.ts).
 */
export const USERS_PER_BATCH = 10;
