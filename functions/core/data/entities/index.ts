/** The table's entities, bound to the document client and table name of this container. */
import { Entity, type EntityItem } from 'electrodb';
import { env } from '../../http/env.js';
import { dynamo } from '../dynamo.js';
import {
  featureFlagModel,
  orgEmailDomainModel,
  organizationModel,
  platformStatusModel,
  tubeModel,
} from './organization.js';
import { followModel, userModel } from './user.js';
import { channelModel, channelRoleModel, externalChannelModel } from './channel.js';
import { autoLoginTokenModel } from './auto-login.js';
import {
  renderingDataModel,
  searchPostingModel,
  transcodingJobModel,
  videoModel,
  videoRenditionModel,
} from './video.js';
import { trackItemModel, trackModel } from './track.js';
import { userAnalyticsModel, videoStatsModel, watchHistoryModel } from './analytics.js';
import { mandatoryAssignmentModel, sharingModel } from './lists.js';
import { orgDirectoryEntryModel, orgLinkModel } from './network.js';
import { localTicketModel, taskModel } from './task.js';
import { connectionModel, notificationModel } from './realtime.js';
import { anonymousVideoStatsModel, videoEmbedKeyModel } from './embed.js';

function createEntities(table: string) {
  const config = { client: dynamo(), table };
  return {
    organization: new Entity(organizationModel, config),
    tube: new Entity(tubeModel, config),
    platformStatus: new Entity(platformStatusModel, config),
    featureFlag: new Entity(featureFlagModel, config),
    orgEmailDomain: new Entity(orgEmailDomainModel, config),
    user: new Entity(userModel, config),
    follow: new Entity(followModel, config),
    channel: new Entity(channelModel, config),
    channelRole: new Entity(channelRoleModel, config),
    externalChannel: new Entity(externalChannelModel, config),
    autoLoginToken: new Entity(autoLoginTokenModel, config),
    video: new Entity(videoModel, config),
    videoRendition: new Entity(videoRenditionModel, config),
    transcodingJob: new Entity(transcodingJobModel, config),
    renderingData: new Entity(renderingDataModel, config),
    searchPosting: new Entity(searchPostingModel, config),
    track: new Entity(trackModel, config),
    trackItem: new Entity(trackItemModel, config),
    watchHistory: new Entity(watchHistoryModel, config),
    videoStats: new Entity(videoStatsModel, config),
    userAnalytics: new Entity(userAnalyticsModel, config),
    sharing: new Entity(sharingModel, config),
    mandatoryAssignment: new Entity(mandatoryAssignmentModel, config),
    orgDirectoryEntry: new Entity(orgDirectoryEntryModel, config),
    orgLink: new Entity(orgLinkModel, config),
    task: new Entity(taskModel, config),
    localTicket: new Entity(localTicketModel, config),
    connection: new Entity(connectionModel, config),
    notification: new Entity(notificationModel, config),
    videoEmbedKey: new Entity(videoEmbedKeyModel, config),
    anonymousVideoStats: new Entity(anonymousVideoStatsModel, config),
  };
}

export type Entities = ReturnType<typeof createEntities>;
export type UserItem = EntityItem<Entities['user']>;
export type OrganizationItem = EntityItem<Entities['organization']>;
export type TubeItem = EntityItem<Entities['tube']>;

let entities: Entities | undefined;

/** Entities for TABLE_NAME. Private to the data layer: handlers go through tenantData()/lookups. */
export function getEntities(): Entities {
  entities ??= createEntities(env.tableName());
  return entities;
}
