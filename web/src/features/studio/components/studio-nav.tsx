import { Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { borderMarkedNavLink } from '../../../components/nav-link-styles';
import { sectionPath, type SectionGroup, type StudioSection } from '../model/sections';

/** The studio's side navigation: the settings sections, then the editing tabs (the current one marked). */
export function StudioNav({
  sections,
  videoId,
  version,
}: {
  sections: readonly Pick<StudioSection, 'id' | 'labelKey' | 'group'>[];
  videoId: string;
  version: number;
}) {
  const { t } = useTranslation();
  const groups: { group: SectionGroup; label: string }[] = [
    { group: 'settings', label: t('studio-group-settings') },
    { group: 'editing', label: t('studio-group-editing') },
  ];
  return (
    <Stack as="nav" aria-label={t('studio-nav')} gap="4" minW="48" data-testid="studio-nav">
      {groups.map(({ group, label }) => {
        const of = sections.filter((s) => s.group === group);
        if (of.length === 0) return null;
        return (
          <Stack key={group} gap="1">
            <Text textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" px="3">
              {label}
            </Text>
            {of.map((section) => (
              <Link key={section.id} {...borderMarkedNavLink} py="1.5" rounded="md" borderStartWidth="3px">
                <NavLink to={sectionPath(section.id, videoId, version)}>{t(section.labelKey)}</NavLink>
              </Link>
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
