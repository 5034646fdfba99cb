import * as api from '#shared/api/endpoints/organization.js';
import { httpHandler } from '../core/http/pipeline.js';
import { notFound } from '../core/http/errors.js';
import { tenantData } from '../core/data/tenant-data.js';
import { toTube } from '../core/domain/organizations.js';
import { brandingImageUrl } from '../core/media/branding-images.js';

export const handler = httpHandler(api.getTube, async ({ query }) => {
  const tube = await tenantData(query.orgId).tube();
  if (!tube) throw notFound('Resource is not found');
  const shown = toTube(tube);
  // Uploaded images are stored as object keys: the browser gets short-lived presigned GETs of them.
  const [logo, icon, thumbnailLogo, thumbnailOverlay, backgroundImage] = await Promise.all(
    [shown.logo, shown.icon, shown.thumbnailLogo, shown.thumbnailOverlay, shown.backgroundImage].map(
      brandingImageUrl,
    ),
  );
  return {
    ...shown,
    logo: logo!,
    icon: icon!,
    thumbnailLogo: thumbnailLogo!,
    thumbnailOverlay: thumbnailOverlay!,
    backgroundImage: backgroundImage!,
  };
});
