/**
 * The data layer's stored shapes as the rest of functions/ may name them. The entities themselves are
 * private to core/data (a lint rule says so): everything else reads and writes through the repositories.
 */
import type { ItemOf } from './table/model.js';
import type { transcodingJobModel } from './entities/video.js';
import type { eventLogEntryModel } from './entities/event-log.js';

export type { UserItem, OrganizationItem, TubeItem } from './entities/index.js';
export type { VideoStatus, JobStatus, RenditionStatus } from './entities/video.js';
export type JobItem = ItemOf<typeof transcodingJobModel>;
export type EventLogEntryItem = ItemOf<typeof eventLogEntryModel>;
