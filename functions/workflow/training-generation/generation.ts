/**
 * The training-generation machine's input and its batch size (infra/workflows/training-generation.asl.json).
 */
export interface GenerationRef {
  orgId: string;
  generationId: string;
}

/** Users per Map item: one Lambda call creates their tasks (25 users × 20 videos = 500 conditional puts). */
export const USERS_PER_BATCH = 25;
