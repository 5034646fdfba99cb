/** The table's entities, bound to the document client and table name of this container. */
import { env } from '../../http/env.js';
import { Entity } from '../table/entity.js';
import type { ItemOf, Model } from '../table/model.js';
import * as analytics from './analytics.js';
import * as attachment from './attachment.js';
import * as autoLogin from './auto-login.js';
import * as channel from './channel.js';
import * as embed from './embed.js';
import * as eventLog from './event-log.js';
import * as lists from './lists.js';
import * as network from './network.js';
import * as organization from './organization.js';
import * as playlistShare from './playlist-share.js';
import * as quickGuide from './quick-guide.js';
import * as realtime from './realtime.js';
import * as recommendation from './recommendation.js';
import * as render from './render.js';
import * as reports from './reports.js';
import * as task from './task.js';
import * as taskChat from './task-chat.js';
import * as track from './track.js';
import * as training from './training.js';
import * as trainingGeneration from './training-generation.js';
import * as transcription from './transcription.js';
import * as translation from './translation.js';
import * as user from './user.js';
import * as video from './video.js';
import * as voiceOver from './voice-over.js';
import * as wallet from './wallet.js';

/** Every model the entity modules export (`<name>Model`): a new model needs no line here. */
const modules = {
  ...organization,
  ...user,
  ...channel,
  ...autoLogin,
  ...video,
  ...attachment,
  ...track,
  ...playlistShare,
  ...analytics,
  ...lists,
  ...network,
  ...task,
  ...taskChat,
  ...realtime,
  ...recommendation,
  ...embed,
  ...eventLog,
  ...reports,
  ...render,
  ...quickGuide,
  ...transcription,
  ...translation,
  ...voiceOver,
  ...training,
  ...trainingGeneration,
  ...wallet,
};
type Modules = typeof modules;
type ModelKey = Extract<keyof Modules, `${string}Model`>;
type EntityName<K> = K extends `${infer N}Model` ? N : never;
type EntityOf<S> = S extends Model ? Entity<S> : never;

/** The table's entities, one per exported model, named after it (`videoModel` → `video`). */
type TableEntities = { [K in ModelKey as EntityName<K>]: EntityOf<Modules[K]> };

function createEntities(table: string): TableEntities {
  const entities: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(modules)) {
    if (!name.endsWith('Model')) continue;
    entities[name.slice(0, -'Model'.length)] = new Entity(value as Model, table);
  }
  return entities as TableEntities;
}

export type Entities = ReturnType<typeof createEntities>;
export type UserItem = ItemOf<typeof user.userModel>;
export type OrganizationItem = ItemOf<typeof organization.organizationModel>;
export type TubeItem = ItemOf<typeof organization.tubeModel>;

let entities: Entities | undefined;

/** Entities for TABLE_NAME. Private to the data layer: handlers go through tenantData()/lookups. */
export function getEntities(): Entities {
  entities ??= createEntities(env.tableName());
  return entities;
}
