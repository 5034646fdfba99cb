import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  Box,
  Button,
  Card,
  Field,
  Flex,
  HStack,
  Image,
  Input,
  SimpleGrid,
  Stack,
  Text,
  type ImageProps,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BRANDING_IMAGE_KINDS, type BrandingImageKind } from '#shared/domain/branding';
import { THEMES, type ThemeName } from '#shared/domain/themes';
import { FormError } from '../../../components/form-bits';
import { toaster } from '../../../components/notices';
import { SelectField } from '../../../components/select-field';
import { useTenant } from '../../../lib/app-context';
import { isHexColor } from '../../../lib/color';
import { imageDimensionsOf } from '../../../lib/image-check';
import { uploadPicture } from '../../../lib/picture-upload';
import { useSession } from '../../../lib/session';
import { THEME_TOKENS } from '../../../lib/theme/themes';
import { organizationCommand, useOrganizationSettings } from '../api/organization-settings';
import { SettingsPage } from '../components/settings-page';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import {
  brandingChanges,
  checkImage,
  colorMessage,
  hasChanges,
  initialBrandingForm,
  type BrandingFormValues,
  type Message,
} from '../model/branding-form';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * The images the thumbnail preview draws once set (decorative: the preview's text names it), in order:
 * the overlay over all of it, the logo in its top corner.
 */
const THUMBNAIL_LAYERS: readonly { kind: BrandingImageKind; placement: ImageProps }[] = [
  { kind: 'thumbnailOverlay', placement: { inset: '0', width: '100%', height: '100%', objectFit: 'cover' } },
  {
    kind: 'thumbnailLogo',
    placement: { top: '3', right: '3', height: '10', maxW: '30%', objectFit: 'contain' },
  },
];

/**
 * /admin/branding (spec 2 §2): upload the tube's logo, thumbnail logo, thumbnail overlay and background
 * image (type, size and dimensions checked before the presigned upload), pick the colour (refused below
 * 4.5:1 against white text, as the server refuses it) and the theme, with a live preview. After saving,
 * this app refetches its tube and every other signed-in app gets REFETCH_TUBE.
 */
export function AdminBrandingPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      title={t('admin-branding')}
      intro={t('settings-admin-branding-intro')}
      permission="updateOrganization"
    >
      <BrandingForm />
    </SettingsPage>
  );
}

function BrandingForm() {
  const { t } = useTranslation();
  const { tube, branding, organization } = useTenant();
  const session = useSession();
  const allowed = (session.initData?.permissions ?? []).includes('updateOrganization');
  const settings = useOrganizationSettings(allowed);
  const saved = { color: branding.color, theme: branding.theme };
  const [values, setValues] = useState<BrandingFormValues>(() => initialBrandingForm(saved));
  const [imageErrors, setImageErrors] = useState<Partial<Record<BrandingImageKind, Message>>>({});
  const { busy, error, run } = useDialogSubmit();
  const colour = colorMessage(values.color);
  const previewColor = isHexColor(values.color) ? values.color : branding.color;

  // Preview addresses of picked files are released when replaced and on leaving the page.
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const current: Record<BrandingImageKind, string> = {
    logo: branding.logo,
    thumbnailLogo: tube?.thumbnailLogo ?? '',
    thumbnailOverlay: tube?.thumbnailOverlay ?? '',
    backgroundImage: tube?.backgroundImage ?? '',
  };
  const shown = (kind: BrandingImageKind): string => {
    const choice = values.images[kind];
    if (choice.kind === 'new') return choice.preview;
    // A removed logo falls back to the organization's provisioned one (as the server does).
    if (choice.kind === 'remove') return kind === 'logo' ? organization.logo : '';
    return current[kind];
  };
  const removable = (kind: BrandingImageKind) =>
    values.images[kind].kind === 'new' ||
    (values.images[kind].kind === 'keep' && (settings.data?.customImages[kind] ?? false));

  const pick = async (kind: BrandingImageKind, file: File | undefined) => {
    if (!file) return;
    const problem = await checkImage(kind, file, imageDimensionsOf);
    setImageErrors((e) => ({ ...e, [kind]: problem ?? undefined }));
    if (problem) return;
    const preview = URL.createObjectURL(file);
    previews.current.push(preview);
    setValues((v) => ({ ...v, images: { ...v.images, [kind]: { kind: 'new', file, preview } } }));
  };
  const remove = (kind: BrandingImageKind) => {
    setImageErrors((e) => ({ ...e, [kind]: undefined }));
    setValues((v) => ({ ...v, images: { ...v.images, [kind]: { kind: 'remove' } } }));
  };

  const save = () =>
    run(async () => {
      const uploaded: Partial<Record<BrandingImageKind, string>> = {};
      for (const kind of BRANDING_IMAGE_KINDS) {
        const choice = values.images[kind];
        if (choice.kind === 'new') uploaded[kind] = await uploadPicture(choice.file);
      }
      await organizationCommand({
        type: 'updateBranding',
        payload: brandingChanges(values, saved, uploaded),
      });
      setValues(initialBrandingForm({ color: values.color.toUpperCase(), theme: values.theme }));
      toaster.create({ type: 'success', title: t('settings-admin-saved') });
    });

  const themeOptions = THEMES.map((name) => ({
    value: name,
    label: `${name} (${THEME_TOKENS[name].mode === 'dark' ? t('admin-theme-dark') : t('admin-theme-light')})`,
  }));
  const surfaces = THEME_TOKENS[values.theme];
  const logo = shown('logo') || branding.logo;

  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="8" data-testid="admin-branding">
      <Stack gap="6">
        {BRANDING_IMAGE_KINDS.map((kind) => (
          <ImageField
            key={kind}
            kind={kind}
            src={shown(kind)}
            error={imageErrors[kind]}
            removable={removable(kind)}
            onPick={(file) => void pick(kind, file)}
            onRemove={() => remove(kind)}
          />
        ))}
        <Field.Root invalid={!colour.ok}>
          <Field.Label>{t('admin-field-colour')}</Field.Label>
          <HStack gap="3">
            <Input
              type="color"
              aria-label={t('settings-admin-colour-picker')}
              value={
                isHexColor(values.color) && values.color.length === 7 ? values.color.toLowerCase() : '#000000'
              }
              onChange={(e: ChangeEvent<HTMLInputElement>) =>
                setValues((v) => ({ ...v, color: e.target.value }))
              }
              width="14"
              padding="1"
            />
            <Input
              name="color"
              value={values.color}
              maxW="36"
              fontFamily="mono"
              onChange={(e: ChangeEvent<HTMLInputElement>) =>
                setValues((v) => ({ ...v, color: e.target.value }))
              }
            />
          </HStack>
          {colour.ok ? (
            <Field.HelperText>{t(colour.message.key, colour.message.values ?? {})}</Field.HelperText>
          ) : (
            <Field.ErrorText data-testid="colour-error">
              {t(colour.message.key, colour.message.values ?? {})}
            </Field.ErrorText>
          )}
        </Field.Root>
        <SelectField
          name="theme"
          label={t('admin-field-theme')}
          value={values.theme}
          onChange={(theme) => setValues((v) => ({ ...v, theme: theme as ThemeName }))}
          options={themeOptions}
        />
        <FormError error={error} />
        <HStack>
          <Button
            onClick={() => void save()}
            loading={busy}
            disabled={!colour.ok || !hasChanges(values, saved)}
          >
            {t('settings-admin-save')}
          </Button>
          <Button
            variant="outline"
            disabled={busy || !hasChanges(values, saved)}
            onClick={() => {
              setValues(initialBrandingForm(saved));
              setImageErrors({});
            }}
          >
            {t('settings-admin-reset')}
          </Button>
        </HStack>
      </Stack>

      <Card.Root variant="outline" overflow="hidden" alignSelf="start" data-testid="branding-preview">
        <Card.Header>
          <Card.Title as="h2">{t('admin-branding-preview')}</Card.Title>
        </Card.Header>
        <Card.Body gap="4">
          <Box
            rounded="md"
            overflow="hidden"
            borderWidth="1px"
            style={{
              background: surfaces.bg,
              color: surfaces.fg,
              ...(shown('backgroundImage')
                ? { backgroundImage: `url("${shown('backgroundImage')}")`, backgroundSize: 'cover' }
                : {}),
            }}
          >
            <Flex align="center" gap="3" px="4" py="3" style={{ background: previewColor, color: '#FFFFFF' }}>
              <Image
                src={logo}
                alt={t('organization-logo', { name: branding.name })}
                height="8"
                maxW="40"
                objectFit="contain"
              />
              <Text fontWeight="semibold">{branding.name}</Text>
            </Flex>
            <Stack
              p="4"
              gap="3"
              style={{ background: surfaces.panel, color: surfaces.fg }}
              m="4"
              rounded="md"
            >
              <Text>{t('settings-admin-preview-text')}</Text>
              <Box
                as="span"
                alignSelf="start"
                px="4"
                py="2"
                rounded="md"
                fontWeight="semibold"
                style={{ background: previewColor, color: '#FFFFFF' }}
              >
                {t('settings-admin-preview-button')}
              </Box>
            </Stack>
          </Box>
          <Box position="relative" rounded="md" overflow="hidden" aspectRatio={16 / 9} bg="gray.700">
            {THUMBNAIL_LAYERS.map(({ kind, placement }) =>
              shown(kind) ? (
                <Image key={kind} src={shown(kind)} alt="" position="absolute" {...placement} />
              ) : null,
            )}
            <Text position="absolute" bottom="2" left="3" color="white" textStyle="sm" fontWeight="semibold">
              {t('settings-admin-preview-thumbnail')}
            </Text>
          </Box>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}

function ImageField({
  kind,
  src,
  error,
  removable,
  onPick,
  onRemove,
}: {
  kind: BrandingImageKind;
  src: string;
  error: Message | undefined;
  removable: boolean;
  onPick: (file: File | undefined) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const label = t(`settings-admin-image-${kind}`);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="4" align="center">
        <Box
          width="24"
          height="14"
          borderWidth="1px"
          rounded="md"
          display="flex"
          alignItems="center"
          justifyContent="center"
          bg="bg.subtle"
          flexShrink={0}
        >
          {src ? (
            <Image
              src={src}
              alt={t('settings-admin-image-current', { name: label })}
              maxH="12"
              maxW="22"
              objectFit="contain"
            />
          ) : (
            <Text textStyle="xs" color="fg.muted">
              {t('settings-admin-image-none')}
            </Text>
          )}
        </Box>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid={`branding-file-${kind}`}
          aria-label={label}
          onChange={(e: ChangeEvent<HTMLInputElement>) => {
            onPick(e.target.files?.[0]);
            // The same file may be picked again after a refusal or a reset.
            e.target.value = '';
          }}
        />
        <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
          {t('settings-admin-image-choose')}
        </Button>
        {removable && (
          <Button variant="ghost" size="sm" onClick={onRemove}>
            {t('settings-admin-image-remove')}
          </Button>
        )}
      </HStack>
      <Field.HelperText>{t(`settings-admin-image-${kind}-help`)}</Field.HelperText>
      {error && <Field.ErrorText>{t(error.key, error.values ?? {})}</Field.ErrorText>}
    </Field.Root>
  );
}
