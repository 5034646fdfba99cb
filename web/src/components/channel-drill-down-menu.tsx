import { Badge, Box, Button, HStack, IconButton, Link, Portal, Stack, Text, Tooltip } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuChevronLeft, LuChevronRight, LuChevronUp } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import {
  CHANNEL_MENU_HEIGHT,
  CHANNEL_MENU_ITEM_HEIGHT,
  needsScrollArrows,
  nextScrollTop,
  truncateName,
  type ChannelMenuBadge,
  type ChannelMenuVariant,
} from './channel-menu-model';

export interface ChannelMenuItem {
  id: string;
  name: string;
  parent: string | null;
  badge: ChannelMenuBadge;
  href: string;
}

/** A channel name, shortened past the spec's limit with the full name in a tooltip. */
export function ChannelName({ name, badge }: { name: string; badge: ChannelMenuBadge }) {
  const { text, truncated } = truncateName(name, badge);
  if (!truncated) return <Text as="span">{text}</Text>;
  return (
    <Tooltip.Root openDelay={300} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <Text as="span" data-truncated="true">
          {text}
        </Text>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{name}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

export function ChannelBadge({ badge }: { badge: ChannelMenuBadge }) {
  const { t } = useTranslation();
  if (!badge) return null;
  return (
    <Badge size="sm" variant="subtle" colorPalette={badge === 'external' ? 'blue' : 'gray'} flexShrink={0}>
      {badge === 'external' ? t('badge-external') : t('badge-shared')}
    </Badge>
  );
}

/**
 * The channel drill-down menu (spec 1 §2, §9): one level at a time, 384 px high, scroll arrows that move
 * 48 px beyond 12 entries at the top level (toolbar variant) or 10 inside a drilled-into channel.
 */
export function ChannelDrillDownMenu({
  items,
  onNavigate,
  rootVariant = 'toolbar',
}: {
  items: readonly ChannelMenuItem[];
  onNavigate?: () => void;
  rootVariant?: ChannelMenuVariant;
}) {
  const { t } = useTranslation();
  const [path, setPath] = useState<ChannelMenuItem[]>([]);
  const listRef = useRef<HTMLUListElement>(null);
  const current = path.at(-1);
  const level = useMemo(() => {
    const ids = new Set(items.map((i) => i.id));
    // A child whose parent is not visible to the user is listed at the top level.
    return items.filter((i) => (current ? i.parent === current.id : i.parent === null || !ids.has(i.parent)));
  }, [items, current]);
  const hasChildren = useMemo(() => new Set(items.map((i) => i.parent).filter(Boolean)), [items]);
  const variant: ChannelMenuVariant = current ? 'drilldown' : rootVariant;
  const arrows = needsScrollArrows(level.length, variant);

  const scroll = (direction: 'up' | 'down') => {
    const list = listRef.current;
    if (!list) return;
    list.scrollTop = nextScrollTop(list.scrollTop, direction, list.scrollHeight - list.clientHeight);
  };
  const drill = (next: ChannelMenuItem[]) => {
    setPath(next);
    if (listRef.current) listRef.current.scrollTop = 0;
  };

  return (
    <Stack gap="0" maxH={`${CHANNEL_MENU_HEIGHT}px`} data-testid="channel-menu" data-variant={variant}>
      {current && (
        <Button
          variant="ghost"
          size="sm"
          justifyContent="flex-start"
          onClick={() => drill(path.slice(0, -1))}
        >
          <LuChevronLeft aria-hidden />
          {t('back')}
        </Button>
      )}
      {arrows && (
        <IconButton aria-label={t('scroll-up')} size="xs" variant="ghost" onClick={() => scroll('up')}>
          <LuChevronUp />
        </IconButton>
      )}
      <Box
        as="ul"
        ref={listRef}
        listStyleType="none"
        overflowY={arrows ? 'hidden' : 'auto'}
        flex="1"
        minH="0"
        aria-label={current ? current.name : t('channels')}
      >
        {level.map((item) => (
          <HStack as="li" key={item.id} h={`${CHANNEL_MENU_ITEM_HEIGHT}px`} gap="1" px="2">
            <Link asChild flex="1" minW="0" variant="plain" color="fg" _hover={{ color: 'brand.fg' }}>
              <RouterLink to={item.href} onClick={onNavigate}>
                <ChannelName name={item.name} badge={item.badge} />
              </RouterLink>
            </Link>
            <ChannelBadge badge={item.badge} />
            {hasChildren.has(item.id) && (
              <IconButton
                aria-label={t('open-subchannels', { name: item.name })}
                size="xs"
                variant="ghost"
                onClick={() => drill([...path, item])}
              >
                <LuChevronRight />
              </IconButton>
            )}
          </HStack>
        ))}
      </Box>
      {arrows && (
        <IconButton aria-label={t('scroll-down')} size="xs" variant="ghost" onClick={() => scroll('down')}>
          <LuChevronDown />
        </IconButton>
      )}
    </Stack>
  );
}
