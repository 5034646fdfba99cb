import { Button, Flex, Image } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../lib/app-context';
import { apexOrigin } from '../../../lib/tenant';
import { loginEmbedHref, type EmbedBranding } from '../model/embed';

/**
 * The public viewer's only chrome (spec 1 §2 "No layout chrome"; spec 1 §1 "They see only a logo and a
 * login button"): with an active subscription the organization's logo and a login button that returns
 * here; without it the product's logo and a button to the product's site.
 */
export function EmbedHeader({
  branding,
  showLogin,
  height,
  compact,
}: {
  branding: EmbedBranding;
  showLogin: boolean;
  /** Fixed (the player's size is worked out from it). */
  height: number;
  /** Small frames (a 640×360 iframe): a smaller logo and button. */
  compact: boolean;
}) {
  const { t } = useTranslation();
  const { site } = useEnvironment();
  return (
    <Flex
      as="header"
      align="center"
      justify="space-between"
      gap="4"
      px="4"
      h={`${height}px`}
      flexShrink={0}
      data-testid="embed-header"
      data-compact={compact}
    >
      <Image
        src={branding.logo}
        alt={
          branding.kind === 'organization'
            ? t('embed-organization-logo', { name: branding.name })
            : branding.name
        }
        maxH={compact ? '6' : '8'}
        maxW={compact ? '28' : '40'}
        objectFit="contain"
        data-testid={branding.kind === 'organization' ? 'embed-organization-logo' : 'embed-product-logo'}
      />
      {branding.kind === 'organization' ? (
        showLogin && (
          <Button asChild size={compact ? 'xs' : 'sm'} data-testid="embed-login">
            <a href={loginEmbedHref(window.location.href)}>{t('login')}</a>
          </Button>
        )
      ) : (
        <Button asChild size={compact ? 'xs' : 'sm'} variant="outline" data-testid="embed-get-product">
          <a href={apexOrigin(window.location, site)} target="_blank" rel="noopener">
            {t('embed-get-product', { product: branding.name })}
          </a>
        </Button>
      )}
    </Flex>
  );
}
