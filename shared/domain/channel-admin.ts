/**
 * The rules of company-channel administration (spec 2 §3 "Channel", §5, §6), once for the web forms
 * and the channelCommand contract.
 */
import { fileExtension, isImageFile } from './profile.js';

export const CHANNEL_TEXT_LIMITS = { abstract: 300, description: 5000, imageKey: 1024 } as const;

/** A background image or icon is an image of at most 5 MB (checked before the upload and on the stored object). */
export const CHANNEL_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** A CSS hex colour, #rgb or #rrggbb ('' = none). */
export const CHANNEL_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The channel roles an admin or channel owner hands out (spec 2 §3 "Channel roles"). */
export const CHANNEL_ROLES = ['channelOwner', 'contentManager', 'contributor', 'admin'] as const;

/** Why a chosen file cannot be a channel image, or null when it may be uploaded. */
export function channelImageProblem(file: {
  name: string;
  type: string;
  size: number;
}): 'type' | 'size' | null {
  if (!isImageFile(file)) return 'type';
  if (file.size > CHANNEL_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** An image key the API wrote for an upload of this organization (generic/<orgId>/…), by its extension. */
export function isImageKey(key: string): boolean {
  return ['png', 'jpg', 'jpeg', 'gif', 'webp'].includes(fileExtension(key));
}
